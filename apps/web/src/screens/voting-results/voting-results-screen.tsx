import { Badge } from '@kubm/ui/badge';
import { Card, CardContent } from '@kubm/ui/card';
import { useQuery } from '@tanstack/react-query';
import { ChartColumn } from 'lucide-react';
import { useId, useMemo } from 'react';
import { PageHeader } from '../../components/page-header';
import { PublicIntro } from '../../components/public-intro';
import { formatMalayClock } from '../../lib/malay-format';
import { useDrawnAnswer } from '../../lib/use-drawn-answer';
import { QuestionCard } from './question-card';
import { ResultsSkeleton } from './results-skeleton';
import { FreshnessNote, LoadFailed } from './status-notices';
import { SurveyCard, TotalVotesCard } from './summary-cards';
import { createVotingResultsFetcher } from './voting-fetch';
import { freshnessNotice, pageState, votingResultsQueryOptions } from './voting-poll';
import { type CategoryGroup, groupResults } from './voting-results';

export const EMPTY_TEXT = 'Tiada data undian tersedia pada masa ini';

// One for the app's life: it holds the last answer and its ETag, so a page opened again asks with
// If-None-Match and an unchanged sheet costs a 304.
const fetchVotingResults = createVotingResultsFetcher();

export function VotingResultsScreen() {
  const query = useQuery(votingResultsQueryOptions(fetchVotingResults));
  const data = useDrawnAnswer(query.data);
  const groups = useMemo(() => (data ? groupResults(data.results) : []), [data]);
  const shown = { data, isError: query.isError };
  const state = pageState(shown);
  const notice = freshnessNotice(shown);
  // When the numbers on screen were last confirmed by the server (a 304 confirms them too).
  const checkedAt = data ? query.dataUpdatedAt : null;
  const retry = { onRetry: () => void query.refetch(), busy: query.isFetching };

  return (
    <>
      <PublicIntro />
      <PageHeader
        title="Keputusan Undian"
        description={
          checkedAt ? (
            <>
              Dikemaskini terakhir:{' '}
              <time dateTime={new Date(checkedAt).toISOString()}>{formatMalayClock(checkedAt)}</time>
            </>
          ) : (
            'Keputusan undian secara langsung.'
          )
        }
        actions={<LiveBadge />}
      />

      {notice ? <FreshnessNote notice={notice} retry={retry} /> : null}

      {state === 'loading' ? (
        <ResultsSkeleton />
      ) : state === 'failed' ? (
        <LoadFailed error={query.error} retry={retry} />
      ) : (
        <div className="grid gap-8">
          <SummaryRow totalVotes={data?.totalVotes ?? 0} surveyUrl={data?.surveyUrl ?? null} />
          {state === 'empty' ? <EmptyResults /> : <Results groups={groups} />}
        </div>
      )}
    </>
  );
}

/** English, as the product writes it; `lang` so a Malay screen reader voice does not mangle it. */
function LiveBadge() {
  return (
    <Badge variant="success" lang="en" className="gap-2 px-3 py-1 text-sm">
      <span aria-hidden="true" className="size-2 rounded-full bg-current motion-safe:animate-pulse" />
      Live Updates
    </Badge>
  );
}

function SummaryRow({ totalVotes, surveyUrl }: { totalVotes: number; surveyUrl: string | null }) {
  const showTotal = totalVotes > 0;
  if (!showTotal && !surveyUrl) return null;
  return (
    <div className="grid gap-4 md:auto-cols-fr md:grid-flow-col">
      {showTotal ? <TotalVotesCard totalVotes={totalVotes} /> : null}
      <SurveyCard surveyUrl={surveyUrl} />
    </div>
  );
}

function EmptyResults() {
  return (
    <Card className="border-0 shadow-sm">
      <CardContent className="flex flex-col items-center gap-4 py-10 text-center sm:py-12">
        <ChartColumn aria-hidden="true" className="size-10 text-muted-foreground" />
        <p className="text-muted-foreground lg:text-lg">{EMPTY_TEXT}</p>
      </CardContent>
    </Card>
  );
}

function Results({ groups }: { groups: CategoryGroup[] }) {
  return (
    <div className="grid gap-8 lg:gap-10">
      {groups.map((category) => (
        <CategorySection key={category.key} category={category} />
      ))}
    </div>
  );
}

function CategorySection({ category }: { category: CategoryGroup }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <h2 id={headingId} className="text-balance font-semibold text-xl tracking-tight lg:text-3xl">
        {category.category}
      </h2>
      {/* Two questions side by side from 1024 px: a projector shows more at once, a phone one under another. */}
      <div className="grid gap-4 lg:grid-cols-2 lg:gap-6">
        {category.questions.map((question) => (
          <QuestionCard key={question.key} group={question} />
        ))}
      </div>
    </section>
  );
}
