// Every row of the spec's route table (§2). Screens live in src/screens/<name>/ and only render content;
// the frames (AppShell, PublicShell) and the access rules are applied here.
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { AppShell } from './components/app-shell';
import { PageSpinner } from './components/page-spinner';
import { PublicShell } from './components/public-shell';
import { GuestOnlyRoute, ProtectedRoute } from './components/route-guards';

/**
 * Each screen is its own chunk, loaded when its route is first opened: a visitor on /auth downloads the
 * frame and the sign-in forms, not the task board.
 */
function screen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

const AuthScreen = screen(() => import('./screens/auth/auth-screen'), 'AuthScreen');
const CalendarScreen = screen(() => import('./screens/calendar/calendar-screen'), 'CalendarScreen');
const DashboardScreen = screen(() => import('./screens/dashboard/dashboard-screen'), 'DashboardScreen');
const LinksScreen = screen(() => import('./screens/links/links-screen'), 'LinksScreen');
const MembersScreen = screen(() => import('./screens/members/members-screen'), 'MembersScreen');
const NotFoundScreen = screen(() => import('./screens/not-found/not-found-screen'), 'NotFoundScreen');
const OrgChartScreen = screen(() => import('./screens/org-chart/org-chart-screen'), 'OrgChartScreen');
const ProfileScreen = screen(() => import('./screens/profile/profile-screen'), 'ProfileScreen');
const PublicOrgChartScreen = screen(
  () => import('./screens/public-org-chart/public-org-chart-screen'),
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

function Protected({ path, children }: { path: string; children: ReactNode }) {
  return (
    <Route path={path}>
      <ProtectedRoute>{children}</ProtectedRoute>
    </Route>
  );
}

export function AppRoutes() {
  return (
    <Switch>
      <Route path="/carta-organisasi">
        <PublicShell>
          <Suspense fallback={<PageSpinner />}>
            <PublicOrgChartScreen />
          </Suspense>
        </PublicShell>
      </Route>
      <Route path="/keputusan-undian">
        <PublicShell>
          <Suspense fallback={<PageSpinner />}>
            <VotingResultsScreen />
          </Suspense>
        </PublicShell>
      </Route>
      <Route>
        {/* One shell for all other pages, so header and menu stay mounted while the page changes. */}
        <AppShell>
          {/* Inside the shell: while a screen's chunk loads, the header and menu stay. */}
          <Suspense fallback={<PageSpinner />}>
            <Switch>
              <Protected path="/">
                <DashboardScreen />
              </Protected>
              <Protected path="/profile">
                <ProfileScreen />
              </Protected>
              <Protected path="/org-chart">
                <OrgChartScreen />
              </Protected>
              <Protected path="/calendar">
                <CalendarScreen />
              </Protected>
              <Protected path="/tasks">
                <TasksScreen />
              </Protected>
              <Protected path="/links">
                <LinksScreen />
              </Protected>
              <Protected path="/members">
                <MembersScreen />
              </Protected>
              <Route path="/auth">
                <GuestOnlyRoute>
                  <AuthScreen />
                </GuestOnlyRoute>
              </Route>
              <Route path="/reset-password">
                <ResetPasswordScreen />
              </Route>
              <Route>
                <NotFoundScreen />
              </Route>
            </Switch>
          </Suspense>
        </AppShell>
      </Route>
    </Switch>
  );
}
