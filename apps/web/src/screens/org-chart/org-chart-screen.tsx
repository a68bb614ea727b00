import { PageHeader } from '../../components/page-header';
import { OrgChartContent } from './org-chart-content';

export function OrgChartScreen() {
  return (
    <>
      <PageHeader title="Carta Organisasi" description="Struktur jawatankuasa, ministri dan BEC." />
      <OrgChartContent editable />
    </>
  );
}
