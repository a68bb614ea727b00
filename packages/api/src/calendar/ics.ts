// Each value is read once per fetch inside a guard per event: one bad value costs its event, never a request.
import ICAL from 'ical.js';
import { type FeedEvent, overlaps, type TimeWindow, UNTITLED, uniqueIds, webUrl } from './event';
import { plainDescription } from './html-text';
import { all, first, type IcsComponent, type IcsProperty, readComponents, unescapeText } from './ics-lines';
import {
  type Duration,
  type IcsValue,
  readDateValue,
  readDuration,
  readInteger,
  readPeriod,
  ValueError,
  type ValueKind,
} from './ics-values';
import { NO_SLICES, type Slicer } from './slices';
import { addDays, type CalendarDate, formatDate, instantOf, type WallTime, wallOfUtc } from './time';
import { createZoneResolver, dateIn, instantIn, UTC_ZONE, type Zone, type ZoneResolver } from './zones';

export const MAX_RECURRENCE_STEPS = 20_000;
export const MAX_OCCURRENCES_PER_EVENT = 1_000;
// A rule that never matches (FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30) makes ical.js search forever: count its tests.
export const MAX_RULE_TESTS_PER_STEP = 1_500;
// ical.js looks for a YEARLY rule's first year up to 20000.
const SEARCH_YEARS_AHEAD = 2;
const CHECK_YEARS = 10;

type IcalRecur = InstanceType<typeof ICAL.Recur>;
type IcalTime = InstanceType<typeof ICAL.Time>;

// Counted per fetch in one log line, never with the event's text.
export type SkipReason = ValueKind | 'no-start' | 'other';

export class IcsParseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IcsParseError';
  }
}

type Moment =
  | { allDay: true; date: CalendarDate }
  | { allDay: false; wall: WallTime; zone: Zone; ms: number; utc: boolean; floating: boolean };

interface Until {
  ms?: number;
  date?: string;
}

interface Rule {
  recur: IcalRecur;
  until: IcsValue | undefined;
  endsAt?: number;
}

interface ExtraDate {
  start: Moment;
  end?: Moment;
  duration?: Duration;
}

interface ReadEvent {
  uid: string;
  // 1-based place among the file's VEVENTs: ids of events without a UID, and ties.
  order: number;
  sequence: number;
  stamp: number;
  cancelled: boolean;
  summary: string;
  description: string | null;
  location: string | null;
  url: string | null;
  start: Moment;
  end: Moment | undefined;
  duration: Duration | undefined;
  recurrenceId: Moment | undefined;
  rules: Rule[];
  rdates: ExtraDate[];
  exdates: Moment[];
  // The zone an all-day series "lives" in, for Exchange's ids.
  namedZone: Zone | undefined;
}

interface Series {
  uid: string;
  master: ReadEvent | undefined;
  overrides: Map<string, ReadEvent>;
  dayZone: Zone;
}

export interface IcsCalendar {
  series: Series[];
  count: number;
  skipped: Partial<Record<SkipReason, number>>;
  droppedLines: number;
  floating: Zone;
}

export async function parseIcs(
  text: string,
  options: { zone: string; slicer?: Slicer },
): Promise<IcsCalendar> {
  const slicer = options.slicer ?? NO_SLICES;
  const { calendars, droppedLines } = await readComponents(text, slicer);
  if (calendars.length === 0) throw new IcsParseError('not a VCALENDAR');
  const components = calendars.flatMap((calendar) => calendar.children);
  const declared = calendars.map((c) => first(c, 'X-WR-TIMEZONE')?.value).find(Boolean);
  const zones = createZoneResolver(
    components.filter((c) => c.name === 'VTIMEZONE'),
    declared ? unescapeText(declared) : undefined,
    options.zone,
  );
  const skipped: Partial<Record<SkipReason, number>> = {};
  const events: ReadEvent[] = [];
  let count = 0;
  for (const component of components) {
    if (component.name !== 'VEVENT') continue;
    count++;
    if (slicer.due()) await slicer.pause();
    try {
      events.push(readEvent(component, count, zones));
    } catch (error) {
      const reason: SkipReason =
        error instanceof ValueError ? error.kind : error instanceof MissingStart ? 'no-start' : 'other';
      skipped[reason] = (skipped[reason] ?? 0) + 1;
    }
  }
  return { series: groupSeries(events, zones), count, skipped, droppedLines, floating: zones.floating };
}

class MissingStart extends Error {}

function textOf(component: IcsComponent, name: string): string | null {
  const property = first(component, name);
  if (!property) return null;
  const value = unescapeText(property.value).trim();
  return value === '' ? null : value;
}

function momentOf(value: IcsValue, property: IcsProperty, zones: ZoneResolver): Moment {
  if (value.date) return { allDay: true, date: value.value };
  const tzid = property.params.get('TZID');
  const floating = !value.utc && tzid === undefined;
  const zone = value.utc
    ? UTC_ZONE
    : ((tzid !== undefined ? zones.resolve(tzid) : undefined) ?? zones.floating);
  const ms = instantIn(value.value, zone);
  if (!Number.isFinite(ms)) throw new ValueError('date');
  return { allDay: false, wall: value.value, zone, ms, utc: value.utc, floating };
}

function orUndefined<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch (error) {
    if (error instanceof ValueError) return undefined;
    throw error;
  }
}

function readEvent(component: IcsComponent, order: number, zones: ZoneResolver): ReadEvent {
  const dtstart = first(component, 'DTSTART');
  if (!dtstart) throw new MissingStart();
  const start = momentOf(readDateValue(dtstart.value), dtstart, zones);
  const dtend = first(component, 'DTEND');
  const end = dtend ? orUndefined(() => momentOf(readDateValue(dtend.value), dtend, zones)) : undefined;
  const durationProperty = first(component, 'DURATION');
  const duration =
    !end && durationProperty ? orUndefined(() => readDuration(durationProperty.value)) : undefined;
  const recurrenceIdProperty = first(component, 'RECURRENCE-ID');
  const recurrenceId = recurrenceIdProperty
    ? momentOf(readDateValue(recurrenceIdProperty.value), recurrenceIdProperty, zones)
    : undefined;
  const rules = recurrenceId ? [] : all(component, 'RRULE').map((p) => readRule(p.value, start));
  const rdates: ExtraDate[] = [];
  const exdates: Moment[] = [];
  let namedZone: Zone | undefined;
  const noteZone = (property: IcsProperty) => {
    const tzid = property.params.get('TZID');
    if (!namedZone && tzid !== undefined) namedZone = zones.resolve(tzid);
  };
  if (!recurrenceId) {
    for (const property of all(component, 'RDATE')) {
      noteZone(property);
      for (const part of property.value.split(',')) {
        if (part.trim() === '') continue;
        const rdate = orUndefined(() => {
          const period = readPeriod(part);
          return {
            start: momentOf(period.start, property, zones),
            ...(period.end ? { end: momentOf(period.end, property, zones) } : {}),
            ...(period.duration ? { duration: period.duration } : {}),
          };
        });
        if (rdate) rdates.push(rdate);
      }
    }
    for (const property of all(component, 'EXDATE')) {
      noteZone(property);
      for (const part of property.value.split(',')) {
        if (part.trim() === '') continue;
        const exdate = orUndefined(() => momentOf(readDateValue(part), property, zones));
        if (exdate) exdates.push(exdate);
      }
    }
  }
  if (recurrenceIdProperty) noteZone(recurrenceIdProperty);
  const stampProperty = first(component, 'DTSTAMP') ?? first(component, 'LAST-MODIFIED');
  let stamp = Number.NEGATIVE_INFINITY;
  if (stampProperty) {
    try {
      const value = readDateValue(stampProperty.value);
      stamp = value.date ? 0 : instantIn(value.value, UTC_ZONE);
    } catch {
      // Only orders copies of one event: a bad one orders first.
    }
  }
  const uid = textOf(component, 'UID');
  return {
    uid: uid ?? `event-${order}`,
    order,
    sequence: readInteger(first(component, 'SEQUENCE')?.value),
    stamp,
    cancelled: (textOf(component, 'STATUS') ?? '').toUpperCase() === 'CANCELLED',
    summary: textOf(component, 'SUMMARY') ?? UNTITLED,
    description: plainDescription(textOf(component, 'DESCRIPTION')),
    location: textOf(component, 'LOCATION'),
    url: webUrl(first(component, 'URL')?.value),
    start,
    end,
    duration,
    recurrenceId,
    rules,
    rdates,
    exdates,
    namedZone,
  };
}

const FREQUENCIES = new Set(['SECONDLY', 'MINUTELY', 'HOURLY', 'DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY']);

class RuleTestsExhausted extends Error {}

function readRule(text: string, start: Moment): Rule {
  let recur: IcalRecur;
  let until: IcsValue | undefined;
  // Exchange's CDO writes 'BYDAY=MO, TU, WE'.
  const rule = text.replace(/\s+/g, '');
  try {
    recur = ICAL.Recur.fromString(rule);
    const untilText = /(?:^|;)UNTIL=([^;]*)/i.exec(rule)?.[1];
    until = untilText !== undefined ? readDateValue(untilText) : undefined;
  } catch {
    throw new ValueError('rrule');
  }
  if (!recur.freq || !FREQUENCIES.has(recur.freq) || !(recur.interval >= 1)) throw new ValueError('rrule');
  // ical.js would compare UNTIL with a wall clock whatever its zone.
  recur.until = null;
  try {
    const from = icalTimeOf(start);
    const iterator = guardedIterator(recur, from, from.year + CHECK_YEARS);
    iterator.next();
    iterator.next();
  } catch {
    throw new ValueError('rrule');
  }
  return { recur, until };
}

function icalTimeOf(moment: Moment): IcalTime {
  if (moment.allDay) return ICAL.Time.fromData({ ...moment.date, isDate: true });
  return ICAL.Time.fromData({ ...moment.wall, isDate: false });
}

function guardedIterator(recur: IcalRecur, start: IcalTime, lastYear: number) {
  const rule = recur.clone();
  rule.until = ICAL.Time.fromData({
    year: lastYear,
    month: 12,
    day: 31,
    hour: 23,
    minute: 59,
    second: 59,
    isDate: start.isDate,
  });
  const iterator = rule.iterator(start);
  const inner = iterator as unknown as {
    check_contracting_rules(): boolean;
    next(again?: boolean): IcalTime | null;
  };
  const check = inner.check_contracting_rules;
  const next = inner.next;
  let tests = 0;
  inner.check_contracting_rules = function (this: unknown) {
    if (++tests > MAX_RULE_TESTS_PER_STEP) throw new RuleTestsExhausted();
    return check.call(this);
  };
  inner.next = function (this: unknown, again?: boolean) {
    if (!again) tests = 0;
    return next.call(this, again);
  };
  return iterator;
}

function newer(a: ReadEvent, b: ReadEvent): ReadEvent {
  if (a.sequence !== b.sequence) return a.sequence > b.sequence ? a : b;
  if (a.stamp !== b.stamp) return a.stamp > b.stamp ? a : b;
  return a.order > b.order ? a : b;
}

const dateKey = (d: CalendarDate) => formatDate(d).replaceAll('-', '');

// RECURRENCE-ID and EXDATE match by instant on a timed series, else by day (Exchange writes zone midnight).
function idKey(id: Moment, allDaySeries: boolean, dayZone: Zone): string {
  if (id.allDay) return `D${dateKey(id.date)}`;
  if (!allDaySeries) return `T${id.ms}`;
  return `D${dateKey(id.utc ? dateIn(id.ms, dayZone) : id.wall)}`;
}

function groupSeries(events: ReadEvent[], zones: ZoneResolver): Series[] {
  const byUid = new Map<string, { masters: ReadEvent[]; overrides: ReadEvent[] }>();
  for (const event of events) {
    let group = byUid.get(event.uid);
    if (!group) {
      group = { masters: [], overrides: [] };
      byUid.set(event.uid, group);
    }
    (event.recurrenceId ? group.overrides : group.masters).push(event);
  }
  const series: Series[] = [];
  for (const [uid, group] of byUid) {
    const master = group.masters.reduce<ReadEvent | undefined>((a, b) => (a ? newer(a, b) : b), undefined);
    const allDay = master?.start.allDay ?? false;
    const dayZone =
      master?.namedZone ?? group.overrides.find((o) => o.namedZone)?.namedZone ?? zones.floating;
    const overrides = new Map<string, ReadEvent>();
    for (const override of group.overrides) {
      const key = idKey(override.recurrenceId as Moment, allDay, dayZone);
      const held = overrides.get(key);
      overrides.set(key, held ? newer(held, override) : override);
    }
    series.push({ uid, master, overrides, dayZone });
    // Copies that tie on SEQUENCE and DTSTAMP yet differ are other events sharing a UID: each is shown.
    for (const other of group.masters) {
      if (other === master || !master) continue;
      if (other.sequence !== master.sequence || other.stamp !== master.stamp) continue;
      if (sameOccurrence(other, master)) continue;
      series.push({ uid, master: other, overrides: new Map(), dayZone });
    }
  }
  return series;
}

function sameOccurrence(a: ReadEvent, b: ReadEvent): boolean {
  const at = (m: Moment) => (m.allDay ? `D${dateKey(m.date)}` : `T${m.ms}`);
  return at(a.start) === at(b.start) && a.summary === b.summary;
}

export interface ExpandResult {
  events: FeedEvent[];
  capped: string[];
  failed: string[];
}

export async function expandIcs(
  calendar: IcsCalendar,
  window: TimeWindow,
  zone: string,
  slicer: Slicer = NO_SLICES,
): Promise<ExpandResult> {
  const events: FeedEvent[] = [];
  const capped: string[] = [];
  const failed: string[] = [];
  for (const series of calendar.series) {
    if (slicer.due()) await slicer.pause();
    const mark = events.length;
    try {
      if (await expandSeries(series, window, zone, events, slicer)) capped.push(series.uid);
    } catch {
      events.length = mark;
      failed.push(series.uid);
    }
  }
  return { events: uniqueIds(events), capped, failed };
}

const pad = (n: number) => String(n).padStart(2, '0');

function idPart(key: string): string {
  if (key[0] === 'D') return key.slice(1);
  const d = new Date(Number(key.slice(1)));
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`;
}

function addToWall(wall: WallTime, days: number, ms = 0): WallTime {
  return wallOfUtc(
    Date.UTC(wall.year, wall.month - 1, wall.day + days, wall.hour, wall.minute, wall.second) + ms,
  );
}

function singleOccurrence(id: string, event: ReadEvent, zone: string): FeedEvent {
  const base = {
    id,
    summary: event.summary,
    description: event.description,
    location: event.location,
    url: event.url,
  };
  const { start, end, duration } = event;
  if (start.allDay) {
    const startDate = formatDate(start.date);
    let endDate: string;
    if (end) endDate = end.allDay ? formatDate(end.date) : formatDate(dateIn(end.ms, end.zone));
    else if (duration) endDate = addDays(startDate, duration.days);
    else endDate = startDate;
    if (endDate <= startDate) endDate = addDays(startDate, 1);
    return allDayEvent(base, startDate, endDate, zone);
  }
  const startMs = start.ms;
  let endMs = startMs;
  if (end)
    endMs = end.allDay ? instantIn({ ...end.date, hour: 0, minute: 0, second: 0 }, start.zone) : end.ms;
  else if (duration) endMs = instantIn(addToWall(start.wall, duration.days), start.zone) + duration.ms;
  return { ...base, allDay: false, start: startMs, end: Math.max(startMs, endMs) };
}

function allDayEvent(
  base: Pick<FeedEvent, 'id' | 'summary' | 'description' | 'location' | 'url'>,
  startDate: string,
  endDate: string,
  zone: string,
): FeedEvent {
  return {
    ...base,
    allDay: true,
    startDate,
    endDate,
    start: instantOf({ ...parseYmd(startDate), hour: 0, minute: 0, second: 0 }, zone),
    end: instantOf({ ...parseYmd(endDate), hour: 0, minute: 0, second: 0 }, zone),
  };
}

function parseYmd(date: string): CalendarDate {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return { year, month, day };
}

const MAX_ZONE_OFFSET_MS = 26 * 3_600_000;
const DAY_MS = 86_400_000;

function seriesLength(master: ReadEvent): Duration {
  const { start, end, duration } = master;
  if (start.allDay) {
    if (end) {
      const endDate = end.allDay ? end.date : dateIn(end.ms, end.zone);
      const days = Math.round(
        (Date.UTC(endDate.year, endDate.month - 1, endDate.day) -
          Date.UTC(start.date.year, start.date.month - 1, start.date.day)) /
          DAY_MS,
      );
      return { days: Math.max(1, days), ms: 0 };
    }
    return { days: Math.max(1, duration?.days ?? 1), ms: 0 };
  }
  if (end) {
    const endMs = end.allDay ? instantIn({ ...end.date, hour: 0, minute: 0, second: 0 }, start.zone) : end.ms;
    return { days: 0, ms: Math.max(0, endMs - start.ms) };
  }
  return duration ?? { days: 0, ms: 0 };
}

async function expandSeries(
  series: Series,
  window: TimeWindow,
  zone: string,
  out: FeedEvent[],
  slicer: Slicer,
): Promise<boolean> {
  const { uid, master, overrides } = series;
  if (master?.cancelled) return false;
  let capped = false;
  if (master) {
    const recurring = master.rules.length > 0 || master.rdates.length > 0;
    if (!recurring) {
      const key = master.start.allDay ? `D${dateKey(master.start.date)}` : `T${master.start.ms}`;
      if (!overrides.has(key)) {
        const event = singleOccurrence(uid, master, zone);
        if (overlaps(event, window)) out.push(event);
      }
    } else {
      capped = await expandRecurring(series, master, window, zone, out, slicer);
    }
  }
  for (const [key, override] of overrides) {
    if (override.cancelled) continue;
    const event = singleOccurrence(`${uid}_${idPart(key)}`, override, zone);
    if (overlaps(event, window)) out.push(event);
  }
  return capped;
}

async function expandRecurring(
  series: Series,
  master: ReadEvent,
  window: TimeWindow,
  zone: string,
  out: FeedEvent[],
  slicer: Slicer,
): Promise<boolean> {
  const { uid, overrides, dayZone } = series;
  const allDay = master.start.allDay;
  const length = seriesLength(master);
  const seriesZone = master.start.allDay ? dayZone : master.start.zone;
  const excluded = new Set(master.exdates.map((ex) => idKey(ex, allDay, dayZone)));
  const byDay =
    !allDay && ([...excluded].some((k) => k[0] === 'D') || [...overrides.keys()].some((k) => k[0] === 'D'));
  const emitted = new Set<string>();
  let count = 0;
  let capped = false;

  const emit = (start: Moment, own?: { end?: Moment; duration?: Duration }): boolean => {
    let key: string;
    let event: FeedEvent;
    if (start.allDay) {
      key = `D${dateKey(start.date)}`;
      if (emitted.has(key) || excluded.has(key) || overrides.has(key)) return true;
      const startDate = formatDate(start.date);
      const days = own?.end?.allDay
        ? Math.max(
            1,
            Math.round(
              (Date.UTC(own.end.date.year, own.end.date.month - 1, own.end.date.day) -
                Date.UTC(start.date.year, start.date.month - 1, start.date.day)) /
                DAY_MS,
            ),
          )
        : (own?.duration?.days ?? length.days);
      event = allDayEvent(base(key), startDate, addDays(startDate, Math.max(1, days)), zone);
    } else {
      key = `T${start.ms}`;
      if (emitted.has(key) || excluded.has(key) || overrides.has(key)) return true;
      if (byDay) {
        const dayKey = `D${dateKey(dateIn(start.ms, seriesZone))}`;
        if (excluded.has(dayKey) || overrides.has(dayKey)) return true;
      }
      let endMs: number;
      if (own?.end && !own.end.allDay) endMs = own.end.ms;
      else {
        const d = own?.duration ?? length;
        endMs = (d.days ? instantIn(addToWall(start.wall, d.days), start.zone) : start.ms) + d.ms;
      }
      event = { ...base(key), allDay: false, start: start.ms, end: Math.max(start.ms, endMs) };
    }
    emitted.add(key);
    if (!overlaps(event, window)) return true;
    out.push(event);
    return ++count < MAX_OCCURRENCES_PER_EVENT;
  };
  const base = (key: string) => ({
    id: `${uid}_${idPart(key)}`,
    summary: master.summary,
    description: master.description,
    location: master.location,
    url: master.url,
  });

  // DTSTART is always the first occurrence (RFC 5545), whether or not the rule matches it.
  if (!emit(master.start)) return true;
  for (const rdate of master.rdates) {
    const start = rdateStart(rdate.start, master.start, seriesZone);
    if (!emit(start, rdate)) return true;
  }
  for (const rule of master.rules) {
    const result = await stepRule(rule, master, seriesZone, length, window, emit, slicer);
    if (result === 'capped') capped = true;
    if (result === 'full') return true;
  }
  return capped;
}

function rdateStart(rdate: Moment, start: Moment, seriesZone: Zone): Moment {
  if (start.allDay) {
    if (rdate.allDay) return rdate;
    return { allDay: true, date: rdate.utc ? dateIn(rdate.ms, seriesZone) : rdate.wall };
  }
  if (!rdate.allDay) return rdate;
  const wall = { ...rdate.date, hour: start.wall.hour, minute: start.wall.minute, second: start.wall.second };
  return { ...start, wall, ms: instantIn(wall, start.zone) };
}

function untilOf(rule: Rule, master: ReadEvent, seriesZone: Zone): Until | undefined {
  const { until } = rule;
  if (!until) return undefined;
  if (master.start.allDay) {
    if (until.date) return { date: formatDate(until.value) };
    const date = until.utc ? dateIn(instantIn(until.value, UTC_ZONE), seriesZone) : until.value;
    return { date: formatDate(date) };
  }
  // A date UNTIL on a timed series (Google writes these) includes that whole day.
  if (until.date)
    return { ms: instantIn({ ...addOneDay(until.value), hour: 0, minute: 0, second: 0 }, seriesZone) - 1 };
  return { ms: instantIn(until.value, until.utc ? UTC_ZONE : seriesZone) };
}

function addOneDay(date: CalendarDate): CalendarDate {
  return parseYmd(addDays(formatDate(date), 1));
}

type StepResult = 'done' | 'capped' | 'full';

async function stepRule(
  rule: Rule,
  master: ReadEvent,
  seriesZone: Zone,
  length: Duration,
  window: TimeWindow,
  emit: (start: Moment) => boolean,
  slicer: Slicer,
): Promise<StepResult> {
  const start = master.start;
  const lengthMs = length.days * DAY_MS + length.ms;
  if (rule.endsAt !== undefined && rule.endsAt + lengthMs + MAX_ZONE_OFFSET_MS < window.from) return 'done';
  const until = untilOf(rule, master, seriesZone);
  const from = fastForward(rule.recur, start, window.from - lengthMs - MAX_ZONE_OFFSET_MS);
  const lastYear = new Date(window.to).getUTCFullYear() + SEARCH_YEARS_AHEAD;
  const iterator = guardedIterator(rule.recur, from, lastYear);
  let last = Number.NEGATIVE_INFINITY;
  const ended = (at: number) => {
    rule.endsAt = at;
    return 'done' as const;
  };
  for (let steps = 1; ; steps++) {
    if (steps > MAX_RECURRENCE_STEPS) return 'capped';
    // One step can cost up to 30 ms for a rare rule.
    if (slicer.due()) await slicer.pause();
    let next: IcalTime | null;
    try {
      next = iterator.next();
    } catch (error) {
      if (error instanceof RuleTestsExhausted) return 'capped';
      throw error;
    }
    if (!next) {
      const counted = (iterator as unknown as { occurrence_number: number }).occurrence_number;
      return rule.recur.count && counted >= rule.recur.count ? ended(last) : 'done';
    }
    const rough = Date.UTC(next.year, next.month - 1, next.day, next.hour, next.minute, next.second);
    let moment: Moment;
    if (start.allDay) {
      const date = { year: next.year, month: next.month, day: next.day };
      if (until?.date && formatDate(date) > until.date) return ended(Date.parse(`${until.date}T00:00:00Z`));
      moment = { allDay: true, date };
      if (rough - MAX_ZONE_OFFSET_MS >= window.to) return 'done';
    } else {
      const wall = {
        year: next.year,
        month: next.month,
        day: next.day,
        hour: next.hour,
        minute: next.minute,
        second: next.second,
      };
      const ms = instantIn(wall, start.zone);
      if (until?.ms !== undefined && ms > until.ms) return ended(until.ms);
      if (ms >= window.to) return 'done';
      moment = { ...start, wall, ms };
    }
    last = rough;
    if (!emit(moment)) return 'full';
  }
}

// So a daily event since 1990 is not stepped for 36 years. Not with COUNT, nor for months whose day some lack.
function fastForward(recur: IcalRecur, start: Moment, before: number): IcalTime {
  const original = icalTimeOf(start);
  if (recur.count) return original;
  const wall: WallTime = start.allDay ? { ...start.date, hour: 0, minute: 0, second: 0 } : start.wall;
  const startAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  const target = before - MAX_ZONE_OFFSET_MS;
  if (target <= startAsUtc) return original;
  const unitMs: Record<string, number> = {
    SECONDLY: 1000,
    MINUTELY: 60_000,
    HOURLY: 3_600_000,
    DAILY: DAY_MS,
    WEEKLY: 7 * DAY_MS,
  };
  const interval = recur.interval;
  let shifted: WallTime | undefined;
  const unit = unitMs[recur.freq];
  if (unit !== undefined) {
    const period = unit * interval;
    const periods = Math.floor((target - startAsUtc) / period) - 2;
    if (periods > 0) {
      shifted =
        unit >= DAY_MS ? addToWall(wall, (periods * period) / DAY_MS) : addToWall(wall, 0, periods * period);
    }
  } else if (recur.freq === 'MONTHLY' && wall.day <= 28) {
    const target_ = new Date(target);
    const months = (target_.getUTCFullYear() - wall.year) * 12 + (target_.getUTCMonth() + 1 - wall.month);
    const periods = Math.floor(months / interval) - 2;
    if (periods > 0) {
      const index = wall.year * 12 + (wall.month - 1) + periods * interval;
      shifted = { ...wall, year: Math.floor(index / 12), month: (index % 12) + 1 };
    }
  }
  if (!shifted) return original;
  return start.allDay
    ? ICAL.Time.fromData({ year: shifted.year, month: shifted.month, day: shifted.day, isDate: true })
    : ICAL.Time.fromData({ ...shifted, isDate: false });
}
