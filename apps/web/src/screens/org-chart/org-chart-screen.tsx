import { ComingSoon } from '../../components/coming-soon';

/** Organisation chart (/org-chart): hierarchy and groups views (spec §2). */
export function OrgChartScreen() {
  return <ComingSoon title="Carta Organisasi" />;
}
