// The single tRPC init: context → init → router and procedures; the edge where AppError becomes tRPC's.
import { useMalayDefaultMessages } from '@kubm/validators';
import { initTRPC, TRPCError } from '@trpc/server';
import { AppError, type AppErrorCode, forbidden, RetryAfter, referenceGone, unauthorized } from './app-error';
import type { Session, SessionUser } from './auth/sessions';
import type { Context } from './context';
import { asDatabaseUnavailable } from './database-watch';
import { isForeignKeyViolation } from './db-errors';
import { errorBody, isBodyParseFailure, toTRPCError, UndeclaredError } from './errors';
import { isLeadership } from './permissions';

// zod's own texts are English: whatever a schema does not name itself is said in Malay (spec: Malay UI).
useMalayDefaultMessages();

/** Who may call a procedure; set by the procedure builders below, never by hand. */
export type Access = 'public' | 'protected' | 'leadership';

/**
 * Error codes a procedure raises beyond those its builder and its input imply (see `impliedErrors`), declared
 * next to it so the OpenAPI document can list them. Under test an undeclared code fails the call with a
 * message naming the procedure and the missing entry, so a declaration that lies fails the tests that reach it.
 */
export type DeclaredError = AppErrorCode;

/** Where a procedure also answers over REST. Paths are relative to /api; `{id}` is a path param. */
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
    /** The reset-token calls answer failures as `{ error }` (`message` is sent too). */
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
  // Any write may meet a deletion of what it refers to (afterCall).
  if (error.code === 'CONFLICT' && isForeignKeyViolation(error.cause)) return true;
  return (meta?.errors as readonly string[] | undefined)?.includes(error.code) ?? false;
}

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
 * After every call: a database that went away answers 503, not 500 (see database-watch.ts); a write that met
 * the deletion of a row it refers to (a foreign-key violation: an account deleted between the checks and the
 * write) answers 409, here for every procedure rather than in each service; a 429 says how long to wait in
 * Retry-After (seconds), on both doors (both send `resHeaders`); an error the procedure does not declare is
 * handled by `undeclared`.
 */
function afterCall<R extends { ok: true } | { ok: false; error: TRPCError }>(
  ctx: Context,
  meta: RestMeta | undefined,
  path: string,
  result: R,
): R {
  if (result.ok) return result;
  const raised = (result as { ok: false; error: TRPCError }).error;
  // A service's AppError reaches here as the cause of tRPC's 500: here it takes its own code.
  const error =
    raised.code === 'INTERNAL_SERVER_ERROR' && raised.cause instanceof AppError
      ? toTRPCError(raised.cause)
      : raised;
  if (error.code !== 'SERVICE_UNAVAILABLE') {
    const unavailable = asDatabaseUnavailable(ctx, error);
    if (unavailable !== error) throw toTRPCError(unavailable);
  }
  if (error.code === 'INTERNAL_SERVER_ERROR' && isForeignKeyViolation(error))
    throw toTRPCError(referenceGone(error.cause));
  if (error.cause instanceof RetryAfter) {
    ctx.resHeaders.set('Retry-After', String(error.cause.seconds));
  }
  const answered = error === raised ? result : ({ ...result, error } as R);
  if (!isDeclaredError(meta, error)) return undeclared(ctx, meta, path, answered);
  return answered;
}

/** Names the procedure and the entry its meta.errors lacks. */
export function undeclaredErrorMessage(path: string, code: string): string {
  return `${path} raised ${code}, which its meta.errors does not declare: add '${code}' to meta.errors`;
}

/**
 * An error the procedure does not declare (the OpenAPI document would not list it). Under test the call
 * fails with a 500 whose message says what to add, printed too, so the failing test shows why; elsewhere
 * the member gets the error's own answer and the log a warning.
 */
function undeclared<R>(ctx: Context, meta: RestMeta | undefined, path: string, result: R): R {
  const { error } = result as { error: TRPCError };
  const message = undeclaredErrorMessage(path, error.code);
  if (ctx.undeclaredErrors === 'warn') {
    ctx.logger.warn({ path, code: error.code, declared: meta?.errors ?? [] }, 'undeclared procedure error');
    return result;
  }
  console.error(message);
  throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message, cause: new UndeclaredError(message, error) });
}

/** What `protectedProcedure` narrows: the signed-in user and session, never null inside. */
interface SignedIn {
  user: SessionUser;
  session: Session;
}

/** Every procedure: see afterCall. */
export const publicProcedure = t.procedure
  .meta({ access: 'public' })
  .use(async ({ ctx, next, meta, path }) => afterCall(ctx, meta, path, await next()));

/**
 * Needs a signed-in user (401 otherwise); `ctx.user` is non-null inside. One middleware, not one on top of
 * publicProcedure's: each level of tRPC's middleware chain copies its options on every call.
 */
export const protectedProcedure = t.procedure
  .meta({ access: 'protected' })
  .use(async ({ ctx, next, meta, path }) => {
    if (!ctx.user || !ctx.session) throw toTRPCError(unauthorized());
    // The check above is the narrowing. Handing tRPC a `ctx` would make it copy the whole context (every
    // dependency) on each call only to set the same two values again, so the narrowing is told to the types.
    const narrowed = undefined as unknown as SignedIn;
    return afterCall(ctx, meta, path, await next({ ctx: narrowed }));
  });

/** Needs leadership (Pengerusi KUBM or Timbalan Pengerusi KUBM). */
export const leadershipProcedure = protectedProcedure.meta({ access: 'leadership' }).use(({ ctx, next }) => {
  if (!isLeadership(ctx.user)) throw toTRPCError(forbidden());
  return next();
});
