import { activitiesRouter } from './activities/router';
import { authRouter } from './auth/router';
import { calendarRouter } from './calendar/router';
import { directoryRouter } from './directory/router';
import { healthRouter } from './health/router';
import { linksRouter } from './links/router';
import { membersRouter } from './members/router';
import { statsRouter } from './stats/router';
import { tasksRouter } from './tasks/router';
import { router } from './trpc';
import { usersRouter } from './users/router';
import { votingRouter } from './voting/router';

export const appRouter = router({
  activities: activitiesRouter,
  auth: authRouter,
  calendar: calendarRouter,
  directory: directoryRouter,
  health: healthRouter,
  links: linksRouter,
  members: membersRouter,
  stats: statsRouter,
  tasks: tasksRouter,
  users: usersRouter,
  voting: votingRouter,
});

export type AppRouter = typeof appRouter;
