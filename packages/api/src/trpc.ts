// The single tRPC init: context → init → router and procedures (ARCHITECTURE §7).
import { useMalayDefaultMessages } from '@kubm/validators';
import { initTRPC, TRPCError } from '@trpc/server';
import type { Context } from './context';
import { asDatabaseUnavailable } from './database-watch';
import { errorBody, forbidden, isBodyParseFailure, RetryAfter, unauthorized } from './errors';
import { isLeadership } from './permissions';

// zod's own texts are English: whatever a schema does not name itself is said in Malay (spec: Malay UI).
useMalayDefaultMessages();

/** Who may call a procedure; set by the procedure builders below, never by hand. */
export type Access = 'public' | 'protected' | 'leadership';

/**
 * Error codes a procedure raises beyond those its builder and its input imply (see `impliedErrors`), declared
 * next to it so the OpenAPI document can list them. Under test (vitest) an undeclared code is turned into a
 * 500 naming it, so a declaration that lies fails the tests that reach it.
 */
export type DeclaredError =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  | 'SERVICE_UNAVAILABLE';

/** Where a procedure also answers over REST (spec §7). Paths are relative to /api; `{id}` is a path param. */
export interface RestMeta {
  /** Set by publicProcedure / protectedProcedure / leadershipProcedure. */
  access?: Access;
  errors?: readonly DeclaredError[];
  /**
   * The answer sets the session cookie (`set`: sign-in, registration) or clears it (`clear`: sign-out, reset,
   * deletion). The OpenAPI document describes the Set-Cookie header from it; a test checks it against the calls.
   */
  sessionCookie?: 'set' | 'clear';
  rest?: {
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    path: `/${string}`;
    summary: string;
    /** Longer text for the document (the spec's wording where it helps). */
    description?: string;
    /** Status on success; 200 by default. */
    status?: 200 | 201 | 204;
    /** Spec §7: the reset-token calls answer failures as `{ error }` (we send `message` too). */
    errorField?: 'error';
    /**
     * The answer is a file to download, not JSON: the procedure returns a `RawFile` (`{ body, filename }`)
     * and REST sends `body` as this media type, as an attachment named `filename`. tRPC callers get the
     * object as it is.
     */
    raw?: { contentType: string };
    /**
     * The answer is polled and rarely changes (GET only): REST sends a strong ETag computed from the body
     * with `Cache-Control: no-cache`, and a request whose If-None-Match names it gets 304 with no body.
     */
    revalidate?: true;
    /**
     * A request body the procedure accepts (POST/PUT; path parameters left out), shown as the document's
     * example. A test runs it through the procedure's own input schema.
     */
    example?: Record<string, unknown>;
  };
}

/** The codes every procedure of this kind may raise without declaring them. */
export function impliedErrors(access: Access): ReadonlySet<TRPCError['code']> {
  const always: TRPCError['code'][] = ['INTERNAL_SERVER_ERROR'];
  if (access === 'protected') always.push('UNAUTHORIZED');
  if (access === 'leadership') always.push('UNAUTHORIZED', 'FORBIDDEN');
  return new Set(always);
}

/** True when `error` is one the procedure may raise: implied by its kind, its input, the database, or declared. */
export function isDeclaredError(meta: RestMeta | undefined, error: TRPCError): boolean {
  const access = meta?.access ?? 'public';
  if (impliedErrors(access).has(error.code)) return true;
  // Input validation (tRPC's parse of the input schema): a BAD_REQUEST caused by zod's issues; or a body
  // that is not JSON (tRPC reads it lazily, inside the call).
  if (error.code === 'BAD_REQUEST' && error.cause && 'issues' in error.cause) return true;
  if (isBodyParseFailure(error)) return true;
  if (error.code === 'SERVICE_UNAVAILABLE' && error.cause) return true; // the database (database-watch.ts)
  return (meta?.errors as readonly string[] | undefined)?.includes(error.code) ?? false;
}

const checkDeclaredErrors = typeof process !== 'undefined' && process.env.VITEST !== undefined;

const t = initTRPC
  .context<Context>()
  .meta<RestMeta>()
  .create({
    errorFormatter({ shape, error }) {
      const body = errorBody(error);
      return {
        ...shape,
        message: body.message,
        data: { ...shape.data, stack: undefined, issues: body.issues },
      };
    },
  });

export const router = t.router;

/**
 * Every procedure: a database that went away answers 503, not 500 (see database-watch.ts); a 429 says how long
 * to wait in Retry-After (seconds), on both doors (both send `resHeaders`).
 */
export const publicProcedure = t.procedure
  .meta({ access: 'public' })
  .use(async ({ ctx, next, meta, path }) => {
    const result = await next();
    if (result.ok) return result;
    if (result.error.code !== 'SERVICE_UNAVAILABLE') {
      const unavailable = asDatabaseUnavailable(ctx, result.error);
      if (unavailable !== result.error) throw unavailable;
    }
    if (result.error.cause instanceof RetryAfter) {
      ctx.resHeaders.set('Retry-After', String(result.error.cause.seconds));
    }
    if (checkDeclaredErrors && !isDeclaredError(meta, result.error)) {
      throw new TRPCError({
        code: 'INTERNAL_SERVER_ERROR',
        message: `${path} raised ${result.error.code}, which its meta.errors does not declare`,
        cause: result.error,
      });
    }
    return result;
  });

/** Needs a signed-in user (401 otherwise); `ctx.user` is non-null inside. */
export const protectedProcedure = publicProcedure.meta({ access: 'protected' }).use(({ ctx, next }) => {
  if (!ctx.user || !ctx.session) throw unauthorized();
  // Only the narrowed fields: tRPC merges them over the context itself.
  return next({ ctx: { user: ctx.user, session: ctx.session } });
});

/** Needs leadership (Pengerusi KUBM or Timbalan Pengerusi KUBM). */
export const leadershipProcedure = protectedProcedure.meta({ access: 'leadership' }).use(({ ctx, next }) => {
  if (!isLeadership(ctx.user)) throw forbidden();
  return next();
});
