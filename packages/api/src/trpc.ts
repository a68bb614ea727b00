// The single tRPC init: context → init → router and procedures (ARCHITECTURE §7).
import { initTRPC, type TRPCError } from '@trpc/server';
import type { Session, SessionUser } from './auth/sessions';
import type { Context } from './context';
import { asDatabaseUnavailable } from './database-watch';
import { errorBody, forbidden, unauthorized } from './errors';
import { isLeadership } from './permissions';

/** Where a procedure also answers over REST (spec §7). Paths are relative to /api; `{id}` is a path param. */
export interface RestMeta {
  rest?: {
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    path: `/${string}`;
    summary: string;
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
  };
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

/** A database that went away answers 503, not 500 (see database-watch.ts). */
function unavailableAs503<R extends { ok: true } | { ok: false; error: TRPCError }>(
  ctx: Context,
  result: R,
): R {
  if (!result.ok && result.error.code !== 'SERVICE_UNAVAILABLE') {
    const unavailable = asDatabaseUnavailable(ctx, result.error);
    if (unavailable !== result.error) throw unavailable;
  }
  return result;
}

/** What `protectedProcedure` narrows: the signed-in user and session, never null inside. */
interface SignedIn {
  user: SessionUser;
  session: Session;
}

/** Every procedure: see unavailableAs503. */
export const publicProcedure = t.procedure.use(async ({ ctx, next }) => unavailableAs503(ctx, await next()));

/**
 * Needs a signed-in user (401 otherwise); `ctx.user` is non-null inside. One middleware, not one on top of
 * publicProcedure's: each level of tRPC's middleware chain copies its options on every call.
 */
export const protectedProcedure = t.procedure.use(async ({ ctx, next }) => {
  if (!ctx.user || !ctx.session) throw unauthorized();
  // The check above is the narrowing. Handing tRPC a `ctx` would make it copy the whole context (every
  // dependency) on each call only to set the same two values again, so the narrowing is told to the types.
  const narrowed = undefined as unknown as SignedIn;
  return unavailableAs503(ctx, await next({ ctx: narrowed }));
});

/** Needs leadership (Pengerusi KUBM or Timbalan Pengerusi KUBM). */
export const leadershipProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (!isLeadership(ctx.user)) throw forbidden();
  return next();
});
