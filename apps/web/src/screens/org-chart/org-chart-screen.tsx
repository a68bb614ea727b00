import { PageHeader } from '../../components/page-header';
import { OrgChartContent } from './org-chart-content';

/** Organisation chart (/org-chart): hierarchy and groups views. */
export function OrgChartScreen() {
  return (
    <>
      <PageHeader title="Carta Organisasi" description="Struktur jawatankuasa, ministri dan BEC." />
      <OrgChartContent editable />
    </>
  );
}
