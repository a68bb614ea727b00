// The browser tests' church calendar: an ICS file with events placed relative to today in Kuala Lumpur,
// so the 3-month upcoming list and this month's grid always have something to show. playwright.config.ts
// writes it before the server starts and points CALENDAR_ICS_URL at it (a file path is a feed source);
// the tests rebuild the same list from the same day (KUBM_E2E_CALENDAR_TODAY) to know what to expect.

export const CALENDAR_ZONE = 'Asia/Kuala_Lumpur';
/** What members are told to subscribe to (CALENDAR_SUBSCRIBE_URL): a file feed has no address of its own. */
export const SUBSCRIBE_URL = 'https://calendar.example.org/kubm/basic.ics';

/** Today in Kuala Lumpur, 'yyyy-MM-dd'. */
export function klToday(now = Date.now()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: CALENDAR_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

function utcDate(day: string): Date {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}

/** `day` + n days, 'yyyy-MM-dd'. */
export function addDays(day: string, n: number): string {
  const date = utcDate(day);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

/** The 15th of the month `n` months from `day`'s, 'yyyy-MM-dd'. */
export function fifteenthOfMonth(day: string, n: number): string {
  const date = utcDate(day);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + n, 15)).toISOString().slice(0, 10);
}

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 'MMM d, yyyy' of a 'yyyy-MM-dd' day, written out here so the tests do not share the app's code. */
export function shortDay(day: string): string {
  const date = utcDate(day);
  return `${SHORT_MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** 'March 2026': the month of a day, as 'Events for {Month Year}' writes it. */
export function monthYear(day: string): string {
  const date = utcDate(day);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** A description longer than 200 characters over several lines: the list flattens and cuts it. */
export const LONG_DESCRIPTION = [
  'Bawa Alkitab dan buku nyanyian.',
  'Jumpa di dewan paroki, pintu B, lima belas minit sebelum misa bermula.',
  'Selepas misa ada jamuan ringan dan sesi perkongsian bersama paderi paroki untuk semua belia yang hadir malam ini.',
].join('\n');

/**
 * The days of the fixture, D = today in Kuala Lumpur:
 * koir weekly at 20:00 on D+2, D+9, D+16; misa D+7 19:30–21:00 with a page and a long description;
 * hari-belia all day D+10 (no page); tengah-malam D+12 00:30–01:30 (still D+11 in UTC and New York);
 * kem all day D+20 to D+22 (D+23 to D+25 when that would take in next month's 15th); sambutan on the 15th of next month; lalu on the 15th of last month.
 */
export function calendarDays(today: string) {
  const sambutan = fifteenthOfMonth(today, 1);
  // The tests count each camp day's events: when the camp would take in next month's 15th (today between
  // the 23rd and the 26th of a month), it starts three days later instead.
  const campStart = [20, 21, 22].some((n) => addDays(today, n) === sambutan) ? 23 : 20;
  return {
    koir: [addDays(today, 2), addDays(today, 9), addDays(today, 16)],
    misa: addDays(today, 7),
    hariBelia: addDays(today, 10),
    tengahMalam: addDays(today, 12),
    kem: [addDays(today, campStart), addDays(today, campStart + 1), addDays(today, campStart + 2)],
    sambutan,
    lalu: fifteenthOfMonth(today, -1),
  };
}

const compact = (day: string) => day.replaceAll('-', '');
const kl = (day: string, time: string) => `;TZID=${CALENDAR_ZONE}:${compact(day)}T${time.replace(':', '')}00`;
/** RFC 5545 TEXT: backslash, comma, semicolon and newlines escaped. */
const text = (value: string) =>
  value.replaceAll('\\', '\\\\').replaceAll(',', '\\,').replaceAll(';', '\\;').replaceAll('\n', '\\n');

export function calendarIcs(today: string): string {
  const d = calendarDays(today);
  const events: string[][] = [
    [
      'UID:koir@e2e.kubm',
      `DTSTART${kl(d.koir[0] ?? today, '20:00')}`,
      `DTEND${kl(d.koir[0] ?? today, '22:00')}`,
      'RRULE:FREQ=WEEKLY;COUNT=3',
      'SUMMARY:Latihan Koir',
      `LOCATION:${text('Bilik Muzik, Gereja St. Mary')}`,
    ],
    [
      'UID:misa@e2e.kubm',
      `DTSTART${kl(d.misa, '19:30')}`,
      `DTEND${kl(d.misa, '21:00')}`,
      'SUMMARY:Misa Belia',
      `DESCRIPTION:${text(LONG_DESCRIPTION)}`,
      `LOCATION:${text('Dewan St. Mary, Kuala Lumpur')}`,
      'URL:https://example.org/misa-belia',
    ],
    [
      'UID:hari-belia@e2e.kubm',
      `DTSTART;VALUE=DATE:${compact(d.hariBelia)}`,
      `DTEND;VALUE=DATE:${compact(addDays(d.hariBelia, 1))}`,
      'SUMMARY:Hari Belia',
    ],
    [
      'UID:tengah-malam@e2e.kubm',
      `DTSTART${kl(d.tengahMalam, '00:30')}`,
      `DTEND${kl(d.tengahMalam, '01:30')}`,
      'SUMMARY:Doa Tengah Malam',
    ],
    [
      'UID:kem@e2e.kubm',
      `DTSTART;VALUE=DATE:${compact(d.kem[0] ?? today)}`,
      `DTEND;VALUE=DATE:${compact(addDays(d.kem[2] ?? today, 1))}`,
      'SUMMARY:Kem Kepimpinan',
      `LOCATION:${text('Port Dickson')}`,
    ],
    [
      'UID:sambutan@e2e.kubm',
      `DTSTART${kl(d.sambutan, '10:00')}`,
      `DTEND${kl(d.sambutan, '12:00')}`,
      'SUMMARY:Sambutan Bulan Depan',
    ],
    ['UID:lalu@e2e.kubm', `DTSTART${kl(d.lalu, '10:00')}`, 'SUMMARY:Perjumpaan Bulan Lalu'],
  ];
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//KUBM//e2e//EN',
    'BEGIN:VTIMEZONE',
    `TZID:${CALENDAR_ZONE}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:+0800',
    'TZOFFSETTO:+0800',
    'TZNAME:+08',
    'END:STANDARD',
    'END:VTIMEZONE',
    ...events.flatMap((lines) => [
      'BEGIN:VEVENT',
      `DTSTAMP:${compact(today)}T000000Z`,
      ...lines,
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}
