// Every poll between two refreshes of the sheet gets one prepared answer: the REST door sends its JSON and
// tag without checking, serialising or hashing the results again.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedAnswerOf } from '../prepared-answer';
import { createVoting, DEFAULT_VOTING_SETTINGS, type Voting } from './voting';

const silent = { info() {}, warn() {}, error() {} };
let folder: string;
let voting: Voting;

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'kubm-voting-'));
  const sheet = join(folder, 'sheet.csv');
  writeFileSync(
    sheet,
    [
      'Category,Question,Option,Votes',
      'Pemilihan AJK,Pengerusi,Ana,10',
      'Pemilihan AJK,Pengerusi,Ben,20',
    ].join('\n'),
  );
  voting = createVoting({ ...DEFAULT_VOTING_SETTINGS, csvUrl: sheet }, { logger: silent });
});

afterAll(() => {
  voting?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('the voting results', () => {
  it('are one prepared answer until the sheet is read again', async () => {
    const first = await voting.results();
    expect(first.totalVotes).toBe(30);
    const ready = preparedAnswerOf(first);
    expect(ready?.json).toBe(JSON.stringify(first));
    expect(await voting.results()).toBe(first);
  });

  it('are prepared when no sheet is set too', async () => {
    const none = createVoting(DEFAULT_VOTING_SETTINGS, { logger: silent });
    const results = await none.results();
    expect(results).toEqual({ totalVotes: 0, results: [], surveyUrl: null, stale: false });
    expect(preparedAnswerOf(results)).toBeDefined();
    none.close();
  });

  it('are at hand without waiting only while no refresh is due', async () => {
    let clock = 1_000_000;
    const sheet = join(folder, 'sheet.csv');
    const settings = { ...DEFAULT_VOTING_SETTINGS, csvUrl: sheet, refreshMs: 15_000 };
    const polled = createVoting(settings, { logger: silent, now: () => clock });
    expect(polled.ready()).toBeUndefined(); // never read: the procedure fetches
    const first = await polled.results();
    expect(polled.ready()).toBe(first);
    clock += 14_999;
    expect(polled.ready()).toBe(first);
    clock += 1;
    expect(polled.ready()).toBeUndefined(); // due: a poll must start the refresh
    const refreshing = polled.results();
    expect(polled.ready()).toBeUndefined(); // running
    expect(await refreshing).toBe(first); // the same sheet: the same answer
    expect(polled.ready()).toBe(first);
    polled.close();
  });

  it('are at hand at once when no sheet is set', () => {
    const none = createVoting(DEFAULT_VOTING_SETTINGS, { logger: silent });
    expect(none.ready()).toEqual({ totalVotes: 0, results: [], surveyUrl: null, stale: false });
    none.close();
  });
});
