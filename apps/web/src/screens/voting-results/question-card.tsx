import { Badge } from '@kubm/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@kubm/ui/card';
import { Trophy } from 'lucide-react';
import { useId } from 'react';
import { VoteBar } from './vote-bar';
import { formatPercentage, type OptionResult, type QuestionGroup, votesLabel } from './voting-results';

export const TOP_BADGE_TEXT = 'Tertinggi';

export function QuestionCard({ group }: { group: QuestionGroup }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="h-full">
      <Card className="h-full border-0 shadow-sm">
        <CardHeader className="flex-row flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <CardTitle asChild className="min-w-0 text-pretty font-semibold text-base sm:text-lg lg:text-2xl">
            <h3 id={headingId}>{group.question}</h3>
          </CardTitle>
          <p className="shrink-0 text-muted-foreground text-sm tabular-nums lg:text-lg">
            Jumlah: <span className="font-semibold text-foreground">{votesLabel(group.total)}</span>
          </p>
        </CardHeader>
        <CardContent>
          <ol className="grid gap-3 p-0 lg:gap-5">
            {group.options.map((option, index) => (
              // The index keeps a repeated option text (a hand-made sheet) from confusing React.
              <OptionRow key={`${index}-${option.option}`} option={option} />
            ))}
          </ol>
        </CardContent>
      </Card>
    </section>
  );
}

function OptionRow({ option }: { option: OptionResult }) {
  const nameId = useId();
  return (
    <li className="grid list-none gap-1.5">
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
          <span id={nameId} className="text-pretty font-medium lg:text-xl">
            {option.option}
          </span>
          {option.isTop ? (
            <Badge variant="success" className="lg:text-sm">
              <Trophy aria-hidden="true" />
              {TOP_BADGE_TEXT}
            </Badge>
          ) : null}
        </div>
        <p className="shrink-0 text-right tabular-nums">
          <span className="font-semibold text-lg lg:text-3xl">{formatPercentage(option.percentage)}</span>
          <span className="block text-muted-foreground text-xs lg:text-base">{votesLabel(option.votes)}</span>
        </p>
      </div>
      <VoteBar percentage={option.percentage} labelledBy={nameId} top={option.isTop} />
    </li>
  );
}
