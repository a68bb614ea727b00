// Screens only render content; the frames and access rules are applied here.

import { type AppPath, PATHS } from '@kubm/validators';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, Suspense, useDeferredValue, useEffect } from 'react';
import { Route, Switch } from 'wouter';
import { AppShell } from './components/app-shell';
import { PageSpinner } from './components/page-spinner';
import { PublicShell } from './components/public-shell';
import { GuestOnlyRoute, ProtectedRoute } from './components/route-guards';
import { lazyNamed, useLoaded } from './lib/lazy-component';
import { useSession } from './lib/session';
import { type TrpcUtils, trpc } from './lib/trpc';
import { SCREEN_FILES } from './screen-files';
import { prefetchLinks } from './screens/links/links-query';
import { prefetchMembers } from './screens/members/members-query';
import { prefetchOldTasks, prefetchTasks } from './screens/tasks/tasks-query';

// Each screen is its own chunk; `preload` starts it while the session is still being checked.
// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own bound, as in lazyNamed.
const SCREEN_CODE = import.meta.glob<Record<string, ComponentType<any>>>('./screens/*/*-screen.tsx');

function screen(path: AppPath) {
  const [file, name] = SCREEN_FILES[path];
  const load = SCREEN_CODE[file.replace(/^src\//, './')];
  if (!load) throw new Error(`${file} does not match ./screens/*/*-screen.tsx`);
  // biome-ignore lint/suspicious/noExplicitAny: as above.
  return lazyNamed<string, ComponentType<any>>(load, name);
}

const AuthScreen = screen(PATHS.auth);
const CalendarScreen = screen(PATHS.calendar);
const DashboardScreen = screen(PATHS.dashboard);
const LinksScreen = screen(PATHS.links);
const MembersScreen = screen(PATHS.members);
const NotFoundScreen = lazyNamed(() => import('./screens/not-found/not-found-screen'), 'NotFoundScreen');
const OrgChartScreen = screen(PATHS.orgChart);
const ProfileScreen = screen(PATHS.profile);
const PublicOrgChartScreen = screen(PATHS.publicOrgChart);
const ResetPasswordScreen = screen(PATHS.resetPassword);
const TasksScreen = screen(PATHS.tasks);
const OldTasksScreen = screen(PATHS.oldTasks);
const VotingResultsScreen = screen(PATHS.votingResults);

type Screen = ReturnType<typeof screen>;
type DataPrefetch = (utils: TrpcUtils, queryClient: QueryClient) => void;

interface ProtectedScreen {
  path: string;
  screen: Screen;
  data?: DataPrefetch;
}

const PROTECTED: readonly ProtectedScreen[] = [
  { path: PATHS.dashboard, screen: DashboardScreen },
  { path: PATHS.profile, screen: ProfileScreen },
  { path: PATHS.orgChart, screen: OrgChartScreen },
  { path: PATHS.calendar, screen: CalendarScreen },
  { path: PATHS.tasks, screen: TasksScreen, data: prefetchTasks },
  { path: PATHS.oldTasks, screen: OldTasksScreen, data: prefetchOldTasks },
  { path: PATHS.links, screen: LinksScreen, data: prefetchLinks },
  { path: PATHS.members, screen: MembersScreen, data: prefetchMembers },
];

const SCREEN_OF_PATH: ReadonlyMap<string, Screen> = new Map([
  ...PROTECTED.map(({ path, screen }) => [path, screen] as const),
  [PATHS.auth, AuthScreen],
  [PATHS.resetPassword, ResetPasswordScreen],
  [PATHS.publicOrgChart, PublicOrgChartScreen],
  [PATHS.votingResults, VotingResultsScreen],
]);

/** Starts the screen's download as the app starts, beside the first render and the session check. */
export function preloadScreenOf(pathname: string): void {
  SCREEN_OF_PATH.get(pathname)?.preload();
}

// Drawn once its code is in rather than suspended, which React 19 reveals 300 ms late
// (docs/decisions/lazy-dialogs-and-views.md).
function Drawn({ screen: Screen }: { screen: Screen }) {
  // Deferred: React renders the screen in slices, so the phone can answer a tap meanwhile.
  const drawn = useDeferredValue(useLoaded(Screen), false);
  return drawn ? <Screen /> : <PageSpinner late />;
}

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

/** After the first paint: the frame needs nothing from the screen's chunk. */
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
  // Only once signed in: a visitor is sent to /auth without a 401 first.
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
        <AppShell>
          <Suspense fallback={<PageSpinner late />}>
            <Switch>
              {PROTECTED.map(({ path, screen, data }) => (
                <Protected key={path} path={path} screen={screen} data={data} />
              ))}
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
