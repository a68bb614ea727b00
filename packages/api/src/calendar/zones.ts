import ICAL from 'ical.js';
import timezones from 'timezones.json';
import { findIana } from 'windows-iana';
import { type IcsComponent, parseContentLine } from './ics-lines';
import { type CalendarDate, instantOf, isTimeZone, type WallTime, wallOfUtc, wallTimeAt } from './time';

type IcalTimezone = InstanceType<typeof ICAL.Timezone>;

export type Zone =
  | { kind: 'iana'; name: string }
  | { kind: 'offset'; minutes: number }
  | { kind: 'vtimezone'; tz: IcalTimezone };

export const UTC_ZONE: Zone = { kind: 'iana', name: 'UTC' };

export function instantIn(wall: WallTime, zone: Zone): number {
  if (zone.kind === 'iana') return instantOf(wall, zone.name);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  if (zone.kind === 'offset') return asUtc - zone.minutes * 60_000;
  return new ICAL.Time({ ...wall, isDate: false }, zone.tz).toUnixTime() * 1000;
}

export function wallIn(ms: number, zone: Zone): WallTime {
  if (zone.kind === 'iana') return wallTimeAt(ms, zone.name);
  if (zone.kind === 'offset') return wallOfUtc(ms + zone.minutes * 60_000);
  const t = ICAL.Time.fromJSDate(new Date(ms), true).convertToZone(zone.tz);
  return { year: t.year, month: t.month, day: t.day, hour: t.hour, minute: t.minute, second: t.second };
}

export function dateIn(ms: number, zone: Zone): CalendarDate {
  const { year, month, day } = wallIn(ms, zone);
  return { year, month, day };
}

const OFFSET_LABEL = /^\(?\s*(?:UTC|GMT)\s*(?:([+-])\s*(\d{1,2})(?::?(\d{2}))?)?\s*\)?/i;
const LABEL_PREFIX = /^\(\s*(?:UTC|GMT)\s*(?:[+-]\s*\d{1,2}(?::?\d{2})?)?\s*\)\s*/i;

function labelKey(name: string): string {
  return name.replace(LABEL_PREFIX, '').replace(/\s+/g, ' ').replace(/ and /gi, ' & ').trim().toLowerCase();
}

let windowsLabels: Map<string, string> | undefined;

function windowsIdOfLabel(label: string): string | undefined {
  if (!windowsLabels) {
    windowsLabels = new Map();
    for (const zone of timezones) {
      const key = labelKey(zone.text);
      if (!windowsLabels.has(key)) windowsLabels.set(key, zone.value);
    }
  }
  return windowsLabels.get(labelKey(label));
}

function ianaOfWindows(windowsId: string): string | undefined {
  const golden = findIana(windowsId, '001')[0] ?? findIana(windowsId)[0];
  return golden && isTimeZone(golden) ? golden : undefined;
}

function offsetOfLabel(label: string): Zone | undefined {
  const match = OFFSET_LABEL.exec(label.trim());
  if (!match) return undefined;
  const [, sign, hours, minutes] = match;
  if (sign === undefined) return UTC_ZONE;
  const total = Number(hours) * 60 + Number(minutes ?? 0);
  if (total > 14 * 60) return undefined;
  return { kind: 'offset', minutes: sign === '-' ? -total : total };
}

// Outlook starts observances in 1601 and ical.js would step each from there on every fetch.
const VTIMEZONE_FROM_YEAR = 1970;

function laterStart(dtstart: string, rule: string | undefined): string | null {
  const match = /^(\d{4})(\d{4}T\d{6})$/.exec(dtstart.trim());
  if (!match || Number(match[1]) >= VTIMEZONE_FROM_YEAR || !rule) return dtstart;
  const until = /(?:^|;)UNTIL=(\d{4})/i.exec(rule)?.[1];
  if (until !== undefined && Number(until) < VTIMEZONE_FROM_YEAR) return null;
  return `${VTIMEZONE_FROM_YEAR}${match[2]}`;
}

// Yearly rules only: ical.js would step a hostile FREQ=SECONDLY for hours.
function vtimezoneOf(component: IcsComponent): IcalTimezone | undefined {
  const lines = ['BEGIN:VCALENDAR', 'BEGIN:VTIMEZONE'];
  const tzid = component.properties.find((p) => p.name === 'TZID');
  if (!tzid) return undefined;
  lines.push(`TZID:${tzid.value.replace(/[\r\n]/g, '')}`);
  let observances = 0;
  for (const child of component.children) {
    if (child.name !== 'STANDARD' && child.name !== 'DAYLIGHT') continue;
    const props = child.properties.filter((p) =>
      ['DTSTART', 'TZOFFSETFROM', 'TZOFFSETTO', 'RRULE', 'RDATE'].includes(p.name),
    );
    const rule = props.find((p) => p.name === 'RRULE');
    if (rule && !/^(?:.*;)?FREQ=YEARLY(?:;.*)?$/i.test(rule.value.trim())) continue;
    const dtstart = props.find((p) => p.name === 'DTSTART');
    if (!dtstart || !props.some((p) => p.name === 'TZOFFSETTO')) continue;
    const start = laterStart(dtstart.value, rule?.value);
    if (start === null) continue;
    lines.push(`BEGIN:${child.name}`);
    for (const p of props) {
      const line = `${p.name}:${p === dtstart ? start : p.value}`;
      if (parseContentLine(line)) lines.push(line.replace(/[\r\n]/g, ''));
    }
    lines.push(`END:${child.name}`);
    observances++;
  }
  if (observances === 0) return undefined;
  lines.push('END:VTIMEZONE', 'END:VCALENDAR');
  try {
    const root = new ICAL.Component(ICAL.parse(lines.join('\r\n')) as unknown[]);
    const vtimezone = root.getFirstSubcomponent('vtimezone');
    if (!vtimezone) return undefined;
    const tz = new ICAL.Timezone(vtimezone);
    // Makes a bad rule fail here, inside the guard, not in a request.
    new ICAL.Time(
      { year: 2000, month: 1, day: 1, hour: 0, minute: 0, second: 0, isDate: false },
      tz,
    ).toUnixTime();
    return tz;
  } catch {
    return undefined;
  }
}

export interface ZoneResolver {
  resolve(tzid: string): Zone | undefined;
  readonly floating: Zone;
}

// Windows names before the file's VTIMEZONE: Outlook's holds today's rules only, Intl's every year.
export function createZoneResolver(
  vtimezones: IcsComponent[],
  declared: string | undefined,
  fallback: string,
): ZoneResolver {
  const ownZones = new Map<string, IcsComponent>();
  let namesPerZone = 0;
  for (const component of vtimezones) {
    const names = component.properties.filter((p) => p.name === 'TZID');
    namesPerZone = Math.max(namesPerZone, names.length);
    const tzid = names[0]?.value.trim();
    if (tzid && !ownZones.has(tzid)) ownZones.set(tzid, component);
  }
  const cache = new Map<string, Zone | undefined>();

  function lookup(tzid: string): Zone | undefined {
    if (isTimeZone(tzid)) return { kind: 'iana', name: tzid };
    const windows = ianaOfWindows(tzid) ?? ianaOfWindows(windowsIdOfLabel(tzid) ?? '');
    if (windows) return { kind: 'iana', name: windows };
    const own = ownZones.get(tzid);
    if (own) {
      const tz = vtimezoneOf(own);
      if (tz) return { kind: 'vtimezone', tz };
    }
    const parts = tzid.split('/').filter(Boolean);
    for (let i = 1; i < parts.length - 1; i++) {
      const tail = parts.slice(i).join('/');
      if (isTimeZone(tail)) return { kind: 'iana', name: tail };
    }
    return offsetOfLabel(tzid);
  }

  function resolve(raw: string): Zone | undefined {
    const tzid = raw.trim().replace(/^"|"$/g, '');
    if (tzid === '' || tzid.length > 200) return undefined;
    if (!cache.has(tzid)) cache.set(tzid, lookup(tzid));
    return cache.get(tzid);
  }

  const onlyOwn = ownZones.size === 1 && namesPerZone === 1 ? [...ownZones.keys()][0] : undefined;
  const floating = (declared ? resolve(declared) : undefined) ??
    (onlyOwn ? resolve(onlyOwn) : undefined) ?? { kind: 'iana' as const, name: fallback };
  return { resolve, floating };
}
