import { ComingSoon } from '../../components/coming-soon';

/** Public org chart (/carta-organisasi), inside PublicShell: same content as /org-chart without login (spec §2). */
export function PublicOrgChartScreen() {
  return <ComingSoon title="Carta Organisasi" />;
}
