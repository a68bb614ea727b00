import { type CalendarEvent, type CalendarInfo, calendarEventSchema, LIMITS } from '@kubm/validators';
import { z } from 'zod';
import { FeedError, isWebAddress, readSource, toFetchUrl } from '../feeds/read-source';
import { createRefreshingFeed, type Fetched, type RefreshingFeed, type Snapshot } from '../feeds/refreshing';
import type { Logger } from '../logger';
import { prepareAnswer } from '../prepared-answer';
import { compareEvents, type FeedEvent, overlaps, type TimeWindow, toCalendarEvent } from './event';
import { fetchGoogle, type GoogleSource, googleCalendarUrls, googleIdFromIcsUrl } from './google';
import { expandIcs, type IcsCalendar, IcsParseError, parseIcs } from './ics';
import { createSlicer } from './slices';
import { addDays, addMonths, addMonthsToInstant, dateInZone, formatDate, startOfDay } from './time';

export interface CalendarSettings {
  timezone: string;
  icsUrl?: string | undefined;
  google?:
    | (GoogleSource & {
        monthsBack: number;
        monthsAhead: number;
      })
    | undefined;
  subscribeUrl?: string | undefined;
  pageUrl?: string | undefined;
  refreshMs: number;
  retryMs: number;
  fetchTimeoutMs: number;
  maxBytes: number;
}

export const DEFAULT_CALENDAR_SETTINGS: CalendarSettings = {
  timezone: 'Asia/Kuala_Lumpur',
  refreshMs: 300_000,
  retryMs: 30_000,
  fetchTimeoutMs: 10_000,
  maxBytes: 5 * 1024 * 1024,
};

export const DEFAULT_GOOGLE_API_URL = 'https://www.googleapis.com/calendar/v3';

export class CalendarUnavailableError extends Error {
  constructor() {
    super('calendar feed unavailable');
    this.name = 'CalendarUnavailableError';
  }
}

export interface CalendarAnswer {
  events: CalendarEvent[];
  fetchedAt: string | null;
  stale: boolean;
}

export interface Calendar {
  readonly timezone: string;
  upcoming(): Promise<CalendarAnswer>;
  month(year: number, month: number): Promise<CalendarAnswer>;
  info(): Promise<CalendarInfo>;
  close(): void;
}

interface FeedData {
  ics?: IcsCalendar;
  google?: { events: FeedEvent[]; covers: TimeWindow };
  expanded: Map<string, Promise<FeedEvent[]>>;
  /** The last answer per window, checked and serialised: sent again while the same events are in it. */
  answers: Map<string, { source: CalendarEvent[]; prepared: CalendarEvent[] }>;
}

export const calendarEventsSchema = z.array(calendarEventSchema);

// How long one upcoming answer may serve before the window's far end is looked at again: an event a few
// months away comes into the list at most this late; one that ends leaves it at once.
export const UPCOMING_REUSE_MS = 1_000;

// The first instant an event no longer overlaps a window that starts now (event.ts overlaps()).
function leavesAt(event: FeedEvent): number {
  return event.end > event.start ? event.end : event.start + 1;
}

function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function keepBounded<V>(map: Map<string, V>, key: string, value: V): void {
  if (!map.has(key) && map.size >= EXPANDED_WINDOWS_KEPT) {
    const oldest = map.keys().next().value;
    if (oldest !== undefined) map.delete(oldest);
  }
  map.set(key, value);
}

const EXPANDED_WINDOWS_KEPT = 48;

const ICS_ACCEPT = 'text/calendar, text/plain;q=0.9, */*;q=0.5';

export interface CalendarOptions {
  logger: Logger;
  now?: () => number;
}

type SourceKind = 'ics' | 'google';

function subscribeAddress(settings: CalendarSettings): {
  subscribeUrl: string | null;
  pageUrl: string | null;
} {
  const { icsUrl, google, timezone } = settings;
  let subscribeUrl: string | null = null;
  let pageUrl: string | null = null;
  if (icsUrl && isWebAddress(icsUrl)) {
    const url = new URL(toFetchUrl(icsUrl));
    // An address carrying a password is a credential.
    if (url.username === '' && url.password === '') subscribeUrl = url.href;
    const googleId = googleIdFromIcsUrl(icsUrl);
    if (googleId) pageUrl = googleCalendarUrls(googleId, timezone).page;
  } else if (!icsUrl && google) {
    const urls = googleCalendarUrls(google.calendarId, timezone);
    subscribeUrl = urls.ics;
    pageUrl = urls.page;
  }
  return { subscribeUrl: settings.subscribeUrl ?? subscribeUrl, pageUrl: settings.pageUrl ?? pageUrl };
}

export function createCalendar(settings: CalendarSettings, options: CalendarOptions): Calendar {
  const { logger } = options;
  const now = options.now ?? Date.now;
  const zone = settings.timezone;
  const kind: SourceKind | null = settings.icsUrl ? 'ics' : settings.google ? 'google' : null;
  const { subscribeUrl, pageUrl } = subscribeAddress(settings);

  function googleCovers(at: number): TimeWindow {
    const google = settings.google;
    const today = dateInZone(at, zone);
    const [year = 0, month = 1] = today.split('-').map(Number);
    const first = addMonths(year, month, -(google?.monthsBack ?? 0));
    const after = addMonths(year, month, (google?.monthsAhead ?? 0) + 1);
    return {
      from: startOfDay(formatDate({ ...first, day: 1 }), zone),
      to: startOfDay(formatDate({ ...after, day: 1 }), zone),
    };
  }

  async function fetchFeed(signal: AbortSignal): Promise<Fetched<FeedData>> {
    if (settings.icsUrl) {
      const text = await readSource(settings.icsUrl, {
        signal,
        maxBytes: settings.maxBytes,
        accept: ICS_ACCEPT,
      });
      let ics: IcsCalendar;
      const started = performance.now();
      try {
        ics = await parseIcs(text, { zone, slicer: createSlicer() });
      } catch (error) {
        if (error instanceof IcsParseError) throw new FeedError('invalid');
        throw error;
      }
      const skipped = Object.values(ics.skipped).reduce((sum, n) => sum + n, 0);
      if (skipped > 0 || ics.droppedLines > 0) {
        // Kinds and counts only: an event's text may be private, the feed's address secret.
        logger.warn(
          { source: 'ics', events: ics.count, skipped, reasons: ics.skipped, droppedLines: ics.droppedLines },
          'calendar: events or lines of the feed could not be read and were left out',
        );
      }
      if (ics.count > 0 && skipped === ics.count) throw new FeedError('invalid');
      return {
        value: { ics, expanded: new Map(), answers: new Map() },
        log: {
          events: ics.count,
          bytes: Buffer.byteLength(text),
          parseMs: Math.round(performance.now() - started),
        },
      };
    }
    const google = settings.google as NonNullable<CalendarSettings['google']>;
    const covers = googleCovers(now());
    const result = await fetchGoogle(google, covers, zone, { signal, maxBytes: settings.maxBytes });
    if (result.truncated) {
      logger.warn(
        { source: 'google', pages: result.pages },
        'calendar: GOOGLE_CALENDAR_MAX_PAGES reached; later events left out',
      );
    }
    return {
      value: {
        google: { events: result.events.sort(compareEvents), covers },
        expanded: new Map(),
        answers: new Map(),
      },
      log: { events: result.events.length, bytes: result.bytes },
    };
  }

  const feed: RefreshingFeed<FeedData> | null = kind
    ? createRefreshingFeed({
        label: 'calendar feed',
        logFields: { source: kind },
        settings,
        fetch: fetchFeed,
        logger,
        now,
      })
    : null;

  // Writing an instant in a zone costs an Intl call: once per occurrence per fetch.
  const writtenEvents = new WeakMap<FeedEvent, CalendarEvent>();
  function written(event: FeedEvent): CalendarEvent {
    let out = writtenEvents.get(event);
    if (!out) {
      out = toCalendarEvent(event, zone, pageUrl);
      writtenEvents.set(event, out);
    }
    return out;
  }

  async function expand(ics: IcsCalendar, window: TimeWindow): Promise<FeedEvent[]> {
    const slicer = createSlicer();
    const result = await expandIcs(ics, window, zone, slicer);
    if (result.capped.length > 0) {
      logger.warn({ source: 'ics', events: result.capped.length }, 'calendar: recurrence expansion capped');
    }
    if (result.failed.length > 0) {
      logger.warn({ source: 'ics', events: result.failed.length }, 'calendar: events left out of a window');
    }
    const events = result.events.sort(compareEvents);
    for (let i = 0; i < events.length; i++) {
      if ((i & 127) === 0 && slicer.due()) await slicer.pause();
      written(events[i] as FeedEvent);
    }
    return events;
  }

  function eventsIn(snap: FeedData, key: string, expandWindow: TimeWindow): Promise<FeedEvent[]> {
    if (snap.google) return Promise.resolve(snap.google.events);
    let events = snap.expanded.get(key);
    if (!events) {
      events = expand(snap.ics as IcsCalendar, expandWindow);
      keepBounded(snap.expanded, key, events);
      events.catch(() => snap.expanded.delete(key));
    }
    return events;
  }

  interface Answered {
    answer: CalendarAnswer;
    /** When the first of its events ends and leaves the answer. */
    firstLeaves: number;
  }

  async function answerOf(
    snap: Snapshot<FeedData>,
    stale: boolean,
    key: string,
    window: TimeWindow,
    expandWindow: TimeWindow,
  ): Promise<Answered> {
    try {
      const inWindow = (await eventsIn(snap.value, key, expandWindow)).filter((event) =>
        overlaps(event, window),
      );
      const source = inWindow.map(written);
      let firstLeaves = Number.POSITIVE_INFINITY;
      for (const event of inWindow) firstLeaves = Math.min(firstLeaves, leavesAt(event));
      const fetchedAt = new Date(snap.fetchedAt).toISOString();
      const kept = snap.value.answers.get(key);
      if (kept && sameItems(kept.source, source)) {
        return { answer: { events: kept.prepared, fetchedAt, stale }, firstLeaves };
      }
      const events = prepareAnswer(calendarEventsSchema, source);
      keepBounded(snap.value.answers, key, { source, prepared: events });
      return { answer: { events, fetchedAt, stale }, firstLeaves };
    } catch (error) {
      logger.error({ source: kind, err: error }, 'calendar: events could not be prepared');
      throw new CalendarUnavailableError();
    }
  }

  // null without a feed (the empty answer); throws while the feed has never been read.
  async function feedState(): Promise<{ snap: Snapshot<FeedData>; stale: boolean } | null> {
    if (!feed) return null;
    const { snapshot: snap, stale } = await feed.current();
    if (!snap) throw new CalendarUnavailableError();
    return { snap, stale };
  }

  async function answer(key: string, window: TimeWindow, expandWindow: TimeWindow): Promise<CalendarAnswer> {
    const state = await feedState();
    if (!state) return { events: [], fetchedAt: null, stale: false };
    return (await answerOf(state.snap, state.stale, key, window, expandWindow)).answer;
  }

  // The upcoming answer changes when the feed does, when an event in it ends, or when one comes within the
  // window's far end: it is reused until the first of its events ends, for UPCOMING_REUSE_MS at most.
  let upcomingKept:
    | { snap: Snapshot<FeedData>; stale: boolean; until: number; answer: CalendarAnswer }
    | undefined;

  async function upcomingAnswer(): Promise<CalendarAnswer> {
    const state = await feedState();
    if (!state) return { events: [], fetchedAt: null, stale: false };
    const { snap, stale } = state;
    const at = now();
    const kept = upcomingKept;
    if (kept && kept.snap === snap && kept.stale === stale && at < kept.until) return kept.answer;
    const window = { from: at, to: addMonthsToInstant(at, LIMITS.upcomingMonths, zone) };
    // Whole days, so every request of the day shares one expansion.
    const today = dateInZone(at, zone);
    const lastDay = addDays(dateInZone(window.to, zone), 1);
    const expandWindow = { from: startOfDay(today, zone), to: startOfDay(lastDay, zone) };
    const fresh = await answerOf(snap, stale, `upcoming:${today}:${lastDay}`, window, expandWindow);
    const until = Math.min(fresh.firstLeaves, at + UPCOMING_REUSE_MS);
    upcomingKept = { snap, stale, until, answer: fresh.answer };
    return fresh.answer;
  }

  return {
    timezone: zone,

    upcoming: upcomingAnswer,

    month(year, month) {
      const next = addMonths(year, month, 1);
      const window = {
        from: startOfDay(formatDate({ year, month, day: 1 }), zone),
        to: startOfDay(formatDate({ ...next, day: 1 }), zone),
      };
      return answer(`month:${year}-${month}`, window, window);
    },

    async info() {
      const { snapshot: snap, stale }: { snapshot?: Snapshot<FeedData> | undefined; stale: boolean } = feed
        ? await feed.current()
        : { stale: false };
      const fetchedAt = snap?.fetchedAt;
      const covers = snap?.value.google?.covers ?? (kind === 'google' ? googleCovers(now()) : undefined);
      return {
        timezone: zone,
        source: kind,
        subscribeUrl,
        pageUrl,
        fetchedAt: fetchedAt === undefined ? null : new Date(fetchedAt).toISOString(),
        ageSeconds: fetchedAt === undefined ? null : Math.max(0, Math.floor((now() - fetchedAt) / 1000)),
        stale,
        covers: covers ? { from: dateInZone(covers.from, zone), to: dateInZone(covers.to, zone) } : null,
      };
    },

    close() {
      feed?.close();
    },
  };
}
