import { FeedError, readSource } from '../feeds/read-source';
import { type FeedEvent, UNTITLED, uniqueIds, webUrl } from './event';
import { plainDescription } from './html-text';
import { addDays, startOfDay } from './time';

export interface GoogleSource {
  apiUrl: string;
  calendarId: string;
  apiKey: string;
  maxPages: number;
}

export const GOOGLE_PAGE_SIZE = 2500;

export function googleEventsUrl(
  source: GoogleSource,
  window: { from: number; to: number },
  pageToken?: string,
): string {
  const url = new URL(`${source.apiUrl}/calendars/${encodeURIComponent(source.calendarId)}/events`);
  const q = url.searchParams;
  q.set('singleEvents', 'true');
  q.set('orderBy', 'startTime');
  q.set('timeMin', new Date(window.from).toISOString());
  q.set('timeMax', new Date(window.to).toISOString());
  q.set('maxResults', String(GOOGLE_PAGE_SIZE));
  q.set('key', source.apiKey);
  if (pageToken) q.set('pageToken', pageToken);
  return url.toString();
}

interface GoogleTime {
  date?: unknown;
  dateTime?: unknown;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function str(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

export function googleItemToEvent(item: unknown, zone: string): FeedEvent | null {
  if (!item || typeof item !== 'object') return null;
  const i = item as Record<string, unknown>;
  const id = str(i.id);
  if (!id || i.status === 'cancelled') return null;
  const start = (i.start ?? {}) as GoogleTime;
  const end = (i.end ?? {}) as GoogleTime;
  const base = {
    id,
    summary: str(i.summary) ?? UNTITLED,
    description: plainDescription(str(i.description)),
    location: str(i.location),
    url: webUrl(i.htmlLink),
  };
  if (typeof start.date === 'string' && DATE.test(start.date)) {
    const startDate = start.date;
    let endDate = typeof end.date === 'string' && DATE.test(end.date) ? end.date : addDays(startDate, 1);
    if (endDate <= startDate) endDate = addDays(startDate, 1);
    return {
      ...base,
      allDay: true,
      startDate,
      endDate,
      start: startOfDay(startDate, zone),
      end: startOfDay(endDate, zone),
    };
  }
  const startMs = typeof start.dateTime === 'string' ? Date.parse(start.dateTime) : Number.NaN;
  if (Number.isNaN(startMs)) return null;
  const endMs = typeof end.dateTime === 'string' ? Date.parse(end.dateTime) : Number.NaN;
  return {
    ...base,
    allDay: false,
    start: startMs,
    end: Number.isNaN(endMs) ? startMs : Math.max(startMs, endMs),
  };
}

export function parseGooglePage(text: string, zone: string): { events: FeedEvent[]; nextPageToken?: string } {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new FeedError('invalid');
  }
  if (!body || typeof body !== 'object' || !Array.isArray((body as { items?: unknown }).items)) {
    throw new FeedError('invalid');
  }
  const { items, nextPageToken } = body as { items: unknown[]; nextPageToken?: unknown };
  const events = items.flatMap((item) => googleItemToEvent(item, zone) ?? []);
  return typeof nextPageToken === 'string' && nextPageToken !== '' ? { events, nextPageToken } : { events };
}

export interface GoogleResult {
  events: FeedEvent[];
  bytes: number;
  pages: number;
  truncated: boolean;
}

export async function fetchGoogle(
  source: GoogleSource,
  window: { from: number; to: number },
  zone: string,
  options: { signal: AbortSignal; maxBytes: number },
): Promise<GoogleResult> {
  const events: FeedEvent[] = [];
  let bytes = 0;
  let pageToken: string | undefined;
  let pages = 0;
  do {
    const text = await readSource(googleEventsUrl(source, window, pageToken), {
      signal: options.signal,
      maxBytes: options.maxBytes - bytes,
      accept: 'application/json',
    });
    bytes += Buffer.byteLength(text);
    pages++;
    const page = parseGooglePage(text, zone);
    events.push(...page.events);
    pageToken = page.nextPageToken;
  } while (pageToken && pages < source.maxPages);
  return { events: uniqueIds(events), bytes, pages, truncated: pageToken !== undefined };
}

export function googleCalendarUrls(calendarId: string, zone: string): { ics: string; page: string } {
  const id = encodeURIComponent(calendarId);
  return {
    ics: `https://calendar.google.com/calendar/ical/${id}/public/basic.ics`,
    page: `https://calendar.google.com/calendar/embed?src=${id}&ctz=${encodeURIComponent(zone)}`,
  };
}

export function googleIdFromIcsUrl(location: string): string | null {
  const match = /^(?:https?|webcals?):\/\/(?:calendar|www)\.google\.com\/calendar\/ical\/([^/]+)\//i.exec(
    location,
  );
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}
