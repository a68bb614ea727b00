import { ComingSoon } from '../../components/coming-soon';

/** Dashboard (/): welcome card, stats, recent activity, upcoming events (spec §2). */
export function DashboardScreen() {
  return <ComingSoon title="Papan Pemuka" />;
}
