import { describe, expect, it } from 'vitest';
import {
  barShare,
  formatPercentage,
  formatVotes,
  groupResults,
  isTopOption,
  topVotes,
  type VotingResultRow,
  votesLabel,
} from './voting-results';

const row = (category: string, question: string, option: string, votes: number, percentage = 0) =>
  ({ category, question, option, votes, percentage }) satisfies VotingResultRow;

describe('groupResults', () => {
  it('groups by category then question, in the order each first appears', () => {
    const groups = groupResults([
      row('Pemilihan AJK', 'Pengerusi', 'Ana', 3),
      row('Aktiviti', 'Tempat retret', 'Genting', 2),
      row('Pemilihan AJK', 'Setiausaha', 'Ben', 1),
      row('Pemilihan AJK', 'Pengerusi', 'Chong', 1),
    ]);
    expect(groups.map((g) => g.category)).toEqual(['Pemilihan AJK', 'Aktiviti']);
    expect(groups[0]?.questions.map((q) => q.question)).toEqual(['Pengerusi', 'Setiausaha']);
    expect(groups[0]?.questions[0]?.options.map((o) => o.option)).toEqual(['Ana', 'Chong']);
    expect(groups[1]?.questions[0]?.options.map((o) => o.option)).toEqual(['Genting']);
  });

  it("gives each question its total and sorts its options by votes, ties in the sheet's order", () => {
    const [category] = groupResults([
      row('K', 'S', 'Satu', 1, 10),
      row('K', 'S', 'Tiga-a', 3, 30),
      row('K', 'S', 'Dua', 2, 20),
      row('K', 'S', 'Tiga-b', 3, 30),
      row('K', 'S', 'Kosong', 0, 0),
      row('K', 'S', 'Tiga-c', 3, 30),
    ]);
    const question = category?.questions[0];
    expect(question?.total).toBe(12);
    expect(question?.options.map((o) => [o.option, o.votes])).toEqual([
      ['Tiga-a', 3],
      ['Tiga-b', 3],
      ['Tiga-c', 3],
      ['Dua', 2],
      ['Satu', 1],
      ['Kosong', 0],
    ]);
    expect(question?.options.map((o) => o.percentage)).toEqual([30, 30, 30, 20, 10, 0]);
  });

  it("marks every option tied at the top 'Tertinggi', and none when nobody has voted", () => {
    const [category] = groupResults([
      row('K', 'Seri', 'A', 4),
      row('K', 'Seri', 'B', 4),
      row('K', 'Seri', 'C', 1),
      row('K', 'Sifar', 'X', 0),
      row('K', 'Sifar', 'Y', 0),
      row('K', 'Tunggal', 'Z', 7),
    ]);
    const tops = category?.questions.map((q) => q.options.filter((o) => o.isTop).map((o) => o.option));
    expect(tops).toEqual([['A', 'B'], [], ['Z']]);
    expect(category?.questions[1]?.total).toBe(0);
  });

  it('keeps same-named questions of different categories apart, with distinct keys', () => {
    const groups = groupResults([
      row('A', 'B C', 'x', 1),
      row('A B', 'C', 'y', 1),
      row('Lain', 'B C', 'z', 1),
    ]);
    const keys = groups.flatMap((g) => g.questions.map((q) => q.key));
    expect(new Set(keys).size).toBe(3);
    expect(groups.map((g) => g.questions[0]?.options[0]?.option)).toEqual(['x', 'y', 'z']);
  });

  it('returns no groups for no rows', () => {
    expect(groupResults([])).toEqual([]);
  });
});

describe('top options', () => {
  it('topVotes is the highest count, 0 for none', () => {
    expect(topVotes([{ votes: 2 }, { votes: 9 }, { votes: 9 }])).toBe(9);
    expect(topVotes([])).toBe(0);
  });

  it('isTopOption needs the top count and a top above 0', () => {
    expect(isTopOption(5, 5)).toBe(true);
    expect(isTopOption(4, 5)).toBe(false);
    expect(isTopOption(0, 0)).toBe(false);
  });
});

describe('numbers as shown', () => {
  it('writes a percentage with one decimal', () => {
    expect(formatPercentage(33.3)).toBe('33.3%');
    expect(formatPercentage(66.7)).toBe('66.7%');
    expect(formatPercentage(50)).toBe('50.0%');
    expect(formatPercentage(100)).toBe('100.0%');
    expect(formatPercentage(0)).toBe('0.0%');
    expect(formatPercentage(Number.NaN)).toBe('0.0%');
  });

  it('keeps the bar between 0 and 100', () => {
    expect(barShare(33.3)).toBe(33.3);
    expect(barShare(-1)).toBe(0);
    expect(barShare(140)).toBe(100);
    expect(barShare(Number.POSITIVE_INFINITY)).toBe(0);
  });

  it('marks thousands in vote counts', () => {
    expect(formatVotes(7)).toBe('7');
    expect(formatVotes(12345)).toBe('12,345');
    expect(votesLabel(1)).toBe('1 undi');
    expect(votesLabel(1500)).toBe('1,500 undi');
  });
});
