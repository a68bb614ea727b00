import { authRouter } from './auth/router';
import { healthRouter } from './health/router';
import { router } from './trpc';

export const appRouter = router({
  auth: authRouter,
  health: healthRouter,
});

export type AppRouter = typeof appRouter;
