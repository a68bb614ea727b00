import { format } from 'date-fns';
import { PageHeader } from '../../components/page-header';
import { RegistrationCodeCard } from '../../components/registration-code-card';
import { MyTasks } from './my-tasks';
import { RecentActivity } from './recent-activity';
import { StatCards } from './stat-cards';
import { UpcomingEventsList } from './upcoming-events-list';
import { UpcomingEventsPanel } from './upcoming-events-panel';
import { useNow } from './use-now';
import { WelcomeCard } from './welcome-card';

export function DashboardScreen() {
  const now = useNow();
  return (
    <>
      <PageHeader
        className="mb-4 sm:mb-6"
        title="Papan Pemuka"
        description={
          <time lang="en" dateTime={format(now, 'yyyy-MM-dd')} className="tabular-nums">
            {format(now, 'MMMM d, yyyy')}
          </time>
        }
      />
      <div className="grid gap-4 lg:grid-cols-2 lg:grid-rows-[auto_1fr_auto] lg:items-start lg:gap-6">
        <MyTasks now={now} className="lg:col-start-1 lg:row-start-1" />
        <UpcomingEventsPanel className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <UpcomingEventsList />
        </UpcomingEventsPanel>
        <div className="grid gap-4 empty:hidden lg:col-start-1 lg:row-start-2 lg:gap-6">
          <WelcomeCard />
          <RegistrationCodeCard />
          <StatCards />
        </div>
        <RecentActivity now={now} className="lg:col-span-2" />
      </div>
    </>
  );
}
