import { Card, CardContent, CardHeader, CardTitle } from '@kubm/ui/card';
import { format } from 'date-fns';
import { PageHeader } from '../../components/page-header';
import { RegistrationCodeCard } from '../../components/registration-code-card';
import { SITE } from '../../site';
import { RecentActivity } from './recent-activity';
import { StatCards } from './stat-cards';
import { UpcomingEventsList } from './upcoming-events-list';
import { UpcomingEventsPanel } from './upcoming-events-panel';
import { useNow } from './use-now';

/** Dashboard (/): welcome card, stats, recent activity, upcoming events (spec §2). */
export function DashboardScreen() {
  const now = useNow();
  return (
    <>
      <PageHeader
        title="Papan Pemuka"
        description={<time dateTime={format(now, 'yyyy-MM-dd')}>{format(now, 'MMMM d, yyyy')}</time>}
      />
      <div className="grid gap-6">
        <Card className="border-primary/20 bg-accent/40">
          <CardHeader>
            <CardTitle asChild>
              <h2>Selamat Datang ke {SITE.title}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-2 text-muted-foreground">
            <p>
              Portal ini membantu anda mengurus keahlian jawatankuasa dan melihat struktur ministri{' '}
              {SITE.owner}.
            </p>
            <p>Gunakan menu navigasi untuk ke bahagian lain portal.</p>
          </CardContent>
        </Card>
        <RegistrationCodeCard />
        <StatCards />
        <div className="grid gap-6 lg:grid-cols-2">
          <RecentActivity now={now} />
          <UpcomingEventsPanel>
            <UpcomingEventsList />
          </UpcomingEventsPanel>
        </div>
      </div>
    </>
  );
}
