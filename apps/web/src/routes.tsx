// Every row of the spec's route table (§2). Screens live in src/screens/<name>/ and only render content;
// the frames (AppShell, PublicShell) and the access rules are applied here.
import type { ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { AppShell } from './components/app-shell';
import { PublicShell } from './components/public-shell';
import { GuestOnlyRoute, ProtectedRoute } from './components/route-guards';
import { AuthScreen } from './screens/auth/auth-screen';
import { CalendarScreen } from './screens/calendar/calendar-screen';
import { DashboardScreen } from './screens/dashboard/dashboard-screen';
import { LinksScreen } from './screens/links/links-screen';
import { MembersScreen } from './screens/members/members-screen';
import { NotFoundScreen } from './screens/not-found/not-found-screen';
import { OrgChartScreen } from './screens/org-chart/org-chart-screen';
import { ProfileScreen } from './screens/profile/profile-screen';
import { PublicOrgChartScreen } from './screens/public-org-chart/public-org-chart-screen';
import { ResetPasswordScreen } from './screens/reset-password/reset-password-screen';
import { TasksScreen } from './screens/tasks/tasks-screen';
import { VotingResultsScreen } from './screens/voting-results/voting-results-screen';

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
          <PublicOrgChartScreen />
        </PublicShell>
      </Route>
      <Route path="/keputusan-undian">
        <PublicShell>
          <VotingResultsScreen />
        </PublicShell>
      </Route>
      <Route>
        {/* One shell for all other pages, so header and menu stay mounted while the page changes. */}
        <AppShell>
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
        </AppShell>
      </Route>
    </Switch>
  );
}
