// Parsed only when the sheet's text changed.
import { createHash } from 'node:crypto';
import { type VotingResults, votingResultsSchema } from '@kubm/validators';
import { FeedError, readSource } from '../feeds/read-source';
import { createRefreshingFeed, type RefreshSettings } from '../feeds/refreshing';
import type { Logger } from '../logger';
import { prepareAnswer } from '../prepared-answer';
import {
  DEFAULT_VOTING_PUBLISH_RULE,
  parseVotingCsv,
  VOTING_PARSE_LIMITS,
  type VotingParseLimits,
  type VotingPublishRule,
  VotingSheetError,
  type VotingTally,
} from './parse';

export interface VotingSettings extends RefreshSettings {
  csvUrl?: string | undefined;
  surveyUrl?: string | undefined;
  limits?: VotingParseLimits;
  publish?: VotingPublishRule;
}

export const DEFAULT_VOTING_SETTINGS = {
  refreshMs: 15_000,
  retryMs: 15_000,
  fetchTimeoutMs: 10_000,
  maxBytes: 2 * 1024 * 1024,
  publish: DEFAULT_VOTING_PUBLISH_RULE,
} satisfies VotingSettings;

// Long enough for a published sheet's usual answer, short enough that a hanging sheet delays only one poll.
export const VOTING_REFRESH_WAIT_MS = 3_000;

const CSV_ACCEPT = 'text/csv, text/plain;q=0.9, */*;q=0.5';

export class VotingUnavailableError extends Error {
  constructor() {
    super('voting sheet unavailable');
    this.name = 'VotingUnavailableError';
  }
}

export interface Voting {
  results(): Promise<VotingResults>;
  /** The answer `results()` would give at once, when no refresh is due: what a poll between refreshes gets. */
  ready(): VotingResults | undefined;
  close(): void;
}

export interface VotingOptions {
  logger: Logger;
  now?: () => number;
}

export function createVoting(settings: VotingSettings, options: VotingOptions): Voting {
  const { logger } = options;
  const limits = settings.limits ?? VOTING_PARSE_LIMITS;
  const publish = settings.publish ?? DEFAULT_VOTING_PUBLISH_RULE;
  const surveyUrl = settings.surveyUrl ?? null;
  const csvUrl = settings.csvUrl;
  let last: { hash: string; tally: VotingTally } | undefined;

  async function fetchSheet(signal: AbortSignal) {
    const text = await readSource(csvUrl as string, {
      signal,
      maxBytes: settings.maxBytes,
      accept: CSV_ACCEPT,
    });
    const hash = createHash('sha256').update(text).digest('base64url');
    const bytes = Buffer.byteLength(text);
    if (last?.hash === hash) return { value: last.tally, log: { bytes, unchanged: true } };
    let parsed: ReturnType<typeof parseVotingCsv>;
    try {
      parsed = parseVotingCsv(text, limits, publish);
    } catch (error) {
      if (error instanceof VotingSheetError) throw new FeedError('invalid');
      throw error;
    }
    const { tally, report } = parsed;
    if (report.dropped.length > 0 || report.contactAnswers > 0) {
      // Headers and reasons only: the answers in those columns must not travel.
      logger.info(
        { source: 'csv', dropped: report.dropped, contactAnswers: report.contactAnswers, rule: publish },
        'voting sheet: columns not published (contact details or free text)',
      );
    }
    if (report.badRows + report.badAnswers + report.badColumns > 0 || report.capped.length > 0) {
      const { dropped: _dropped, ...counts } = report;
      logger.warn(
        { source: 'csv', ...counts, limits },
        'voting sheet: some rows left out (bad votes, missing cells, or over a cap)',
      );
    }
    last = { hash, tally };
    return {
      value: tally,
      log: { bytes, layout: report.layout, rows: report.rows, results: tally.results.length },
    };
  }

  const feed = csvUrl
    ? createRefreshingFeed<VotingTally>({
        label: 'voting sheet',
        logFields: { source: 'csv' },
        settings,
        fetch: fetchSheet,
        logger,
        waitForRefreshMs: VOTING_REFRESH_WAIT_MS,
        ...(options.now ? { now: options.now } : {}),
      })
    : null;

  // One prepared answer per refresh (and per staleness): every poll in between sends the same bytes.
  let answer: { tally: VotingTally; stale: boolean; results: VotingResults } | undefined;
  const noSheet = prepareAnswer(votingResultsSchema, { totalVotes: 0, results: [], surveyUrl, stale: false });

  function answerFor(snapshot: { value: VotingTally }, stale: boolean): VotingResults {
    if (answer?.tally !== snapshot.value || answer.stale !== stale) {
      const results = prepareAnswer(votingResultsSchema, { ...snapshot.value, surveyUrl, stale });
      answer = { tally: snapshot.value, stale, results };
    }
    return answer.results;
  }

  return {
    async results() {
      if (!feed) return noSheet;
      const { snapshot, stale } = await feed.current();
      if (!snapshot) throw new VotingUnavailableError();
      return answerFor(snapshot, stale);
    },
    ready() {
      if (!feed) return noSheet;
      const state = feed.settled();
      return state?.snapshot ? answerFor(state.snapshot, state.stale) : undefined;
    },
    close() {
      feed?.close();
    },
  };
}
