import type { VotingResult, VotingResults } from '@kubm/validators';
import { formatMalayCount } from '../../lib/malay-format';

export type { VotingResults };
export type VotingResultRow = VotingResult;

export interface OptionResult {
  option: string;
  votes: number;
  percentage: number;
  isTop: boolean;
}

export interface QuestionGroup {
  key: string;
  question: string;
  total: number;
  options: OptionResult[];
}

export interface CategoryGroup {
  key: string;
  category: string;
  questions: QuestionGroup[];
}

// No sheet cell holds it in practice: 'A' + 'B C' and 'A B' + 'C' stay two keys.
const KEY_SEPARATOR = '\u0000';

// The server already sends options sorted; sorting again keeps the page right whatever order arrives.
export function groupResults(rows: readonly VotingResultRow[]): CategoryGroup[] {
  const categories = new Map<string, { category: string; questions: Map<string, VotingResultRow[]> }>();
  for (const row of rows) {
    let entry = categories.get(row.category);
    if (!entry) {
      entry = { category: row.category, questions: new Map() };
      categories.set(row.category, entry);
    }
    const options = entry.questions.get(row.question);
    if (options) options.push(row);
    else entry.questions.set(row.question, [row]);
  }
  return [...categories.values()].map(({ category, questions }) => ({
    key: category,
    category,
    questions: [...questions.entries()].map(([question, options]) =>
      questionGroup(`${category}${KEY_SEPARATOR}${question}`, question, options),
    ),
  }));
}

function questionGroup(key: string, question: string, rows: readonly VotingResultRow[]): QuestionGroup {
  const sorted = [...rows].sort((a, b) => b.votes - a.votes);
  const top = topVotes(sorted);
  return {
    key,
    question,
    total: sorted.reduce((sum, row) => sum + row.votes, 0),
    options: sorted.map((row) => ({
      option: row.option,
      votes: row.votes,
      percentage: row.percentage,
      isTop: isTopOption(row.votes, top),
    })),
  };
}

export function topVotes(options: readonly { votes: number }[]): number {
  return options.reduce((max, option) => Math.max(max, option.votes), 0);
}

export function isTopOption(votes: number, top: number): boolean {
  return top > 0 && votes === top;
}

export function formatPercentage(percentage: number): string {
  return `${(Number.isFinite(percentage) ? percentage : 0).toFixed(1)}%`;
}

export function barShare(percentage: number): number {
  if (!Number.isFinite(percentage)) return 0;
  return Math.min(100, Math.max(0, percentage));
}

export const formatVotes = formatMalayCount;

export function votesLabel(votes: number): string {
  return `${formatVotes(votes)} undi`;
}
