// Fixture feeds built relative to today in Kuala Lumpur (so the 3-month window always has something to
// find), plus fixed dates for the month bounds, and a Google API answer in two pages.

export const KL = 'Asia/Kuala_Lumpur';

/** Today in Kuala Lumpur, 'yyyy-MM-dd'. */
export function klToday(now = Date.now()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: KL,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** Today + n days, 'yyyy-MM-dd'. */
export function day(n: number, today = klToday()): string {
  const [y = 0, m = 1, d = 1] = today.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

const compact = (date: string) => date.replaceAll('-', '');

/** 'yyyyMMddTHHmmssZ' of an instant (Date.now() based). */
function utcStamp(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** The UTC id suffix of a Kuala Lumpur wall time (UTC+8, no DST). */
export function klUtcStamp(date: string, time: string): string {
  const [h = 0, min = 0] = time.split(':').map(Number);
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  return utcStamp(Date.UTC(y, m - 1, d, h - 8, min));
}

const VTIMEZONES = [
  'BEGIN:VTIMEZONE',
  'TZID:Asia/Kuala_Lumpur',
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0800',
  'TZOFFSETTO:+0800',
  'TZNAME:+08',
  'END:STANDARD',
  'END:VTIMEZONE',
  'BEGIN:VTIMEZONE',
  'TZID:Asia/Tokyo',
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0900',
  'TZOFFSETTO:+0900',
  'TZNAME:JST',
  'END:STANDARD',
  'END:VTIMEZONE',
];

export function calendarText(events: string[][]): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//KUBM//fixture//EN',
    'X-WR-CALNAME:Kalendar KUBM',
    ...VTIMEZONES,
    ...events.flatMap((lines) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT']),
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

const kl = (date: string, time: string) =>
  `;TZID=Asia/Kuala_Lumpur:${compact(date)}T${time.replace(':', '')}00`;

/**
 * The relative fixture, D = today in Kuala Lumpur:
 * misa (D+7 19:30–21:00), hari-belia (all-day D+10), koir (weekly from D-13 20:00, no end; EXDATE D+8; the
 * D+15 instance moved to D+16 21:00), retret (all-day D-1..D+1, ongoing), kem (all-day D+20..D+22),
 * tokyo (D+5 10:00 Tokyo = 09:00 KL), batal (cancelled, D+3), lalu (D-30), jauh (D+100), sedang (started an
 * hour ago, ends in an hour), selesai (ended two hours ago).
 */
export function relativeEvents(now = Date.now()): string[][] {
  const d = (n: number) => day(n, klToday(now));
  return [
    [
      'UID:misa@kubm',
      `DTSTART${kl(d(7), '19:30')}`,
      `DTEND${kl(d(7), '21:00')}`,
      'SUMMARY:Misa Belia\\, Doa\\; dan Puji',
      'DESCRIPTION:Bawa Alkitab\\nJumpa di dewan \\\\ pintu B',
      'LOCATION:Dewan St. Mary\\, Kuala Lumpur',
      'URL:https://example.org/misa',
    ],
    [
      'UID:hari-belia@kubm',
      `DTSTART;VALUE=DATE:${compact(d(10))}`,
      `DTEND;VALUE=DATE:${compact(d(11))}`,
      'SUMMARY:Hari Belia',
    ],
    [
      'UID:koir@kubm',
      `DTSTART${kl(d(-13), '20:00')}`,
      `DTEND${kl(d(-13), '22:00')}`,
      'RRULE:FREQ=WEEKLY',
      `EXDATE${kl(d(8), '20:00')}`,
      'SUMMARY:Latihan Koir',
    ],
    [
      'UID:koir@kubm',
      `RECURRENCE-ID${kl(d(15), '20:00')}`,
      `DTSTART${kl(d(16), '21:00')}`,
      `DTEND${kl(d(16), '23:00')}`,
      'SUMMARY:Latihan Koir (dipindah)',
    ],
    [
      'UID:retret@kubm',
      `DTSTART;VALUE=DATE:${compact(d(-1))}`,
      `DTEND;VALUE=DATE:${compact(d(2))}`,
      'SUMMARY:Retret Belia',
    ],
    [
      'UID:kem@kubm',
      `DTSTART;VALUE=DATE:${compact(d(20))}`,
      `DTEND;VALUE=DATE:${compact(d(23))}`,
      'SUMMARY:Kem Kepimpinan',
    ],
    [
      'UID:tokyo@kubm',
      `DTSTART;TZID=Asia/Tokyo:${compact(d(5))}T100000`,
      `DTEND;TZID=Asia/Tokyo:${compact(d(5))}T110000`,
      'SUMMARY:Webinar Tokyo',
    ],
    ['UID:batal@kubm', `DTSTART${kl(d(3), '10:00')}`, 'STATUS:CANCELLED', 'SUMMARY:Dibatalkan'],
    ['UID:lalu@kubm', `DTSTART${kl(d(-30), '10:00')}`, 'SUMMARY:Sudah Lalu'],
    ['UID:jauh@kubm', `DTSTART;VALUE=DATE:${compact(d(100))}`, 'SUMMARY:Terlalu Jauh'],
    [
      'UID:sedang@kubm',
      `DTSTART:${utcStamp(now - 3_600_000)}`,
      `DTEND:${utcStamp(now + 3_600_000)}`,
      'SUMMARY:Sedang Berlangsung',
    ],
    [
      'UID:selesai@kubm',
      `DTSTART:${utcStamp(now - 3 * 3_600_000)}`,
      `DTEND:${utcStamp(now - 2 * 3_600_000)}`,
      'SUMMARY:Sudah Selesai',
    ],
  ];
}

/**
 * The month-bound tests' year: the first leap year at least two years ahead, so the relative events
 * (at most 100 days away) never fall in the months tested, whenever the tests run.
 */
export const LEAP = (() => {
  let year = new Date().getUTCFullYear() + 2;
  while (!(year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0))) year++;
  return year;
})();

/** Fixed dates around the month ends of LEAP-1 and LEAP, in Kuala Lumpur time (UTC+8). */
export function monthBoundEvents(leap = LEAP): string[][] {
  const y = String(leap);
  const prev = String(leap - 1);
  return [
    ['UID:jan-last', `DTSTART${kl(`${y}-01-31`, '23:30')}`, 'SUMMARY:Akhir Januari'],
    // 00:30 on 1 February in KL is still 31 January in UTC.
    ['UID:feb-first', `DTSTART${kl(`${y}-02-01`, '00:30')}`, 'SUMMARY:Awal Februari'],
    [
      'UID:leap',
      `DTSTART${kl(`${y}-02-29`, '19:30')}`,
      `DTEND${kl(`${y}-02-29`, '21:00')}`,
      'SUMMARY:Hari Lompat',
    ],
    ['UID:mar-first', `DTSTART${kl(`${y}-03-01`, '00:00')}`, 'SUMMARY:Awal Mac'],
    ['UID:dec-last', `DTSTART${kl(`${prev}-12-31`, '23:59')}`, 'SUMMARY:Malam Tahun Baru'],
    ['UID:new-year', `DTSTART;VALUE=DATE:${y}0101`, 'SUMMARY:Tahun Baru'],
    ['UID:span', `DTSTART;VALUE=DATE:${prev}1230`, `DTEND;VALUE=DATE:${y}0103`, 'SUMMARY:Cuti Hujung Tahun'],
    [
      'UID:nov-last',
      `DTSTART${kl(`${prev}-11-30`, '23:00')}`,
      `DTEND${kl(`${prev}-12-01`, '01:00')}`,
      'SUMMARY:Melintas Bulan',
    ],
  ];
}

/** Many events (the bench, the refresh test): n one-hour events, one a day from tomorrow, every 7th weekly. */
export function manyEvents(n: number, now = Date.now()): string[][] {
  const d = (k: number) => day(k, klToday(now));
  return Array.from({ length: n }, (_, i) => [
    `UID:banyak-${i}@kubm`,
    `DTSTART${kl(d(1 + (i % 120)), `${String(8 + (i % 12)).padStart(2, '0')}:00`)}`,
    'DURATION:PT1H',
    ...(i % 7 === 0 ? ['RRULE:FREQ=WEEKLY;COUNT=20'] : []),
    `SUMMARY:Acara ${i}`,
    `DESCRIPTION:Penerangan acara ${i}\\, dengan butiran yang agak panjang untuk mengisi suapan.`,
    'LOCATION:Dewan Paroki',
  ]);
}

/** Google's events.list answer in two pages (page 2 named by nextPageToken '1'). */
export function googlePages(now = Date.now()): unknown[] {
  const d = (n: number) => day(n, klToday(now));
  return [
    {
      kind: 'calendar#events',
      nextPageToken: '1',
      items: [
        {
          id: 'g-misa',
          status: 'confirmed',
          htmlLink: 'https://www.google.com/calendar/event?eid=Zy1taXNh',
          summary: 'Misa Belia',
          description: 'Bawa <b>Alkitab</b><br>Jumpa di <a href="https://example.org/peta">peta</a>',
          location: 'Dewan St. Mary',
          start: { dateTime: `${d(7)}T19:30:00+08:00`, timeZone: 'Asia/Kuala_Lumpur' },
          end: { dateTime: `${d(7)}T21:00:00+08:00`, timeZone: 'Asia/Kuala_Lumpur' },
        },
        {
          id: 'g-batal',
          status: 'cancelled',
          start: { dateTime: `${d(8)}T10:00:00+08:00` },
          end: { dateTime: `${d(8)}T11:00:00+08:00` },
        },
      ],
    },
    {
      kind: 'calendar#events',
      items: [
        {
          id: 'g-kem',
          status: 'confirmed',
          htmlLink: 'https://www.google.com/calendar/event?eid=Zy1rZW0',
          summary: 'Kem Kepimpinan',
          start: { date: d(20) },
          end: { date: d(23) },
        },
        {
          id: 'g-koir_20990101',
          status: 'confirmed',
          summary: 'Latihan Koir',
          start: { dateTime: `${d(1)}T12:00:00Z` },
          end: { dateTime: `${d(1)}T14:00:00Z` },
        },
      ],
    },
  ];
}
