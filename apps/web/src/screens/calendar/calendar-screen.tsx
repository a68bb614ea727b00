import { ComingSoon } from '../../components/coming-soon';

/** Calendar (/calendar): upcoming events and calendar view (spec §2). */
export function CalendarScreen() {
  return <ComingSoon title="Church Calendar" />;
}
