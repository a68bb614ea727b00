// iCalendar (RFC 5545) feeds through ical.js: parsed once per fetch, expanded per window. ical.js reads
// the text (escapes, folding), VTIMEZONE rules, RRULE/RDATE/EXDATE and RECURRENCE-ID overrides; what is
// ours is turning its times into instants, bounding the expansion, and the event shape.
import ICAL from 'ical.js';
import { type FeedEvent, overlaps, type TimeWindow, UNTITLED, uniqueIds, webUrl } from './event';
import { plainDescription } from './html-text';
import { dateInZone, formatDate, instantOf, isTimeZone } from './time';

/**
 * Steps a recurrence may take from its first occurrence towards the window's end. An RRULE without end
 * (or a FREQ=SECONDLY one) must not keep a request busy: ical.js takes ~15 µs a step, so this is ~0.3 s at
 * worst, once per window and fetch; a daily event going back 50 years still fits.
 */
export const MAX_RECURRENCE_STEPS = 20_000;
/** Occurrences one event may put in one window (a daily event fills a 3-month window with ~92). */
export const MAX_OCCURRENCES_PER_EVENT = 1_000;

/** More than any zone's distance from UTC (+14:00 in Kiribati, -12:00), with room to spare. */
const MAX_ZONE_OFFSET_MS = 26 * 3_600_000;

type IcalEvent = InstanceType<typeof ICAL.Event>;
type IcalTime = InstanceType<typeof ICAL.Time>;
type IcalComponent = InstanceType<typeof ICAL.Component>;

interface EventGroup {
  uid: string;
  /** The event itself (no RECURRENCE-ID); missing when a feed carries only changed instances. */
  master: IcalEvent | undefined;
  /** Changed or cancelled instances (RECURRENCE-ID), related to the master. */
  exceptions: IcalEvent[];
}

export interface IcsCalendar {
  groups: EventGroup[];
  /** VEVENTs read (for the log). */
  count: number;
}

export class IcsParseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IcsParseError';
  }
}

/** Parses a feed; throws IcsParseError when the text is not an iCalendar (an HTML login page, a 404 text). */
export function parseIcs(text: string): IcsCalendar {
  let jcal: unknown;
  try {
    jcal = ICAL.parse(text);
  } catch (error) {
    throw new IcsParseError(error instanceof Error ? error.name : 'invalid iCalendar');
  }
  // Several VCALENDARs in one file come back as a list.
  const roots = (Array.isArray(jcal) && Array.isArray(jcal[0]) ? jcal : [jcal]).map(
    (data) => new ICAL.Component(data as unknown[]),
  );
  if (roots.length === 0 || roots.some((root) => root.name !== 'vcalendar')) {
    throw new IcsParseError('not a VCALENDAR');
  }
  const byUid = new Map<string, EventGroup>();
  let count = 0;
  for (const root of roots) {
    for (const component of root.getAllSubcomponents('vevent')) {
      count++;
      const event = new ICAL.Event(component);
      if (!component.hasProperty('dtstart')) continue;
      // Without a UID an event can only be itself; its place in the file keeps its id stable.
      const uid = event.uid || `event-${count}`;
      let group = byUid.get(uid);
      if (!group) {
        group = { uid, master: undefined, exceptions: [] };
        byUid.set(uid, group);
      }
      if (event.isRecurrenceException()) group.exceptions.push(event);
      else if (!group.master) group.master = event;
      // A second master with the same UID is another event sharing a UID (a badly merged feed).
      else byUid.set(`${uid}#${count}`, { uid, master: event, exceptions: [] });
    }
  }
  for (const group of byUid.values()) {
    for (const exception of group.exceptions) group.master?.relateException(exception);
  }
  return { groups: [...byUid.values()], count };
}

function isCancelled(component: IcalComponent): boolean {
  return String(component.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED';
}

/** ical.js keeps the TZID of a time whose zone the file does not define (no VTIMEZONE) here. */
function tzidOf(time: IcalTime): string | undefined {
  const tzid = (time as unknown as { timezone?: unknown }).timezone;
  return typeof tzid === 'string' ? tzid : undefined;
}

/**
 * A feed time as an instant. UTC and times whose VTIMEZONE the file defines are ical.js's to convert. A
 * TZID without a VTIMEZONE (allowed in practice, e.g. 'America/New_York') is read as that IANA zone;
 * floating times and unknown zone names are the parish's (CALENDAR_TIMEZONE).
 */
export function instantOfTime(time: IcalTime, zone: string, tzidHint?: string): number {
  const own = time.zone;
  if (own && (own === ICAL.Timezone.utcTimezone || own.tzid === 'UTC' || own.component)) {
    return time.toUnixTime() * 1000;
  }
  const tzid = tzidOf(time) ?? tzidHint;
  const wallZone = tzid && isTimeZone(tzid) ? tzid : zone;
  return instantOf(
    {
      year: time.year,
      month: time.month,
      day: time.day,
      hour: time.hour,
      minute: time.minute,
      second: time.second,
    },
    wallZone,
  );
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The occurrence's part of its id: its original time (RECURRENCE-ID) as Google writes it, UTC. */
function recurrenceKey(time: IcalTime, zone: string, tzidHint: string | undefined): string {
  if (time.isDate) return formatDate(time).replaceAll('-', '');
  const d = new Date(instantOfTime(time, zone, tzidHint));
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`;
}

function text(component: IcalComponent, name: string): string | null {
  const value = component.getFirstPropertyValue(name);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** One occurrence in our shape; `item` supplies the text, start/end the times. */
function toFeedEvent(
  id: string,
  item: IcalEvent,
  start: IcalTime,
  end: IcalTime,
  zone: string,
  hints: { start?: string; end?: string },
): FeedEvent {
  const c = item.component;
  const base = {
    id,
    summary: text(c, 'summary') ?? UNTITLED,
    description: plainDescription(text(c, 'description')),
    location: text(c, 'location'),
    url: webUrl(c.getFirstPropertyValue('url')),
  };
  if (start.isDate) {
    const startDate = formatDate(start);
    // DTEND is exclusive; a missing or equal one means the single day (RFC 5545 3.6.1).
    let endDate = end.isDate ? formatDate(end) : dateInZone(instantOfTime(end, zone, hints.end), zone);
    if (endDate <= startDate) endDate = formatDate(nextDay(start));
    return {
      ...base,
      allDay: true,
      startDate,
      endDate,
      start: instantOf({ ...parseYmd(startDate), hour: 0, minute: 0, second: 0 }, zone),
      end: instantOf({ ...parseYmd(endDate), hour: 0, minute: 0, second: 0 }, zone),
    };
  }
  const startMs = instantOfTime(start, zone, hints.start);
  const endMs = instantOfTime(end, zone, hints.end ?? hints.start);
  return { ...base, allDay: false, start: startMs, end: Math.max(startMs, endMs) };
}

function nextDay(time: IcalTime): { year: number; month: number; day: number } {
  const d = new Date(Date.UTC(time.year, time.month - 1, time.day + 1));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

function parseYmd(date: string): { year: number; month: number; day: number } {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return { year, month, day };
}

export interface ExpandResult {
  events: FeedEvent[];
  /** UIDs whose expansion hit a cap (for the log). */
  capped: string[];
}

/** The occurrences overlapping `window`, unsorted. */
export function expandIcs(calendar: IcsCalendar, window: TimeWindow, zone: string): ExpandResult {
  const events: FeedEvent[] = [];
  const capped: string[] = [];
  for (const { uid, master, exceptions } of calendar.groups) {
    const used = new Set<IcalEvent>();
    if (master && !isCancelled(master.component)) {
      const hints = { start: tzidOf(master.startDate), end: tzidOf(master.endDate) };
      if (!master.isRecurring()) {
        const event = toFeedEvent(uid, master, master.startDate, master.endDate, zone, hints);
        if (overlaps(event, window)) events.push(event);
      } else if (expandSeries(uid, master, window, zone, hints, events, used)) {
        capped.push(uid);
      }
    }
    // Changed instances the series did not reach (moved from beyond the window into it), or whose series
    // is missing or cancelled: each stands on its own times.
    for (const exception of exceptions) {
      if (used.has(exception) || isCancelled(exception.component)) continue;
      if (master && isCancelled(master.component)) continue;
      const hints = { start: tzidOf(exception.startDate), end: tzidOf(exception.endDate) };
      const key = recurrenceKey(exception.recurrenceId, zone, tzidOf(exception.recurrenceId) ?? hints.start);
      const event = toFeedEvent(
        `${uid}_${key}`,
        exception,
        exception.startDate,
        exception.endDate,
        zone,
        hints,
      );
      if (overlaps(event, window)) events.push(event);
    }
  }
  return { events: uniqueIds(events), capped };
}

/** Walks a series up to the window's end; true when a cap stopped it. */
function expandSeries(
  uid: string,
  master: IcalEvent,
  window: TimeWindow,
  zone: string,
  hints: { start?: string; end?: string },
  out: FeedEvent[],
  used: Set<IcalEvent>,
): boolean {
  const iterator = master.iterator();
  // Reading an occurrence as its wall clock in UTC is off by at most a zone's offset: enough to pass over
  // the years before the window without converting each (a daily event since 1990 is 13,000 steps).
  const durationMs = Math.max(0, master.duration.toSeconds() * 1000);
  let emitted = 0;
  for (let steps = 1; ; steps++) {
    if (steps > MAX_RECURRENCE_STEPS) return true;
    const next = iterator.next();
    if (!next) return false;
    const rough = next.toUnixTime() * 1000;
    if (rough + durationMs + MAX_ZONE_OFFSET_MS < window.from) continue;
    // Occurrences come in order of their original start: past the window's end nothing more can start in it.
    if (rough - MAX_ZONE_OFFSET_MS >= window.to) return false;
    if (instantOfTime(next, zone, hints.start) >= window.to) return false;
    const details = master.getOccurrenceDetails(next);
    const item = details.item;
    if (item !== master) used.add(item);
    if (isCancelled(item.component)) continue;
    // ical.js gives a plain occurrence's end as its start plus the duration, in the start's zone.
    const itemHints =
      item === master
        ? { start: hints.start, end: hints.start }
        : { start: tzidOf(item.startDate) ?? hints.start, end: tzidOf(item.endDate) ?? hints.end };
    const id = `${uid}_${recurrenceKey(details.recurrenceId, zone, hints.start)}`;
    const event = toFeedEvent(id, item, details.startDate, details.endDate, zone, itemHints);
    if (!overlaps(event, window)) continue;
    out.push(event);
    if (++emitted >= MAX_OCCURRENCES_PER_EVENT) return true;
  }
}
