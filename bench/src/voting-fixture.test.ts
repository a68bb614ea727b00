import { describe, expect, it } from 'vitest';
import { csvCell, percentageOf, votingFixture } from './voting-fixture';

describe('votingFixture', () => {
  const { csv, results } = votingFixture(300, 'https://contoh.my/undi');
  const lines = csv.trimEnd().split('\r\n');

  it('writes a responses sheet: Timestamp, e-mail, then the questions, one row per response', () => {
    expect(lines).toHaveLength(301);
    expect(lines[0]?.startsWith('Timestamp,Email Address,Pengerusi: ')).toBe(true);
    expect(lines[0]).toContain('(pilih beberapa)');
    expect(csv).toContain('"Retret Belia, ');
  });

  it('counts each question, options by votes, percentages of the question total', () => {
    expect(results.surveyUrl).toBe('https://contoh.my/undi');
    expect(results.stale).toBe(false);
    const questions = new Map<string, { votes: number[]; percentages: number[] }>();
    for (const r of results.results) {
      const key = `${r.category}: ${r.question}`;
      const entry = questions.get(key) ?? { votes: [], percentages: [] };
      entry.votes.push(r.votes);
      entry.percentages.push(r.percentage);
      questions.set(key, entry);
    }
    expect([...questions.keys()]).toEqual([
      'Pengerusi: Siapakah pilihan anda untuk Pengerusi KUBM?',
      'Pengerusi: Siapakah pilihan anda untuk Timbalan Pengerusi KUBM?',
      'Setiausaha: Siapakah pilihan anda untuk Setiausaha?',
      'Bendahari: Siapakah pilihan anda untuk Bendahari?',
      'Aktiviti: Aktiviti yang anda mahu tahun depan',
    ]);
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    // Every response answers the first question; a blank answer is not a vote.
    expect(sum(questions.get('Pengerusi: Siapakah pilihan anda untuk Pengerusi KUBM?')?.votes ?? [])).toBe(
      300,
    );
    expect(sum(questions.get('Setiausaha: Siapakah pilihan anda untuk Setiausaha?')?.votes ?? [])).toBe(273);
    for (const { votes, percentages } of questions.values()) {
      expect([...votes].sort((a, b) => b - a)).toEqual(votes);
      expect(Math.abs(sum(percentages) - 100)).toBeLessThanOrEqual(0.5);
    }
    expect(results.totalVotes).toBe(sum(results.results.map((r) => r.votes)));
  });

  it('splits the checkbox answers into their options', () => {
    const activities = results.results.filter((r) => r.category === 'Aktiviti');
    expect(activities.length).toBeGreaterThan(2);
    expect(activities.every((r) => !r.option.includes(','))).toBe(true);
  });
});

describe('the sheet helpers', () => {
  it('quote a CSV cell only when it needs it', () => {
    expect(csvCell('Teresa Loo')).toBe('Teresa Loo');
    expect(csvCell('A, B')).toBe('"A, B"');
    expect(csvCell('kata "ya"')).toBe('"kata ""ya"""');
  });

  it('round a percentage to one decimal as the portal does', () => {
    expect(percentageOf(1, 16)).toBe(6.3);
    expect(percentageOf(1, 3)).toBe(33.3);
    expect(percentageOf(0, 0)).toBe(0);
  });
});
