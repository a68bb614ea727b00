import { useState } from 'react';
import { PageHeader } from '../../components/page-header';
import { PublicIntro } from '../../components/public-intro';
import { formatMalayDate } from '../../lib/malay-format';
import { OrgChartContent } from './org-chart-content';

export function PublicOrgChartScreen() {
  const [updatedAt, setUpdatedAt] = useState<number | null>(null);
  return (
    <>
      <PublicIntro />
      <PageHeader
        title="Carta Organisasi"
        description={
          updatedAt ? (
            <>
              Dikemaskini terakhir:{' '}
              <time dateTime={new Date(updatedAt).toISOString()}>{formatMalayDate(updatedAt)}</time>
            </>
          ) : (
            'Struktur jawatankuasa, ministri dan BEC.'
          )
        }
      />
      <OrgChartContent editable={false} onLoaded={setUpdatedAt} />
      <p className="mt-10 border-border border-t pt-4 text-center text-muted-foreground text-sm">
        Halaman ini adalah untuk rujukan ahli-ahli ministri sahaja.
      </p>
    </>
  );
}
