// The bench's iCalendar feed: events from tomorrow on, all inside the portal's upcoming window (now → 3
// months), and the answer GET /api/calendar/upcoming gives for them (packages/validators calendarEventSchema).
import type { CalendarEvent } from '@kubm/validators';

/** The portal's default CALENDAR_TIMEZONE; it has kept +08:00 since 1982, so a fixed offset writes it. */
export const CALENDAR_ZONE = 'Asia/Kuala_Lumpur';
const ZONE_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;
/** The last day used: well inside 3 months whatever the month lengths. */
const LAST_DAY = 80;

const KINDS = [
  'Latihan Koir',
  'Mesyuarat AJK',
  'Misa Belia',
  'Kelas Katekisme',
  'Doa Rosari BEC',
  'Latihan Lektor',
  'Kem Kepimpinan',
  'Lawatan Outreach',
  'Perjumpaan Formasi',
  'Sukan Paroki',
];
const LOCATIONS = ['Dewan Paroki, Gereja St. Francis Xavier', 'Bilik 2; Pusat Pastoral', 'Zoom'];

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 'yyyy-MM-dd' of a UTC date's fields. */
function ymd(utc: Date): string {
  return `${utc.getUTCFullYear()}-${pad(utc.getUTCMonth() + 1)}-${pad(utc.getUTCDate())}`;
}

/** As the portal writes an instant in CALENDAR_TIMEZONE: 'yyyy-MM-ddTHH:mm:ss+08:00'. */
export function formatZoned(ms: number): string {
  return `${new Date(ms + ZONE_OFFSET_MS).toISOString().slice(0, 19)}+08:00`;
}

function icsUtc(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/\n/g, '\\n')
    .replace(/([,;])/g, '\\$1');
}

/** RFC 5545 folding at 75 octets (the bench's text is ASCII). */
export function foldIcsLine(line: string): string {
  const parts = [line.slice(0, 75)];
  for (let at = 75; at < line.length; at += 74) parts.push(` ${line.slice(at, at + 74)}`);
  return parts.join('\r\n');
}

interface Planned {
  event: CalendarEvent;
  lines: string[];
  /** What the portal sorts by: start, all-day first, end, summary, id. */
  startMs: number;
  endMs: number;
}

function plan(i: number, count: number, todayMidnightMs: number): Planned {
  const day = 1 + Math.floor((i * LAST_DAY) / count);
  const dayStart = todayMidnightMs + day * DAY_MS;
  const summary = `${KINDS[i % KINDS.length]} ${Math.floor(i / KINDS.length) + 1}`;
  const location = i % 3 === 0 ? (LOCATIONS[i % LOCATIONS.length] as string) : null;
  const description =
    i % 4 === 0 ? `Sila hadir 15 minit awal, bawa buku lagu.\nHubungi urus setia untuk maklumat ${i}.` : null;
  const url = i % 7 === 0 ? `https://contoh.my/acara/${i}` : null;
  const allDay = i % 5 === 0;
  const id = `penanda-aras-${i}@kubm.contoh.my`;
  // Schema order, as the portal's answer has it.
  const event = (start: string, end: string): CalendarEvent => ({
    id,
    summary,
    description,
    location,
    start,
    end,
    allDay,
    htmlLink: url,
  });
  const lines = [
    'BEGIN:VEVENT',
    `UID:${id}`,
    'DTSTAMP:20260101T000000Z',
    `SUMMARY:${escapeIcsText(summary)}`,
  ];
  if (location) lines.push(`LOCATION:${escapeIcsText(location)}`);
  if (description) lines.push(`DESCRIPTION:${escapeIcsText(description)}`);
  if (url) lines.push(`URL:${url}`);
  if (allDay) {
    const days = i % 10 === 0 ? 2 : 1;
    const first = new Date(dayStart + ZONE_OFFSET_MS);
    const after = new Date(first.getTime() + days * DAY_MS);
    lines.push(
      `DTSTART;VALUE=DATE:${ymd(first).replace(/-/g, '')}`,
      `DTEND;VALUE=DATE:${ymd(after).replace(/-/g, '')}`,
      'END:VEVENT',
    );
    // The feed's end is exclusive; the answer's the last day.
    const last = ymd(new Date(after.getTime() - DAY_MS));
    return { event: event(ymd(first), last), lines, startMs: dayStart, endMs: dayStart + days * DAY_MS };
  }
  const startMs = dayStart + (8 + (i % 12)) * 3_600_000 + (i % 4) * 15 * 60_000;
  const endMs = startMs + (60 + (i % 3) * 30) * 60_000;
  lines.push(`DTSTART:${icsUtc(startMs)}`, `DTEND:${icsUtc(endMs)}`, 'END:VEVENT');
  return { event: event(formatZoned(startMs), formatZoned(endMs)), lines, startMs, endMs };
}

function compare(a: Planned, b: Planned): number {
  return (
    a.startMs - b.startMs ||
    Number(b.event.allDay) - Number(a.event.allDay) ||
    a.endMs - b.endMs ||
    a.event.summary.localeCompare(b.event.summary) ||
    (a.event.id < b.event.id ? -1 : a.event.id > b.event.id ? 1 : 0)
  );
}

/** `count` events from tomorrow (in CALENDAR_ZONE) to day 80: the feed, and the portal's answer in its order. */
export function calendarFixture(now: number, count = 200): { ics: string; events: CalendarEvent[] } {
  const local = new Date(now + ZONE_OFFSET_MS);
  const todayMidnightMs =
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - ZONE_OFFSET_MS;
  const planned = Array.from({ length: count }, (_, i) => plan(i, count, todayMidnightMs));
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Portal KUBM//Penanda Aras//MS',
    'CALSCALE:GREGORIAN',
    `X-WR-TIMEZONE:${CALENDAR_ZONE}`,
    ...planned.flatMap((p) => p.lines),
    'END:VCALENDAR',
  ];
  return {
    ics: `${lines.map(foldIcsLine).join('\r\n')}\r\n`,
    events: [...planned].sort(compare).map((p) => p.event),
  };
}
