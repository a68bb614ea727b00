import { useMalayDefaultMessages } from '@kubm/validators';
import { initTRPC, TRPCError } from '@trpc/server';
import { AppError, type AppErrorCode, forbidden, RetryAfter, referenceGone, unauthorized } from './app-error';
import type { Session, SessionUser } from './auth/sessions';
import type { Context } from './context';
import { asDatabaseUnavailable } from './database-watch';
import { isForeignKeyViolation } from './db-errors';
import type { ApiDeps } from './deps';
import { errorBody, isBodyParseFailure, toTRPCError, UndeclaredError } from './errors';
import { isLeadership } from './permissions';

useMalayDefaultMessages();

export type Access = 'public' | 'protected' | 'leadership';

export type DeclaredError = AppErrorCode;

export interface RestMeta {
  access?: Access;
  // Codes beyond those the builder and input imply; under test an undeclared one fails the call.
  errors?: readonly DeclaredError[];
  // Describes Set-Cookie in the OpenAPI document; a test checks it against the calls.
  sessionCookie?: 'set' | 'clear';
  rest?: {
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    // Relative to /api; `{id}` is a path parameter.
    path: `/${string}`;
    summary: string;
    description?: string;
    status?: 200 | 201 | 204;
    errorField?: 'error';
    // The procedure returns a `RawFile`; REST sends its body as this media type, as an attachment.
    raw?: { contentType: string };
    // GET only: a strong ETag from the body; If-None-Match gets 304.
    revalidate?: true;
    // The same answer for everyone (a public GET with no input): REST never reads the session, and sends what
    // `ready` has at hand (no refresh due) without running the procedure.
    sessionless?: { ready?(deps: ApiDeps): object | undefined };
    // The document's request example; a test runs it through the input schema.
    example?: Record<string, unknown>;
  };
}

export function impliedErrors(access: Access): ReadonlySet<TRPCError['code']> {
  const always: TRPCError['code'][] = ['INTERNAL_SERVER_ERROR'];
  if (access === 'protected') always.push('UNAUTHORIZED');
  if (access === 'leadership') always.push('UNAUTHORIZED', 'FORBIDDEN');
  return new Set(always);
}

export function isDeclaredError(meta: RestMeta | undefined, error: TRPCError): boolean {
  const access = meta?.access ?? 'public';
  if (impliedErrors(access).has(error.code)) return true;
  // A body that is not JSON: tRPC reads it lazily, inside the call.
  if (error.code === 'BAD_REQUEST' && error.cause && 'issues' in error.cause) return true;
  if (isBodyParseFailure(error)) return true;
  if (error.code === 'SERVICE_UNAVAILABLE' && error.cause) return true; // the database (database-watch.ts)
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

// A lost database answers 503, a write racing a deletion 409, a 429 sets Retry-After.
function afterCall<R extends { ok: true } | { ok: false; error: TRPCError }>(
  ctx: Context,
  meta: RestMeta | undefined,
  path: string,
  result: R,
): R {
  if (result.ok) return result;
  const raised = (result as { ok: false; error: TRPCError }).error;
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

export function undeclaredErrorMessage(path: string, code: string): string {
  return `${path} raised ${code}, which its meta.errors does not declare: add '${code}' to meta.errors`;
}

// Under test an undeclared code fails with a 500 saying what to add; elsewhere it answers as itself.
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

interface SignedIn {
  user: SessionUser;
  session: Session;
}

export const publicProcedure = t.procedure
  .meta({ access: 'public' })
  .use(async ({ ctx, next, meta, path }) => afterCall(ctx, meta, path, await next()));

// One middleware, not one on top of publicProcedure's: each level of tRPC's chain copies its options per call.
export const protectedProcedure = t.procedure
  .meta({ access: 'protected' })
  .use(async ({ ctx, next, meta, path }) => {
    if (!ctx.user || !ctx.session) throw toTRPCError(unauthorized());
    // Handing tRPC a `ctx` would copy the whole context on each call, so the narrowing is told to the types only.
    const narrowed = undefined as unknown as SignedIn;
    return afterCall(ctx, meta, path, await next({ ctx: narrowed }));
  });

export const leadershipProcedure = protectedProcedure.meta({ access: 'leadership' }).use(({ ctx, next }) => {
  if (!isLeadership(ctx.user)) throw toTRPCError(forbidden());
  return next();
});
