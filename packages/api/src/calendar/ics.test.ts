import { describe, expect, it } from 'vitest';
import { toCalendarEvent } from './event';
import { expandIcs, IcsParseError, MAX_OCCURRENCES_PER_EVENT, parseIcs } from './ics';
import { startOfDay } from './time';

const KL = 'Asia/Kuala_Lumpur';

const VTIMEZONE_KL = [
  'BEGIN:VTIMEZONE',
  'TZID:Asia/Kuala_Lumpur',
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0800',
  'TZOFFSETTO:+0800',
  'TZNAME:+08',
  'END:STANDARD',
  'END:VTIMEZONE',
];

const VTIMEZONE_LONDON = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/London',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0000',
  'TZOFFSETTO:+0100',
  'TZNAME:BST',
  'DTSTART:19700329T010000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0000',
  'TZNAME:GMT',
  'DTSTART:19701025T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

function ics(...events: string[][]): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//KUBM//test//EN',
    ...VTIMEZONE_KL,
    ...VTIMEZONE_LONDON,
    ...events.flatMap((lines) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT']),
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

/** March 2026 in Kuala Lumpur. */
const MARCH = { from: startOfDay('2026-03-01', KL), to: startOfDay('2026-04-01', KL) };

const read = (text: string) => parseIcs(text, { zone: KL });

async function expand(text: string, window = MARCH) {
  return (await expandIcs(await read(text), window, KL)).events
    .map((e) => toCalendarEvent(e, KL, 'https://calendar.example/page'))
    .sort((a, b) => a.start.localeCompare(b.start));
}

describe('ICS feeds', async () => {
  it('reads a timed event in its VTIMEZONE, with its text unescaped', async () => {
    const [event] = await expand(
      ics([
        'UID:misa@kubm',
        'DTSTART;TZID=Asia/Kuala_Lumpur:20260305T193000',
        'DTEND;TZID=Asia/Kuala_Lumpur:20260305T210000',
        'SUMMARY:Misa Belia\\, Doa\\; dan Puji',
        'DESCRIPTION:Baris satu\\nBaris dua \\\\ tamat',
        'LOCATION:Dewan St. Mary\\, KL',
        'URL:https://example.org/misa',
      ]),
    );
    expect(event).toEqual({
      id: 'misa@kubm',
      summary: 'Misa Belia, Doa; dan Puji',
      description: 'Baris satu\nBaris dua \\ tamat',
      location: 'Dewan St. Mary, KL',
      start: '2026-03-05T19:30:00+08:00',
      end: '2026-03-05T21:00:00+08:00',
      allDay: false,
      htmlLink: 'https://example.org/misa',
    });
  });

  it('reads other zones: a VTIMEZONE with DST, a bare IANA TZID, UTC and floating times', async () => {
    const events = await expand(
      ics(
        // 10:00 in London on 30 March 2026 is BST (+01:00): 09:00 UTC, 17:00 in Kuala Lumpur.
        ['UID:london', 'DTSTART;TZID=Europe/London:20260330T100000', 'DURATION:PT1H', 'SUMMARY:London'],
        // No VTIMEZONE for New York in the file: read as the IANA zone (EDT from 8 March).
        ['UID:ny', 'DTSTART;TZID=America/New_York:20260310T090000', 'SUMMARY:New York'],
        ['UID:utc', 'DTSTART:20260311T120000Z', 'DTEND:20260311T130000Z', 'SUMMARY:UTC'],
        // A floating time (no zone) is the parish's wall clock.
        ['UID:floating', 'DTSTART:20260312T080000', 'SUMMARY:Floating'],
        // A Windows zone id (Exchange) is read through CLDR's mapping: Berlin, still +01:00 in March.
        ['UID:windows', 'DTSTART;TZID=W. Europe Standard Time:20260313T080000', 'SUMMARY:Windows'],
        // A zone name nobody knows falls back to the parish's.
        ['UID:unknown', 'DTSTART;TZID=Mars/Olympus:20260314T080000', 'SUMMARY:Unknown'],
      ),
    );
    const byId = Object.fromEntries(events.map((e) => [e.id, [e.start, e.end]]));
    expect(byId).toEqual({
      london: ['2026-03-30T17:00:00+08:00', '2026-03-30T18:00:00+08:00'],
      ny: ['2026-03-10T21:00:00+08:00', '2026-03-10T21:00:00+08:00'],
      utc: ['2026-03-11T20:00:00+08:00', '2026-03-11T21:00:00+08:00'],
      floating: ['2026-03-12T08:00:00+08:00', '2026-03-12T08:00:00+08:00'],
      windows: ['2026-03-13T15:00:00+08:00', '2026-03-13T15:00:00+08:00'],
      unknown: ['2026-03-14T08:00:00+08:00', '2026-03-14T08:00:00+08:00'],
    });
  });

  it('gives all-day events dates, the end inclusive', async () => {
    const events = await expand(
      ics(
        ['UID:one', 'DTSTART;VALUE=DATE:20260310', 'DTEND;VALUE=DATE:20260311', 'SUMMARY:Satu hari'],
        ['UID:three', 'DTSTART;VALUE=DATE:20260320', 'DTEND;VALUE=DATE:20260323', 'SUMMARY:Tiga hari'],
        ['UID:noend', 'DTSTART;VALUE=DATE:20260325', 'SUMMARY:Tiada DTEND'],
      ),
    );
    expect(events.map((e) => [e.id, e.start, e.end, e.allDay])).toEqual([
      ['one', '2026-03-10', '2026-03-10', true],
      ['three', '2026-03-20', '2026-03-22', true],
      ['noend', '2026-03-25', '2026-03-25', true],
    ]);
  });

  it('expands a weekly RRULE with an EXDATE, a moved and a cancelled instance', async () => {
    const events = await expand(
      ics(
        [
          'UID:koir',
          'DTSTART;TZID=Asia/Kuala_Lumpur:20260303T200000',
          'DTEND;TZID=Asia/Kuala_Lumpur:20260303T220000',
          'RRULE:FREQ=WEEKLY;BYDAY=TU',
          'EXDATE;TZID=Asia/Kuala_Lumpur:20260310T200000',
          'SUMMARY:Latihan Koir',
        ],
        [
          'UID:koir',
          'RECURRENCE-ID;TZID=Asia/Kuala_Lumpur:20260317T200000',
          'DTSTART;TZID=Asia/Kuala_Lumpur:20260318T210000',
          'DTEND;TZID=Asia/Kuala_Lumpur:20260318T230000',
          'SUMMARY:Latihan Koir (dipindah)',
        ],
        [
          'UID:koir',
          'RECURRENCE-ID;TZID=Asia/Kuala_Lumpur:20260324T200000',
          'DTSTART;TZID=Asia/Kuala_Lumpur:20260324T200000',
          'STATUS:CANCELLED',
          'SUMMARY:Latihan Koir',
        ],
      ),
    );
    expect(events.map((e) => [e.id, e.summary, e.start])).toEqual([
      ['koir_20260303T120000Z', 'Latihan Koir', '2026-03-03T20:00:00+08:00'],
      ['koir_20260317T120000Z', 'Latihan Koir (dipindah)', '2026-03-18T21:00:00+08:00'],
      ['koir_20260331T120000Z', 'Latihan Koir', '2026-03-31T20:00:00+08:00'],
    ]);
    expect(events[1]?.end).toBe('2026-03-18T23:00:00+08:00');
  });

  it('shows an instance moved from beyond the window into it, and leaves out one moved away', async () => {
    const events = await expand(
      ics(
        ['UID:m', 'DTSTART;VALUE=DATE:20260305', 'RRULE:FREQ=MONTHLY;COUNT=3', 'SUMMARY:Bulanan'],
        // April's instance moved into March; March's moved to May.
        ['UID:m', 'RECURRENCE-ID;VALUE=DATE:20260405', 'DTSTART;VALUE=DATE:20260330', 'SUMMARY:Awal'],
        ['UID:m', 'RECURRENCE-ID;VALUE=DATE:20260305', 'DTSTART;VALUE=DATE:20260510', 'SUMMARY:Lewat'],
      ),
    );
    expect(events.map((e) => [e.id, e.start])).toEqual([['m_20260405', '2026-03-30']]);
  });

  it('leaves out cancelled events and keeps a lone changed instance', async () => {
    const events = await expand(
      ics(
        ['UID:batal', 'DTSTART:20260305T010000Z', 'STATUS:CANCELLED', 'SUMMARY:Dibatalkan'],
        ['UID:lone', 'RECURRENCE-ID:20260306T010000Z', 'DTSTART:20260307T010000Z', 'SUMMARY:Sendiri'],
      ),
    );
    expect(events.map((e) => e.id)).toEqual(['lone_20260306T010000Z']);
  });

  it('includes events overlapping the window and only those', async () => {
    const events = await expand(
      ics(
        ['UID:before', 'DTSTART;VALUE=DATE:20260227', 'DTEND;VALUE=DATE:20260302', 'SUMMARY:Melintas'],
        [
          'UID:feb',
          'DTSTART;TZID=Asia/Kuala_Lumpur:20260228T230000',
          'DTEND;TZID=Asia/Kuala_Lumpur:20260301T000000',
        ],
        ['UID:april', 'DTSTART;TZID=Asia/Kuala_Lumpur:20260401T000000'],
      ),
    );
    expect(events.map((e) => [e.id, e.summary])).toEqual([['before', 'Melintas']]);
  });

  it('bounds an endless recurrence', async () => {
    const started = performance.now();
    const result = await expandIcs(
      await read(
        ics(['UID:every-second', 'DTSTART:20260301T000000Z', 'RRULE:FREQ=SECONDLY', 'SUMMARY:Tanpa henti']),
      ),
      MARCH,
      KL,
    );
    expect(result.events).toHaveLength(MAX_OCCURRENCES_PER_EVENT);
    expect(result.capped).toEqual(['every-second']);
    // From long ago: the series stops at the window's end or the step cap, never runs on.
    const daily = await expandIcs(
      await read(ics(['UID:daily', 'DTSTART;VALUE=DATE:19900101', 'RRULE:FREQ=DAILY', 'SUMMARY:Harian'])),
      MARCH,
      KL,
    );
    expect(daily.events).toHaveLength(31);
    // Started 40,000 minutes before the window: fast-forwarded to it, then the per-event cap ends it.
    const minutely = await expandIcs(
      await read(
        ics(['UID:minutely', 'DTSTART:20260201T000000Z', 'RRULE:FREQ=MINUTELY', 'SUMMARY:Setiap minit']),
      ),
      MARCH,
      KL,
    );
    expect(minutely.events).toHaveLength(MAX_OCCURRENCES_PER_EVENT);
    expect(minutely.events[0]?.start).toBe(MARCH.from);
    expect(minutely.capped).toEqual(['minutely']);
    // A rule that can never match (30 February, daily) makes ical.js search without end: refused when read.
    const never = await read(
      ics([
        'UID:never',
        'DTSTART:20260301T000000Z',
        'RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30',
        'SUMMARY:Tidak',
      ]),
    );
    expect(never.skipped).toEqual({ rrule: 1 });
    // A guard against running on: the counts above prove the bounds; this whole test takes under 1 s even on
    // a loaded machine, and a search without end never returns (it stays below the 30 s test timeout).
    expect(performance.now() - started).toBeLessThan(20_000);
  });

  it('loses only what cannot be read: a bad DTEND, one bad date of a list, spaces in a rule', async () => {
    const events = await expand(
      ics(
        // libical's test data: a 7-digit time. The event is kept and ends at its start.
        ['UID:bad-end', 'DTSTART:20260302T010000Z', 'DTEND:20260302T1930000Z', 'SUMMARY:Tanpa hujung'],
        // Google birthdays carry 'RDATE:20131210Z' (a date with a Z): that one date is dropped.
        [
          'UID:rdates',
          'DTSTART;VALUE=DATE:20260303',
          'RDATE;VALUE=DATE:20131210Z,20260317',
          'SUMMARY:Tarikh',
        ],
        // Exchange's CDO writes spaces between the days.
        ['UID:cdo', 'DTSTART:20260302T020000Z', 'RRULE:FREQ=WEEKLY;COUNT=2;BYDAY=MO, TU', 'SUMMARY:CDO'],
      ),
    );
    expect(events.map((e) => [e.id, e.start, e.end])).toEqual([
      ['bad-end', '2026-03-02T09:00:00+08:00', '2026-03-02T09:00:00+08:00'],
      ['cdo_20260302T020000Z', '2026-03-02T10:00:00+08:00', '2026-03-02T10:00:00+08:00'],
      ['rdates_20260303', '2026-03-03', '2026-03-03'],
      ['cdo_20260303T020000Z', '2026-03-03T10:00:00+08:00', '2026-03-03T10:00:00+08:00'],
      ['rdates_20260317', '2026-03-17', '2026-03-17'],
    ]);
  });

  it('remembers where a rule ends, and still walks it for an earlier window', async () => {
    const calendar = await read(
      ics(
        ['UID:ended', 'DTSTART:20000103T020000Z', 'RRULE:FREQ=DAILY;UNTIL=20200101T000000Z', 'SUMMARY:Tamat'],
        ['UID:counted', 'DTSTART:20000103T030000Z', 'RRULE:FREQ=WEEKLY;COUNT=900', 'SUMMARY:Dikira'],
      ),
    );
    expect((await expandIcs(calendar, MARCH, KL)).events).toEqual([]);
    const march2010 = { from: startOfDay('2010-03-01', KL), to: startOfDay('2010-04-01', KL) };
    const earlier = (await expandIcs(calendar, march2010, KL)).events;
    expect(earlier.filter((e) => e.summary === 'Tamat')).toHaveLength(31);
    expect(earlier.filter((e) => e.summary === 'Dikira')).toHaveLength(5);
    expect((await expandIcs(calendar, MARCH, KL)).events).toEqual([]);
  });

  it('offers only web addresses as links, and gives ids even without a UID', async () => {
    const events = await expand(
      ics(['DTSTART:20260305T010000Z', 'URL:javascript:alert(1)'], ['DTSTART:20260305T020000Z']),
    );
    expect(events.map((e) => [e.id, e.summary, e.htmlLink])).toEqual([
      ['event-1', '(No title)', 'https://calendar.example/page'],
      ['event-2', '(No title)', 'https://calendar.example/page'],
    ]);
  });

  it('refuses what is not an iCalendar', async () => {
    await expect(read('<!doctype html><html><body>Sign in</body></html>')).rejects.toThrow(IcsParseError);
    await expect(read('')).rejects.toThrow(IcsParseError);
    await expect(read('BEGIN:VCARD\r\nVERSION:3.0\r\nEND:VCARD\r\n')).rejects.toThrow(IcsParseError);
  });
});
