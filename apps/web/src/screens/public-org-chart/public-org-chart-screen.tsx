import { useState } from 'react';
import { PageHeader } from '../../components/page-header';
// biome-ignore lint/style/noRestrictedImports: shared by two screens until the web reorganisation moves it
import { OrgChartContent } from '../org-chart/org-chart-content';
import { PublicIntro } from './public-intro';

const dateFormat = new Intl.DateTimeFormat('ms-MY', { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * Public org chart (/carta-organisasi), inside PublicShell (which holds the 'Log Masuk' button): the same
 * content as /org-chart without login and without any edit control (spec §2). Visitors' lists carry no
 * e-mail or phone.
 */
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
