import { authRouter } from './auth/router';
import { healthRouter } from './health/router';
import { linksRouter } from './links/router';
import { router } from './trpc';
import { usersRouter } from './users/router';

export const appRouter = router({
  auth: authRouter,
  health: healthRouter,
  links: linksRouter,
  users: usersRouter,
});

export type AppRouter = typeof appRouter;
