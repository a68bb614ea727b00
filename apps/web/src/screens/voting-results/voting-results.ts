// The voting-results page's reading of GET /api/voting-results: the groups by category
// and question, the top options and how numbers are written.
import type { VotingResult, VotingResults } from '@kubm/validators';

// The answer is checked against the server's own schema when it arrives (voting-fetch.ts).
export type { VotingResults };
export type VotingResultRow = VotingResult;

export interface OptionResult {
  option: string;
  votes: number;
  /** Of its question's total, as the server rounded it (1 decimal). */
  percentage: number;
  /** Has the question's highest count, and that count is above 0: gets the 'Tertinggi' badge. */
  isTop: boolean;
}

export interface QuestionGroup {
  /** Unique over the page (category and question together), for React keys and element ids. */
  key: string;
  question: string;
  /** The group's total: the sum of its options' votes. */
  total: number;
  /** Votes descending; options with equal votes keep the sheet's order. */
  options: OptionResult[];
}

export interface CategoryGroup {
  key: string;
  category: string;
  questions: QuestionGroup[];
}

// A character no sheet cell can hold in practice: 'A' + 'B C' and 'A B' + 'C' stay two keys.
const KEY_SEPARATOR = '\u0000';

/**
 * Groups the rows by category, then question, in the order each first appears (the sheet's order, which
 * the server keeps), and sorts each question's options by votes. The server already sends them sorted;
 * sorting here again costs nothing and keeps the page right whatever order an answer comes in.
 */
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
  // Array.prototype.sort is stable: ties stay in the order they came.
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

/** The highest vote count among the options (0 for none). */
export function topVotes(options: readonly { votes: number }[]): number {
  return options.reduce((max, option) => Math.max(max, option.votes), 0);
}

/** Every option tied at the top is 'Tertinggi'; nobody is when the top is 0 (nobody has voted yet). */
export function isTopOption(votes: number, top: number): boolean {
  return top > 0 && votes === top;
}

/** '33.3%': always one decimal, so '50.0%' and '33.3%' line up in a column. */
export function formatPercentage(percentage: number): string {
  return `${(Number.isFinite(percentage) ? percentage : 0).toFixed(1)}%`;
}

/** The bar's filled share, 0–100, whatever a bad number says. */
export function barShare(percentage: number): number {
  if (!Number.isFinite(percentage)) return 0;
  return Math.min(100, Math.max(0, percentage));
}

const countFormat = new Intl.NumberFormat('ms-MY');

/** '1,234': a large total on a projector is read at a glance with its thousands marked. */
export function formatVotes(votes: number): string {
  return countFormat.format(votes);
}

/** '12 undi' (Malay has no plural form). */
export function votesLabel(votes: number): string {
  return `${formatVotes(votes)} undi`;
}
