// Every route of the portal. Screens live in src/screens/<name>/ and only render content; the frames
// (AppShell, PublicShell) and the access rules are applied here.
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, Suspense, useDeferredValue, useEffect } from 'react';
import { Route, Switch } from 'wouter';
import { AppShell } from './components/app-shell';
import { PageSpinner } from './components/page-spinner';
import { PublicShell } from './components/public-shell';
import { GuestOnlyRoute, ProtectedRoute } from './components/route-guards';
import { lazyNamed, useLoaded } from './lib/lazy-component';
import { useSession } from './lib/session';
import { type TrpcUtils, trpc } from './lib/trpc';
import { PATHS } from './paths';
import { prefetchLinks } from './screens/links/links-query';
import { prefetchTasks } from './screens/tasks/tasks-query';

// Each screen is its own chunk, loaded when its route is first opened: a visitor on /auth downloads the
// frame and the sign-in forms, not the task board. `preload` starts that download early: a guarded screen
// renders only once the session is known, and its code need not wait for that answer.
const screen = lazyNamed;

const AuthScreen = screen(() => import('./screens/auth/auth-screen'), 'AuthScreen');
const CalendarScreen = screen(() => import('./screens/calendar/calendar-screen'), 'CalendarScreen');
const DashboardScreen = screen(() => import('./screens/dashboard/dashboard-screen'), 'DashboardScreen');
const LinksScreen = screen(() => import('./screens/links/links-screen'), 'LinksScreen');
const MembersScreen = screen(() => import('./screens/members/members-screen'), 'MembersScreen');
const NotFoundScreen = screen(() => import('./screens/not-found/not-found-screen'), 'NotFoundScreen');
const OrgChartScreen = screen(() => import('./screens/org-chart/org-chart-screen'), 'OrgChartScreen');
const ProfileScreen = screen(() => import('./screens/profile/profile-screen'), 'ProfileScreen');
const PublicOrgChartScreen = screen(
  () => import('./screens/org-chart/public-org-chart-screen'),
  'PublicOrgChartScreen',
);
const ResetPasswordScreen = screen(
  () => import('./screens/reset-password/reset-password-screen'),
  'ResetPasswordScreen',
);
const TasksScreen = screen(() => import('./screens/tasks/tasks-screen'), 'TasksScreen');
const VotingResultsScreen = screen(
  () => import('./screens/voting-results/voting-results-screen'),
  'VotingResultsScreen',
);

type Screen = ReturnType<typeof screen>;
/** Starts reading what a screen shows first, into the cache its own query then finds. */
type DataPrefetch = (utils: TrpcUtils, queryClient: QueryClient) => void;

/**
 * A screen, drawn once its code is in, with the spinner until then (lib/lazy-component.ts, useLoaded):
 * not a suspended render, which React 19 would reveal only 300 ms after its fallback appeared. The
 * Suspense around the routes stays for whatever else a screen loads lazily.
 */
function Drawn({ screen: Screen }: { screen: Screen }) {
  // Drawn in a transition (deferred from `false`): React renders the screen in slices of a few
  // milliseconds between which the phone can answer a tap, instead of in one long task with the frame.
  const drawn = useDeferredValue(useLoaded(Screen), false);
  return drawn ? <Screen /> : <PageSpinner late />;
}

/** A member's page: its code loads while the session is checked; its data (`data`) once signed in. */
function Protected({ path, screen: Screen, data }: { path: string; screen: Screen; data?: DataPrefetch }) {
  return (
    <Route path={path}>
      <Preloaded screen={Screen} data={data}>
        <ProtectedRoute>
          <Drawn screen={Screen} />
        </ProtectedRoute>
      </Preloaded>
    </Route>
  );
}

/** After the first paint, not during the render: the frame needs nothing from the screen's chunk. */
function Preloaded({
  screen: Screen,
  data,
  children,
}: {
  screen: Screen;
  data?: DataPrefetch;
  children: ReactNode;
}) {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const signedIn = Boolean(useSession().user);
  useEffect(() => {
    Screen.preload();
  }, [Screen]);
  // Only once signed in: a visitor is sent to /auth without asking for data first (a 401).
  useEffect(() => {
    if (signedIn) data?.(utils, queryClient);
  }, [signedIn, data, utils, queryClient]);
  return children;
}

export function AppRoutes() {
  return (
    <Switch>
      <Route path={PATHS.publicOrgChart}>
        <PublicShell>
          <Suspense fallback={<PageSpinner late />}>
            <Drawn screen={PublicOrgChartScreen} />
          </Suspense>
        </PublicShell>
      </Route>
      <Route path={PATHS.votingResults}>
        <PublicShell>
          <Suspense fallback={<PageSpinner late />}>
            <Drawn screen={VotingResultsScreen} />
          </Suspense>
        </PublicShell>
      </Route>
      <Route>
        {/* One shell for all other pages, so header and menu stay mounted while the page changes. */}
        <AppShell>
          <Suspense fallback={<PageSpinner late />}>
            <Switch>
              <Protected path={PATHS.dashboard} screen={DashboardScreen} />
              <Protected path={PATHS.profile} screen={ProfileScreen} />
              <Protected path={PATHS.orgChart} screen={OrgChartScreen} />
              <Protected path={PATHS.calendar} screen={CalendarScreen} />
              <Protected path={PATHS.tasks} screen={TasksScreen} data={prefetchTasks} />
              <Protected path={PATHS.links} screen={LinksScreen} data={prefetchLinks} />
              <Protected path={PATHS.members} screen={MembersScreen} />
              <Route path={PATHS.auth}>
                <Preloaded screen={AuthScreen}>
                  <GuestOnlyRoute>
                    <Drawn screen={AuthScreen} />
                  </GuestOnlyRoute>
                </Preloaded>
              </Route>
              <Route path={PATHS.resetPassword}>
                <Drawn screen={ResetPasswordScreen} />
              </Route>
              <Route>
                <Drawn screen={NotFoundScreen} />
              </Route>
            </Switch>
          </Suspense>
        </AppShell>
      </Route>
    </Switch>
  );
}
