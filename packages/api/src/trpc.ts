// The single tRPC init: context → init → router and procedures (ARCHITECTURE §7).
import { initTRPC } from '@trpc/server';
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

/** Every procedure: a database that went away answers 503, not 500 (see database-watch.ts). */
export const publicProcedure = t.procedure.use(async ({ ctx, next }) => {
  const result = await next();
  if (!result.ok && result.error.code !== 'SERVICE_UNAVAILABLE') {
    const unavailable = asDatabaseUnavailable(ctx, result.error);
    if (unavailable !== result.error) throw unavailable;
  }
  return result;
});

/** Needs a signed-in user (401 otherwise); `ctx.user` is non-null inside. */
export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user || !ctx.session) throw unauthorized();
  // Only the narrowed fields: tRPC merges them over the context itself.
  return next({ ctx: { user: ctx.user, session: ctx.session } });
});

/** Needs leadership (Pengerusi KUBM or Timbalan Pengerusi KUBM). */
export const leadershipProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (!isLeadership(ctx.user)) throw forbidden();
  return next();
});
