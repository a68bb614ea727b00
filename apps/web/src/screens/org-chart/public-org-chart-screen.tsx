import { useState } from 'react';
import { PageHeader } from '../../components/page-header';
import { PublicIntro } from '../../components/public-intro';
import { OrgChartContent } from './org-chart-content';

const dateFormat = new Intl.DateTimeFormat('ms-MY', { day: 'numeric', month: 'long', year: 'numeric' });

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
              <time dateTime={new Date(updatedAt).toISOString()}>{dateFormat.format(updatedAt)}</time>
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
