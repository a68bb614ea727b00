import { Button } from '@kubm/ui/button';
import { Card, CardContent } from '@kubm/ui/card';
import { isHttpUrl } from '@kubm/validators';
import { ExternalLink, Users } from 'lucide-react';
import { useId } from 'react';
import { pollSecondsText } from './voting-poll';
import { formatVotes } from './voting-results';

export const SURVEY_TITLE = 'Belum Mengundi?';

export function TotalVotesCard({ totalVotes }: { totalVotes: number }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card className="h-full border-0 shadow-sm">
        <CardContent className="flex items-center gap-4 pt-4 sm:pt-6">
          <span
            aria-hidden="true"
            className="flex size-12 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground lg:size-16"
          >
            <Users className="size-6 lg:size-8" />
          </span>
          <div className="min-w-0">
            <h2 id={headingId} className="font-medium text-muted-foreground lg:text-lg">
              Jumlah Undi
            </h2>
            <p className="font-semibold text-4xl tabular-nums leading-tight tracking-tight lg:text-6xl">
              {formatVotes(totalVotes)}
            </p>
            <p className="mt-1 text-muted-foreground text-sm lg:text-base">
              Keputusan dikemaskini setiap {pollSecondsText()} saat.
            </p>
          </div>
        </CardContent>
      </Card>
    </section>
  );
}

// The server only passes http(s); checking again keeps a `javascript:` inert.
export function SurveyCard({ surveyUrl }: { surveyUrl: string | null }) {
  const headingId = useId();
  if (!surveyUrl || !isHttpUrl(surveyUrl)) return null;
  return (
    <section aria-labelledby={headingId}>
      <Card className="h-full border-0 bg-accent shadow-sm">
        <CardContent className="flex h-full flex-col items-start justify-center gap-3 pt-4 sm:pt-6">
          <h2 id={headingId} className="font-semibold text-accent-foreground text-xl lg:text-2xl">
            {SURVEY_TITLE}
          </h2>
          <p className="text-accent-foreground text-sm lg:text-lg">
            Isi borang undian sekarang. Undi anda akan dikira dalam keputusan di halaman ini.
          </p>
          <Button asChild size="lg" className="w-full sm:w-auto">
            <a href={surveyUrl} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" />
              Undi Sekarang
              <span className="sr-only"> (dibuka dalam tab baharu)</span>
            </a>
          </Button>
        </CardContent>
      </Card>
    </section>
  );
}
