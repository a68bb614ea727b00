// The calendar corpus: real-world feed forms from Google, Outlook/Exchange/Office 365 and Apple, the
// damaged forms real feeds carry, and random single-line damage of a good feed, each read through both doors
// (REST and tRPC) of one server whose feed is swapped between cases. Expected answers follow RFC 5545 and, where
// it is silent, what the writing program shows (calendar-corpus/*.ics; the B*/D* files are the shared repro set).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/logger';
import { type FeedServer, startFeedServer } from './calendar-feed';
import { day, klToday } from './calendar-fixtures';
import { registration } from './fixtures';
import { type Client, createClient, startTestServer, type TestServer } from './harness';

interface Event {
  id: string;
  summary: string;
  start: string;
  end: string;
  allDay: boolean;
}

interface Info {
  fetchedAt: string | null;
  stale: boolean;
}

/** What a member sees of an event: its title, and start and end as the API writes them. */
type Row = readonly [summary: string, start: string, end: string];

interface MonthExpectation {
  year: number;
  month: number;
  /** Every event of the month, in the answer's order (optional ones left out). */
  exact: Row[];
  /** Events a damaged line may cost: absent, or shown exactly so. */
  optional?: Row[];
}

interface CorpusCase {
  file: string;
  says: string;
  months: MonthExpectation[];
  /** Titles that must appear in none of the months checked. */
  absent?: string[];
  /**
   * The feed's only event is unreadable: whether that fetch counts as "nothing at all read" (last good events
   * kept) or as an empty calendar is the rewrite's call, so only `absent` and the statuses are checked.
   */
  mayKeepLastGood?: boolean;
}

const FEED_PATH = '/corpus.ics';
const KL_OFFSET = '+08:00';

/** A timed event on one day in Kuala Lumpur time ('HH:mm'). */
const at = (summary: string, date: string, from: string, to: string): Row => [
  summary,
  `${date}T${from}:00${KL_OFFSET}`,
  `${date}T${to}:00${KL_OFFSET}`,
];
/** An all-day event, end inclusive. */
const allDay = (summary: string, first: string, last = first): Row => [summary, first, last];

const corpus = (name: string) => readFileSync(new URL(`./calendar-corpus/${name}`, import.meta.url), 'utf8');

const CASES: CorpusCase[] = [
  // --- the shared repro set (../shared/calendar-repro, README) ---
  {
    file: 'B1-date-without-value-date.ics',
    says: 'a date written without VALUE=DATE is an all-day date',
    months: [
      {
        year: 2024,
        month: 2,
        exact: [
          at('A good event', '2024-02-10', '10:00', '11:00'),
          allDay('Date written without VALUE=DATE', '2024-02-15'),
        ],
      },
    ],
  },
  {
    file: 'B2-rdate-period.ics',
    says: "RDATE;VALUE=PERIOD gives an occurrence with the period's end",
    months: [
      {
        year: 2024,
        month: 1,
        exact: [
          at('Series with a PERIOD RDATE', '2024-01-01', '10:00', '11:00'),
          at('Series with a PERIOD RDATE', '2024-01-15', '10:00', '13:00'),
        ],
      },
      { year: 2024, month: 2, exact: [at('Series with a PERIOD RDATE', '2024-02-01', '10:00', '11:00')] },
      { year: 2024, month: 3, exact: [at('Series with a PERIOD RDATE', '2024-03-01', '10:00', '11:00')] },
      { year: 2024, month: 4, exact: [] },
    ],
  },
  {
    file: 'B3-line-without-colon.ics',
    says: 'a line with no colon is dropped, not the feed',
    months: [
      {
        year: 2024,
        month: 2,
        exact: [
          at('First event', '2024-02-10', '10:00', '11:00'),
          at('Second event', '2024-02-11', '10:00', '11:00'),
        ],
      },
    ],
  },
  {
    file: 'B4-exchange-allday-datetime-ids.ics',
    says: "date-time RECURRENCE-ID, EXDATE and UNTIL of an all-day series match by day in the series' zone",
    months: [
      {
        year: 2026,
        month: 2,
        exact: [allDay('All-day series', '2026-02-19'), allDay('All-day series (moved)', '2026-02-27')],
      },
      { year: 2026, month: 3, exact: [allDay('All-day series', '2026-03-03')] },
    ],
  },
  {
    file: 'B4b-exchange-allday-exdate-until.ics',
    says: "Exchange's own VTIMEZONE: the 18th excluded, the 23rd (UNTIL's day) kept",
    months: [
      {
        year: 2026,
        month: 2,
        exact: ['16', '17', '19', '20', '21', '22', '23'].map((d) =>
          allDay('Whole day, 16 to 23 February, not the 18th', `2026-02-${d}`),
        ),
      },
    ],
  },
  {
    file: 'B5-override-applied-to-another-series.ics',
    says: 'an override changes only the series with its own UID',
    months: [
      {
        year: 2024,
        month: 1,
        exact: [
          at('Choir practice', '2024-01-03', '19:00', '20:00'),
          at('Evening Mass', '2024-01-03', '19:00', '20:00'),
          at('Evening Mass', '2024-01-10', '19:00', '20:00'),
          at('Choir practice (moved to Thursday)', '2024-01-11', '20:00', '21:00'),
          at('Choir practice', '2024-01-17', '19:00', '20:00'),
          at('Evening Mass', '2024-01-17', '19:00', '20:00'),
          at('Choir practice', '2024-01-24', '19:00', '20:00'),
          at('Evening Mass', '2024-01-24', '19:00', '20:00'),
        ],
      },
    ],
  },
  {
    file: 'B6-two-overrides-one-instance.ics',
    says: 'of two overrides of one occurrence the higher SEQUENCE wins',
    months: [
      {
        year: 2024,
        month: 1,
        exact: [
          at('Daily', '2024-01-01', '10:00', '11:00'),
          at('Moved (newer, SEQUENCE 3)', '2024-01-02', '14:00', '15:00'),
          at('Daily', '2024-01-03', '10:00', '11:00'),
        ],
      },
    ],
  },
  {
    file: 'B7-google-date-until.ics',
    says: 'a date-only UNTIL on a timed series includes that day',
    months: [
      {
        year: 2024,
        month: 1,
        exact: ['10', '17', '24'].map((d) =>
          at('Weekly, last one on 24 January', `2024-01-${d}`, '19:00', '20:00'),
        ),
      },
    ],
  },
  {
    file: 'B8-thirtieth-february.ics',
    says: '30 February is not a date: skipped, not moved to 1 March',
    months: [
      { year: 2024, month: 2, exact: [] },
      { year: 2024, month: 3, exact: [] },
    ],
    absent: ['On 30 February'],
    mayKeepLastGood: true,
  },
  {
    file: 'D1-duplicate-uid-sequence.ics',
    says: 'of two copies of one UID the higher SEQUENCE wins',
    months: [
      {
        year: 2024,
        month: 1,
        exact: [at('Meeting (current, SEQUENCE 2)', '2024-01-15', '10:00', '11:00')],
      },
    ],
  },
  {
    file: 'D2-floating-with-x-wr-timezone.ics',
    says: 'floating times are read in X-WR-TIMEZONE',
    months: [
      {
        year: 2024,
        month: 4,
        exact: [at('Floating time in a US/Eastern calendar', '2024-04-11', '08:00', '08:30')],
      },
    ],
  },
  {
    file: 'D3-windows-display-name-tzid.ics',
    says: "Outlook's label '(UTC-05:00) Eastern Time (US & Canada)' is America/New_York",
    months: [
      {
        year: 2020,
        month: 10,
        exact: [at('Meeting in a Windows-named zone', '2020-10-29', '01:30', '03:00')],
      },
    ],
  },

  // --- a date without VALUE=DATE (DTSTART, DTEND, EXDATE, RDATE) ---
  {
    file: 'c1-date-no-value-dtstart-dtend.ics',
    says: 'DTSTART/DTEND dates without VALUE=DATE: all-day, DTEND exclusive; a folded description',
    months: [
      {
        year: 2024,
        month: 3,
        exact: [
          at('Mesyuarat AJK', '2024-03-04', '09:30', '11:00'),
          allDay('Retret Belia', '2024-03-05', '2024-03-07'),
          allDay('Hari Belia Paroki', '2024-03-20'),
        ],
      },
    ],
  },
  {
    file: 'c1-date-no-value-exdate-rdate.ics',
    says: 'EXDATE and RDATE dates without VALUE=DATE on an all-day series',
    months: [
      {
        year: 2024,
        month: 3,
        exact: [
          allDay('Kelas Katekismus', '2024-03-04'),
          at('Latihan Koir', '2024-03-06', '20:00', '22:00'),
          allDay('Kelas Katekismus', '2024-03-14'),
          allDay('Kelas Katekismus', '2024-03-18'),
          allDay('Kelas Katekismus', '2024-03-25'),
        ],
      },
    ],
  },
  {
    file: 'c1-date-no-value-exdate-2020.ics',
    says: 'EXDATE:20200116 without VALUE=DATE removes that day',
    months: [
      {
        year: 2020,
        month: 1,
        exact: ['14', '15', '17', '18'].map((d) => allDay('Kem Kepimpinan', `2020-01-${d}`)),
      },
    ],
  },

  // --- RDATE;VALUE=PERIOD ---
  {
    file: 'c2-rdate-period-duration.ics',
    says: 'a PERIOD written as start/duration',
    months: [
      {
        year: 2024,
        month: 3,
        exact: [
          at('Bengkel Liturgi', '2024-03-06', '10:00', '11:00'),
          at('Bengkel Liturgi', '2024-03-13', '10:00', '11:00'),
          at('Bengkel Liturgi', '2024-03-20', '10:00', '14:00'),
        ],
      },
    ],
  },
  {
    file: 'c2-rdate-period-tzid-list.ics',
    says: 'a folded list of PERIODs in a TZID, on an event without RRULE',
    months: [
      {
        year: 2024,
        month: 4,
        exact: [
          at('Sesi Kaunseling', '2024-04-01', '09:00', '10:00'),
          at('Sesi Kaunseling', '2024-04-05', '09:00', '12:00'),
          at('Sesi Kaunseling', '2024-04-12', '09:00', '10:30'),
        ],
      },
    ],
  },

  // --- all-day series with date-time RECURRENCE-ID/EXDATE/UNTIL (Exchange) ---
  {
    file: 'c3-exchange-allday-tokyo.ics',
    says: 'Tokyo Standard Time: midnight in Tokyo is still the previous day in Kuala Lumpur, matched by day',
    months: [
      {
        year: 2024,
        month: 11,
        exact: [
          allDay('Hari Keluarga', '2024-11-04'),
          allDay('Hari Keluarga (dipindah)', '2024-11-19'),
          allDay('Hari Keluarga', '2024-11-25'),
        ],
      },
    ],
  },
  {
    file: 'c3-exchange-allday-eastern.ics',
    says: 'Eastern Standard Time: a daily all-day series, one day excluded, one changed, UNTIL day kept',
    months: [
      {
        year: 2024,
        month: 6,
        exact: [
          allDay('Kem Belia', '2024-06-10'),
          allDay('Kem Belia', '2024-06-11'),
          allDay('Kem Belia (hari di pantai)', '2024-06-13'),
          allDay('Kem Belia', '2024-06-14'),
        ],
      },
    ],
  },

  // --- date-only UNTIL on a timed series (Google) ---
  {
    file: 'c4-google-date-until-daily.ics',
    says: 'a daily series until 28 March includes the 28th',
    months: [
      {
        year: 2024,
        month: 3,
        exact: ['25', '26', '27', '28'].map((d) => at('Novena Pagi', `2024-03-${d}`, '07:00', '07:30')),
      },
    ],
  },
  {
    file: 'c4-google-date-until-los-angeles.ics',
    says: "UNTIL's day is the series' own (Los Angeles), not UTC's: 15 June 18:00 there is included",
    months: [
      {
        year: 2024,
        month: 6,
        exact: ['02', '09', '16'].map((d) =>
          at('Doa bersama komuniti Los Angeles', `2024-06-${d}`, '09:00', '10:00'),
        ),
      },
    ],
  },

  // --- an override changes only its own UID's series ---
  {
    file: 'c5-override-own-uid-google.ics',
    says: 'two series at one time: one cancels an instance, the other moves another',
    months: [
      {
        year: 2024,
        month: 1,
        exact: [
          at('Doa Rosari', '2024-01-05', '20:00', '21:00'),
          at('Pendalaman Alkitab', '2024-01-05', '20:00', '21:00'),
          at('Pendalaman Alkitab', '2024-01-12', '20:00', '21:00'),
          at('Doa Rosari', '2024-01-19', '20:00', '21:00'),
          at('Pendalaman Alkitab (lewat)', '2024-01-19', '21:00', '22:00'),
          at('Doa Rosari', '2024-01-26', '20:00', '21:00'),
          at('Pendalaman Alkitab', '2024-01-26', '20:00', '21:00'),
        ],
      },
    ],
  },
  {
    file: 'c5-override-before-master-and-orphan.ics',
    says: 'an override before its master applies; one whose UID has no master stands alone',
    months: [
      {
        year: 2024,
        month: 2,
        exact: [
          at('Misa Harian', '2024-02-05', '07:00', '07:30'),
          at('Misa Harian', '2024-02-06', '07:00', '07:30'),
          at('Mesyuarat Pelayan (diubah)', '2024-02-06', '09:00', '10:00'),
          at('Misa Harian (lewat)', '2024-02-07', '08:00', '08:30'),
        ],
      },
    ],
  },

  // --- highest SEQUENCE wins, then the latest DTSTAMP ---
  {
    file: 'c6-sequence-same-then-dtstamp.ics',
    says: 'two copies with the same SEQUENCE: the later DTSTAMP wins (it comes first in the file)',
    months: [
      { year: 2024, month: 2, exact: [at('Rapat Pemimpin (baharu)', '2024-02-20', '11:00', '12:00')] },
    ],
  },
  {
    file: 'c6-sequence-series-copies.ics',
    says: 'two copies of a series and two overrides of one instance: the highest SEQUENCE of each',
    months: [
      {
        year: 2024,
        month: 2,
        exact: [
          at('Latihan Koir (jadual baharu)', '2024-02-06', '19:30', '21:00'),
          at('Latihan Koir (dipindah)', '2024-02-14', '19:30', '21:00'),
          at('Latihan Koir (jadual baharu)', '2024-02-20', '19:30', '21:00'),
          at('Latihan Koir (jadual baharu)', '2024-02-27', '19:30', '21:00'),
        ],
      },
    ],
  },

  // --- impossible dates and invalid durations ---
  {
    file: 'c7-impossible-dates.ics',
    says: '31 April, hour 25, 30 February, month 13 and minute 61 are refused, never rolled over',
    months: [
      { year: 2024, month: 2, exact: [] },
      { year: 2024, month: 3, exact: [at('Acara baik', '2024-03-10', '10:00', '11:00')] },
      { year: 2024, month: 4, exact: [] },
      { year: 2024, month: 5, exact: [] },
      { year: 2025, month: 1, exact: [] },
    ],
    absent: ['Pada 31 April', 'Pukul 25', 'Sehari pada 30 Februari', 'Bulan ketiga belas', 'Minit 61'],
  },
  {
    file: 'c7-invalid-durations.ics',
    says: 'DURATION P, P1M and P1DXYZ: the event is kept and ends at its start; valid ones apply',
    months: [
      {
        year: 2024,
        month: 3,
        exact: [
          at('Durasi P', '2024-03-12', '10:00', '10:00'),
          at('Durasi P1M', '2024-03-13', '10:00', '10:00'),
          at('Durasi P1DXYZ', '2024-03-14', '10:00', '10:00'),
          at('Durasi sah', '2024-03-15', '10:00', '11:30'),
          allDay('Minggu Belia', '2024-03-18', '2024-03-24'),
        ],
      },
    ],
  },

  // --- floating times in the feed's declared zone ---
  {
    file: 'c8-floating-one-vtimezone.ics',
    says: 'floating times in a feed with one VTIMEZONE (London) and no X-WR-TIMEZONE',
    months: [
      {
        year: 2024,
        month: 7,
        exact: [
          at('Pertemuan pelajar di London', '2024-07-11', '01:00', '02:30'),
          at('Panggilan video London', '2024-07-12', '16:00', '17:00'),
        ],
      },
    ],
  },
  {
    file: 'c8-floating-x-wr-sydney.ics',
    says: "floating times in X-WR-TIMEZONE Australia/Sydney, across Sydney's April DST end",
    months: [
      { year: 2024, month: 1, exact: [at('Sarapan komuniti Sydney', '2024-01-15', '06:00', '07:00')] },
      {
        year: 2024,
        month: 4,
        exact: [
          at('Doa Isnin Sydney', '2024-04-01', '06:00', '07:00'),
          at('Doa Isnin Sydney', '2024-04-08', '07:00', '08:00'),
        ],
      },
    ],
  },

  // --- Windows and Outlook zone names ---
  {
    file: 'c9-windows-id-no-vtimezone.ics',
    says: 'W. Europe and Romance Standard Time without VTIMEZONE (CLDR windowsZones)',
    months: [
      { year: 2024, month: 6, exact: [at('Panggilan dengan Berlin', '2024-06-12', '16:00', '17:00')] },
      { year: 2024, month: 12, exact: [at('Panggilan dengan Paris', '2024-12-10', '21:00', '22:00')] },
    ],
  },
  {
    file: 'c9-outlook-display-labels.ics',
    says: "Outlook's display labels name the zone (one folded inside its value)",
    months: [
      {
        year: 2024,
        month: 1,
        exact: [
          at('Webinar Eropah', '2024-01-16', '01:30', '03:00'),
          at('Taklimat Kuala Lumpur', '2024-01-20', '10:00', '11:00'),
        ],
      },
    ],
  },
  {
    file: 'c9-offset-only-labels.ics',
    says: "a label with only an offset, '(UTC+05:30)' or 'GMT+0530', is that fixed offset",
    months: [
      {
        year: 2024,
        month: 3,
        exact: [
          at('Panggilan Chennai', '2024-03-01', '12:30', '13:30'),
          at('Panggilan Mumbai', '2024-03-02', '12:30', '13:30'),
        ],
      },
    ],
  },

  // --- damaged lines and values: each costs at most its own event ---
  {
    file: 'dmg-line-without-colon.ics',
    says: 'a description fold that lost its space, and a stray line: those lines dropped, events kept',
    months: [
      {
        year: 2024,
        month: 5,
        exact: [
          at('Gotong-royong', '2024-05-04', '08:00', '12:00'),
          at('Misa Syukur', '2024-05-05', '10:00', '11:30'),
        ],
      },
    ],
  },
  {
    file: 'dmg-unclosed-quote.ics',
    says: 'a parameter with an unclosed quote costs at most its event',
    months: [
      {
        year: 2024,
        month: 5,
        exact: [
          at('Kelas Persediaan Perkahwinan', '2024-05-06', '19:00', '20:00'),
          at('Latihan Pembaca', '2024-05-09', '19:00', '20:00'),
        ],
        optional: [
          at('Petikan tidak ditutup (lokasi)', '2024-05-07', '19:00', '20:00'),
          at('Petikan tidak ditutup (penganjur)', '2024-05-08', '19:00', '20:00'),
        ],
      },
    ],
  },
  {
    file: 'dmg-exchange-quote-swallowed-value.ics',
    says: 'TZID="W. Europe Standard Time:20200609T090000": the value and the zone are recovered',
    months: [
      {
        year: 2020,
        month: 6,
        exact: [
          at('Mesyuarat Eropah', '2020-06-09', '15:00', '16:00'),
          at('Mesyuarat biasa', '2020-06-10', '15:00', '16:00'),
          at('Mesyuarat Perancis', '2020-06-17', '20:00', '21:00'),
        ],
      },
    ],
  },
  {
    file: 'dmg-unknown-freq.ics',
    says: 'RRULE:FREQ=SOMETIMES and BYDAY=XX cost at most their own events',
    months: [
      {
        year: 2024,
        month: 6,
        exact: [
          at('Misa Mingguan', '2024-06-02', '10:00', '11:30'),
          at('Mesyuarat Belia', '2024-06-05', '19:00', '20:00'),
          at('Misa Mingguan', '2024-06-09', '10:00', '11:30'),
          at('Misa Mingguan', '2024-06-16', '10:00', '11:30'),
        ],
        optional: [
          at('Kadang-kadang', '2024-06-03', '10:00', '11:00'),
          at('Hari XX', '2024-06-04', '10:00', '11:00'),
        ],
      },
    ],
  },
  {
    file: 'dmg-unreadable-values.ics',
    says: "DTSTART 'Next Year', an empty DTSTART, a cut time: those events skipped; a bad DTEND ends at start",
    months: [
      {
        year: 2024,
        month: 6,
        exact: [
          at('Kelas Alkitab', '2024-06-10', '19:00', '20:00'),
          at('Malam Pujian', '2024-06-14', '19:00', '20:00'),
        ],
        optional: [at('Penghujung rosak', '2024-06-12', '19:00', '19:00')],
      },
    ],
    absent: ['Tahun depan', 'Tiada masa mula', 'Masa terpotong'],
  },
  {
    file: 'dmg-stray-components.ics',
    says: 'VTODO, VJOURNAL, VFREEBUSY and unknown components are not events; VALARM and X- parts are ignored',
    months: [
      {
        year: 2024,
        month: 6,
        exact: [
          at('Latihan Muzik', '2024-06-13', '19:00', '20:00'),
          at('Bengkel Belia', '2024-06-15', '10:00', '12:00'),
        ],
        optional: [at('Acara dalam komponen asing', '2024-06-11', '10:00', '11:00')],
      },
    ],
    absent: ['Tugasan bukan acara', 'Catatan bukan acara'],
  },
  {
    file: 'dmg-begin-without-end.ics',
    says: 'a VEVENT that never ends costs at most itself, not the events after it',
    months: [
      {
        year: 2024,
        month: 7,
        exact: [
          at('Acara pertama', '2024-07-01', '19:00', '20:00'),
          at('Acara ketiga', '2024-07-03', '19:00', '20:00'),
          at('Acara keempat', '2024-07-04', '19:00', '20:00'),
        ],
        optional: [at('Acara tanpa END', '2024-07-02', '19:00', '20:00')],
      },
    ],
  },
  {
    file: 'dmg-end-without-begin.ics',
    says: 'stray END lines (VTIMEZONE, VEVENT, VALARM, unknown) are ignored',
    months: [
      {
        year: 2024,
        month: 7,
        exact: [
          at('Sesi satu', '2024-07-08', '19:00', '20:00'),
          at('Sesi dua', '2024-07-09', '19:00', '20:00'),
          at('Sesi tiga', '2024-07-10', '19:00', '20:00'),
        ],
      },
    ],
  },
  {
    file: 'dmg-truncated-download.ics',
    says: 'a feed cut off inside an event (no END:VEVENT, no END:VCALENDAR) keeps the events before',
    months: [
      {
        year: 2024,
        month: 7,
        exact: [
          at('Sebelum terpotong satu', '2024-07-15', '19:00', '20:00'),
          at('Sebelum terpotong dua', '2024-07-16', '19:00', '20:00'),
        ],
        optional: [at('Terpotong di tengah', '2024-07-17', '19:00', '20:00')],
      },
    ],
  },

  // --- forms that already work ---
  {
    file: 'ok-google-recurring-overrides.ics',
    says: 'Google: an endless weekly series with EXDATE, a moved and a cancelled instance',
    months: [
      {
        year: 2024,
        month: 9,
        exact: [
          at('Misa Belia', '2024-09-01', '17:00', '18:30'),
          at('Misa Belia', '2024-09-08', '17:00', '18:30'),
          at('Misa Belia (Sabtu malam)', '2024-09-21', '19:00', '20:30'),
        ],
      },
      {
        year: 2024,
        month: 10,
        exact: ['06', '13', '20', '27'].map((d) => at('Misa Belia', `2024-10-${d}`, '17:00', '18:30')),
      },
    ],
  },
  {
    file: 'ok-apple-tentative-cancelled.ics',
    says: 'Apple: a tentative event is shown, a cancelled one is not',
    months: [
      {
        year: 2024,
        month: 8,
        exact: [
          at('Lawatan Uskup (belum pasti)', '2024-08-10', '10:00', '12:00'),
          allDay('Perarakan Maria', '2024-08-15'),
        ],
      },
    ],
    absent: ['Konsert Amal (dibatalkan)'],
  },
  {
    file: 'ok-office365-custom-zone.ics',
    says: "Office 365's 'Customized Time Zone' VTIMEZONE (New York rules), winter and summer",
    months: [
      {
        year: 2024,
        month: 1,
        exact: [at('Mesyuarat dengan New York (musim sejuk)', '2024-01-15', '22:00', '23:30')],
      },
      {
        year: 2024,
        month: 7,
        exact: [at('Mesyuarat dengan New York (musim panas)', '2024-07-15', '21:00', '22:30')],
      },
    ],
  },
  {
    file: 'ok-dst-new-york-weekly.ics',
    says: 'a weekly 19:00 New York event keeps its wall time across the March and November switches',
    months: [
      {
        year: 2024,
        month: 3,
        exact: [
          at('Doa bersama New York', '2024-03-08', '08:00', '09:00'),
          at('Doa bersama New York', '2024-03-15', '07:00', '08:00'),
          at('Doa bersama New York', '2024-03-22', '07:00', '08:00'),
          at('Doa bersama New York', '2024-03-29', '07:00', '08:00'),
        ],
      },
      {
        year: 2024,
        month: 11,
        exact: [
          at('Doa bersama New York', '2024-11-01', '07:00', '08:00'),
          at('Doa bersama New York', '2024-11-08', '08:00', '09:00'),
          at('Doa bersama New York', '2024-11-15', '08:00', '09:00'),
        ],
      },
    ],
  },
  {
    file: 'ok-rdate-lists.ics',
    says: 'RDATE lists (two lines, timed and all-day) without RRULE',
    months: [
      {
        year: 2024,
        month: 9,
        exact: [
          at('Kursus Kepimpinan', '2024-09-02', '19:00', '21:00'),
          allDay('Hari Khidmat', '2024-09-05'),
          at('Kursus Kepimpinan', '2024-09-09', '19:00', '21:00'),
          allDay('Hari Khidmat', '2024-09-10'),
          allDay('Hari Khidmat', '2024-09-12'),
          at('Kursus Kepimpinan', '2024-09-16', '19:00', '21:00'),
          at('Kursus Kepimpinan', '2024-09-30', '19:00', '21:00'),
        ],
      },
    ],
  },
  {
    file: 'ok-multiple-rrules.ics',
    says: 'two RRULEs: the union of both',
    months: [
      {
        year: 2024,
        month: 10,
        exact: ['01', '03', '08', '10', '15'].map((d) => at('Misa Pagi', `2024-10-${d}`, '07:00', '07:45')),
      },
    ],
  },
];

/** A logger as the server builds it, keeping its lines. */
function capturingLogger() {
  const lines: string[] = [];
  const logger = createLogger('info', { destination: { write: (line) => lines.push(line) } });
  return { logger, lines };
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function waitFor(check: () => Promise<boolean>, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await pause(30);
  }
}

const rowOf = (e: Event): Row => [e.summary, e.start, e.end];
const sameRow = (a: Row, b: Row) => a[0] === b[0] && a[1] === b[1] && a[2] === b[2];

/** The answer's own promises, whatever the feed: dates for all-day, instants in +08:00, unique ids. */
function expectWellFormed(events: Event[], where: string) {
  expect(new Set(events.map((e) => e.id)).size, `${where}: unique ids`).toBe(events.length);
  for (const e of events) {
    if (e.allDay) {
      expect(e.start, where).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(e.end, where).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(e.end >= e.start, `${where}: ${e.summary} ends before it starts`).toBe(true);
    } else {
      expect(e.start, where).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/);
      expect(Date.parse(e.end), `${where}: ${e.summary} ends before it starts`).toBeGreaterThanOrEqual(
        Date.parse(e.start),
      );
    }
  }
}

/** 'yyyy-MM-dd' as 'yyyyMMdd'. */
const compact = (date: string) => date.replaceAll('-', '');

/** A Google-style feed with a Kuala Lumpur VTIMEZONE around the given event lines, CRLF. */
function googleFeed(body: string[]): string {
  return [
    'BEGIN:VCALENDAR',
    'PRODID:-//Google Inc//Google Calendar 70.9054//EN',
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'X-WR-CALNAME:Kalendar KUBM',
    'X-WR-TIMEZONE:Asia/Kuala_Lumpur',
    ...KL_VTIMEZONE,
    ...body,
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

const KL_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Asia/Kuala_Lumpur',
  'X-LIC-LOCATION:Asia/Kuala_Lumpur',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0800',
  'TZOFFSETTO:+0800',
  'TZNAME:+08',
  'DTSTART:19700101T000000',
  'END:STANDARD',
  'END:VTIMEZONE',
];

const NY_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:America/New_York',
  'X-LIC-LOCATION:America/New_York',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'TZNAME:EDT',
  'DTSTART:19700308T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'TZNAME:EST',
  'DTSTART:19701101T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** One VEVENT of the property feed: its UID (no '_', so an occurrence id's prefix names it) and lines. */
function vevent(uid: string, lines: string[]): string[] {
  return ['BEGIN:VEVENT', `UID:${uid}`, 'DTSTAMP:20250201T000000Z', ...lines, 'END:VEVENT'];
}

const KL = (stamp: string) => `;TZID=Asia/Kuala_Lumpur:${stamp}`;

/** A good feed of 16 events in March–April 2025: timed, all-day, recurring with moved and cancelled instances. */
const PROPERTY_BLOCKS: Array<{ owner: string; lines: string[] }> = [
  { owner: 'zone:Asia/Kuala_Lumpur', lines: KL_VTIMEZONE },
  { owner: 'zone:America/New_York', lines: NY_VTIMEZONE },
  {
    owner: 'p01',
    lines: vevent('p01', [
      `DTSTART${KL('20250303T190000')}`,
      `DTEND${KL('20250303T200000')}`,
      'SUMMARY:P01 Mesyuarat AJK',
    ]),
  },
  {
    owner: 'p02',
    lines: vevent('p02', ['DTSTART:20250304T020000Z', 'DTEND:20250304T030000Z', 'SUMMARY:P02 Taklimat']),
  },
  {
    owner: 'p03',
    lines: vevent('p03', [
      'DTSTART;VALUE=DATE:20250305',
      'DTEND;VALUE=DATE:20250306',
      'SUMMARY:P03 Hari Khidmat',
    ]),
  },
  {
    owner: 'p04',
    lines: vevent('p04', ['DTSTART;VALUE=DATE:20250307', 'DTEND;VALUE=DATE:20250310', 'SUMMARY:P04 Retret']),
  },
  {
    owner: 'p05',
    lines: [
      ...vevent('p05', [
        `DTSTART${KL('20250302T170000')}`,
        `DTEND${KL('20250302T183000')}`,
        'RRULE:FREQ=WEEKLY;COUNT=8',
        `EXDATE${KL('20250316T170000')}`,
        'SUMMARY:P05 Misa Belia',
      ]),
      ...vevent('p05', [
        `RECURRENCE-ID${KL('20250323T170000')}`,
        `DTSTART${KL('20250322T190000')}`,
        `DTEND${KL('20250322T203000')}`,
        'SEQUENCE:1',
        'SUMMARY:P05 Misa Belia (Sabtu)',
      ]),
      ...vevent('p05', [
        `RECURRENCE-ID${KL('20250406T170000')}`,
        `DTSTART${KL('20250406T170000')}`,
        `DTEND${KL('20250406T183000')}`,
        'SEQUENCE:1',
        'STATUS:CANCELLED',
        'SUMMARY:P05 Misa Belia',
      ]),
    ],
  },
  {
    owner: 'p06',
    lines: vevent('p06', [
      'DTSTART;TZID=America/New_York:20250312T190000',
      'DTEND;TZID=America/New_York:20250312T200000',
      'SUMMARY:P06 Doa New York',
    ]),
  },
  {
    owner: 'p07',
    lines: vevent('p07', [
      'DTSTART;VALUE=DATE:20250324',
      'DTEND;VALUE=DATE:20250325',
      'RRULE:FREQ=DAILY;COUNT=3',
      'SUMMARY:P07 Kem Belia',
    ]),
  },
  {
    owner: 'p08',
    lines: vevent('p08', [
      `DTSTART${KL('20250326T090000')}`,
      `DTEND${KL('20250326T170000')}`,
      'SUMMARY:P08 Bengkel',
      'DESCRIPTION:Bengkel kepimpinan untuk semua ketua ministri. Sila bawa komput',
      ' er riba\\, buku nota dan semangat. Makan tengah hari disediakan oleh jawatan',
      ' kuasa.',
      'LOCATION:Dewan St. Mary\\, Jalan Tun Sambanthan\\, Kuala Lumpur',
    ]),
  },
  {
    owner: 'p09',
    lines: vevent('p09', [`DTSTART${KL('20250328T200000')}`, 'DURATION:PT2H', 'SUMMARY:P09 Malam Pujian']),
  },
  {
    owner: 'p10',
    lines: vevent('p10', [
      `DTSTART${KL('20250307T070000')}`,
      `DTEND${KL('20250307T080000')}`,
      'RRULE:FREQ=MONTHLY;BYDAY=1FR;COUNT=2',
      'SUMMARY:P10 Misa Jumaat Pertama',
    ]),
  },
  {
    owner: 'p11',
    lines: vevent('p11', ['DTSTART;VALUE=DATE:20250401', 'SUMMARY:P11 Hari Keluarga']),
  },
  {
    owner: 'p12',
    lines: vevent('p12', [
      `DTSTART${KL('20250410T100000')}`,
      `DTEND${KL('20250410T120000')}`,
      'SUMMARY:P12 Lawatan Hospital',
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      'DESCRIPTION:Peringatan',
      'TRIGGER:-PT30M',
      'END:VALARM',
    ]),
  },
  {
    owner: 'p13',
    lines: [
      ...vevent('p13', [
        `DTSTART${KL('20250402T200000')}`,
        `DTEND${KL('20250402T213000')}`,
        'RRULE:FREQ=WEEKLY;UNTIL=20250423T235959Z',
        'SUMMARY:P13 Latihan Koir',
      ]),
      ...vevent('p13', [
        `RECURRENCE-ID${KL('20250416T200000')}`,
        `DTSTART${KL('20250417T200000')}`,
        `DTEND${KL('20250417T213000')}`,
        'SUMMARY:P13 Latihan Koir (Khamis)',
      ]),
    ],
  },
  {
    owner: 'p14',
    lines: vevent('p14', ['DTSTART:20250415T120000Z', 'DTEND:20250415T130000Z', 'SUMMARY:P14 Webinar']),
  },
  {
    owner: 'p15',
    lines: vevent('p15', [
      'DTSTART;VALUE=DATE:20250420',
      'DTEND;VALUE=DATE:20250422',
      'SUMMARY:P15 Hari Paskah',
    ]),
  },
  {
    owner: 'p16',
    lines: vevent('p16', [
      `DTSTART${KL('20250425T200000')}`,
      `DTEND${KL('20250425T223000')}`,
      'STATUS:TENTATIVE',
      'SUMMARY:P16 Konsert (belum pasti)',
    ]),
  },
];

const PROPERTY_HEAD = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Google Inc//Google Calendar 70.9054//EN',
  'CALSCALE:GREGORIAN',
  'X-WR-CALNAME:Kalendar KUBM',
  'X-WR-TIMEZONE:Asia/Kuala_Lumpur',
];

interface FeedLine {
  text: string;
  /** 'pNN' for an event's lines, 'zone:…' for a VTIMEZONE's, '' for the calendar's own. */
  owner: string;
}

const PROPERTY_LINES: FeedLine[] = [
  ...PROPERTY_HEAD.map((text) => ({ text, owner: '' })),
  ...PROPERTY_BLOCKS.flatMap(({ owner, lines }) => lines.map((text) => ({ text, owner }))),
  { text: 'END:VCALENDAR', owner: '' },
];

/** The events a damaged line may cost: its own event, or every event that uses a damaged zone. */
function touchedBy(owner: string): Set<string> {
  if (owner === '') return new Set();
  if (!owner.startsWith('zone:')) return new Set([owner]);
  const tzid = owner.slice('zone:'.length);
  return new Set(
    PROPERTY_BLOCKS.filter((b) => b.lines.some((l) => l.includes(`TZID=${tzid}`))).map((b) => b.owner),
  );
}

/** mulberry32: a small seeded PRNG, so every run damages the same lines the same way. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAMAGE_KINDS = ['delete', 'cut', 'no-colon', 'garbage', 'duplicate', 'quote', 'swap'] as const;
type DamageKind = (typeof DAMAGE_KINDS)[number];

interface Damage {
  kind: DamageKind;
  index: number;
  before: string;
  after: string[];
  owner: string;
}

/** One random single-line damage of the property feed (never its BEGIN/END:VCALENDAR). */
function damage(random: () => number): Damage {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const kind = pick(DAMAGE_KINDS);
  const candidates = PROPERTY_LINES.map((line, index) => ({ ...line, index })).filter(
    (line) =>
      line.index > 0 &&
      line.index < PROPERTY_LINES.length - 1 &&
      (kind !== 'swap' || /^(BEGIN|END):/.test(line.text)),
  );
  const { text, index, owner } = pick(candidates);
  const at = 1 + Math.floor(random() * Math.max(1, text.length - 1));
  let after: string[];
  switch (kind) {
    case 'delete':
      after = [];
      break;
    case 'cut':
      after = [text.slice(0, Math.floor(text.length / 2))];
      break;
    case 'no-colon':
      after = [text.replace(':', '')];
      break;
    case 'garbage':
      after = [`${text.slice(0, at)}\u0000\u0007\uFFFD\u00ff${text.slice(at)}`];
      break;
    case 'duplicate':
      after = [text, text];
      break;
    case 'quote': {
      const semicolon = text.indexOf(';');
      const colon = text.indexOf(':');
      after = [
        semicolon > 0 && (colon < 0 || semicolon < colon)
          ? `${text.slice(0, text.indexOf('=', semicolon) + 1)}"${text.slice(text.indexOf('=', semicolon) + 1)}`
          : colon > 0
            ? `${text.slice(0, colon)};X-NOTE="${text.slice(colon)}`
            : `"${text}`,
      ];
      break;
    }
    case 'swap':
      after = [text.startsWith('BEGIN:') ? `END:${text.slice(6)}` : `BEGIN:${text.slice(4)}`];
      break;
  }
  return { kind, index, before: text, after, owner };
}

function propertyFeed(d?: Damage): string {
  const lines = PROPERTY_LINES.flatMap((line, index) => (d && index === d.index ? d.after : [line.text]));
  return `${lines.join('\r\n')}\r\n`;
}

describe('calendar corpus, read through both doors of one server', () => {
  let feed: FeedServer;
  let server: TestServer;
  let client: Client;
  let lines: string[];

  beforeAll(async () => {
    feed = await startFeedServer();
    feed.setIcs(FEED_PATH, propertyFeed());
    const captured = capturingLogger();
    lines = captured.lines;
    server = await startTestServer(
      {
        CALENDAR_ICS_URL: `${feed.url}${FEED_PATH}`,
        // Short, so each case's feed is fetched within a few polls (every request starts a due refresh).
        CALENDAR_REFRESH_SECONDS: '0.05',
        CALENDAR_RETRY_SECONDS: '0.05',
        CALENDAR_FETCH_TIMEOUT_SECONDS: '5',
        LOG_LEVEL: 'info',
      },
      { logger: captured.logger },
    );
    client = createClient(server.url);
    expect((await client.post('/api/register', registration())).status).toBe(201);
  });
  afterAll(async () => {
    await server?.stop();
    await feed?.close();
  });

  /**
   * Serves `text` and waits until a fetch that began after the change has ended: its events are served
   * (fetchedAt is that fetch's start), or it failed and a later one began (one fetch at a time).
   */
  async function load(text: string): Promise<Info> {
    feed.setIcs(FEED_PATH, text);
    const since = Date.now();
    const hitsBefore = feed.hits(FEED_PATH);
    let info: Info = { fetchedAt: null, stale: true };
    await waitFor(async () => {
      const res = await client.get('/api/calendar/info');
      expect(res.status, 'info').toBe(200);
      info = res.body as Info;
      // fetchedAt is when a fetch started: one started in the same millisecond as `since` may have been
      // answered just before setIcs, with the previous text. Only a later start surely read this one.
      if (info.fetchedAt !== null && Date.parse(info.fetchedAt) > since) return true;
      return info.stale && feed.hits(FEED_PATH) >= hitsBefore + 2;
    }, 10_000);
    return info;
  }

  /** The month on the REST door, checked to be the same on the tRPC door. */
  async function month(year: number, m: number, bothDoors = true): Promise<Event[]> {
    const rest = await client.get(`/api/calendar/month/${year}/${m}`);
    expect(rest.status, `REST month ${year}/${m}: ${rest.text.slice(0, 200)}`).toBe(200);
    const events = rest.body as Event[];
    expectWellFormed(events, `month ${year}/${m}`);
    if (bothDoors) {
      const trpc = await client.get(
        `/trpc/calendar.month?input=${encodeURIComponent(JSON.stringify({ year, month: m }))}`,
      );
      expect(trpc.status, `tRPC month ${year}/${m}: ${trpc.text.slice(0, 200)}`).toBe(200);
      expect((trpc.body as { result: { data: unknown } }).result.data).toEqual(events);
    }
    return events;
  }

  /** upcoming and info answer 200 on both doors (never 500), whatever the feed. */
  async function otherRoutesAnswer(bothDoors = true): Promise<Event[]> {
    const upcoming = await client.get('/api/calendar/upcoming');
    expect(upcoming.status, `REST upcoming: ${upcoming.text.slice(0, 200)}`).toBe(200);
    expectWellFormed(upcoming.body as Event[], 'upcoming');
    expect((await client.get('/api/calendar/info')).status).toBe(200);
    if (bothDoors) {
      const trpc = await client.get('/trpc/calendar.upcoming');
      expect(trpc.status, `tRPC upcoming: ${trpc.text.slice(0, 200)}`).toBe(200);
      expect((trpc.body as { result: { data: unknown } }).result.data).toEqual(upcoming.body);
      expect((await client.get('/trpc/calendar.info')).status).toBe(200);
    }
    return upcoming.body as Event[];
  }

  describe('each fixture reads as the program that wrote it shows it', () => {
    for (const c of CASES) {
      it(`${c.file}: ${c.says}`, async () => {
        const info = await load(corpus(c.file));
        if (!c.mayKeepLastGood) expect(info.stale, 'the fetch of this feed counts as good').toBe(false);
        for (const m of c.months) {
          const events = await month(m.year, m.month);
          const where = `${c.file} ${m.year}-${m.month}`;
          const served = events.map(rowOf);
          for (const title of c.absent ?? []) {
            expect(
              served.filter((r) => r[0] === title),
              `${where}: '${title}' is not shown`,
            ).toEqual([]);
          }
          if (c.mayKeepLastGood) continue;
          const optional = m.optional ?? [];
          const isOptional = (r: Row) => optional.some((o) => sameRow(o, r));
          expect(
            served.filter((r) => !isOptional(r)),
            where,
          ).toEqual(m.exact);
          for (const o of optional) {
            expect(served.filter((r) => sameRow(r, o)).length, `${where}: ${o[0]} at most once`).toBeLessThan(
              2,
            );
          }
        }
        await otherRoutesAnswer();
      });
    }
  });

  describe('upcoming, on a feed dated from today', () => {
    it('lists the readable events of the next 3 months on both doors, the unreadable one skipped', async () => {
      const today = klToday();
      const d = (n: number) => day(n, today);
      const text = googleFeed([
        ...vevent('up-windows', [
          `DTSTART;TZID=Singapore Standard Time:${compact(d(2))}T100000`,
          `DTEND;TZID=Singapore Standard Time:${compact(d(2))}T110000`,
          'SUMMARY:Mesyuarat (zon Windows)',
        ]),
        ...vevent('up-date', [`DTSTART:${compact(d(4))}`, 'SUMMARY:Hari Keluarga (tanpa VALUE=DATE)']),
        ...vevent('up-weekly', [
          `DTSTART${KL(`${compact(d(1))}T200000`)}`,
          `DTEND${KL(`${compact(d(1))}T213000`)}`,
          `RRULE:FREQ=WEEKLY;UNTIL=${compact(d(15))}`,
          'SUMMARY:Latihan Koir',
        ]),
        ...vevent('up-hour25', [`DTSTART${KL(`${compact(d(3))}T250000`)}`, 'SUMMARY:Pukul 25']),
        ...vevent('up-cancelled', [
          `DTSTART${KL(`${compact(d(5))}T100000`)}`,
          'STATUS:CANCELLED',
          'SUMMARY:Dibatalkan',
        ]),
        ...vevent('up-quoted', [
          `DTSTART;TZID="Singapore Standard Time:${compact(d(6))}T090000"`,
          `DTEND;TZID="Singapore Standard Time:${compact(d(6))}T100000"`,
          'SUMMARY:Mesyuarat (petikan Exchange)',
        ]),
        ...vevent('up-past', [`DTSTART${KL(`${compact(d(-10))}T100000`)}`, 'SUMMARY:Sudah lalu']),
        ...vevent('up-sometimes', [
          `DTSTART${KL(`${compact(d(7))}T080000`)}`,
          'RRULE:FREQ=SOMETIMES',
          'SUMMARY:Kadang-kadang',
        ]),
      ]);
      expect((await load(text)).stale).toBe(false);
      const upcoming = await otherRoutesAnswer();
      const optional = at('Kadang-kadang', d(7), '08:00', '08:00');
      expect(upcoming.map(rowOf).filter((r) => !sameRow(r, optional))).toEqual([
        at('Latihan Koir', d(1), '20:00', '21:30'),
        at('Mesyuarat (zon Windows)', d(2), '10:00', '11:00'),
        allDay('Hari Keluarga (tanpa VALUE=DATE)', d(4)),
        at('Mesyuarat (petikan Exchange)', d(6), '09:00', '10:00'),
        at('Latihan Koir', d(8), '20:00', '21:30'),
        at('Latihan Koir', d(15), '20:00', '21:30'),
      ]);
    });
  });

  describe('the fetch log', () => {
    /** The JSON log lines written since `from`. */
    const logSince = (from: number) =>
      lines.slice(from).flatMap((line) => {
        try {
          return [JSON.parse(line) as Record<string, unknown>];
        } catch {
          return [];
        }
      });

    it('counts a skipped event with the kinds of reasons, never its text', async () => {
      // Lines from before the new feed was served can belong to the last test's feed (a fetch of it may
      // still be on its way): counted from when this feed is served, each later fetch logs its own line.
      const secretsFrom = lines.length;
      await load(
        googleFeed([
          ...vevent('log-good-1', [
            `DTSTART${KL('20240305T190000')}`,
            `DTEND${KL('20240305T200000')}`,
            'SUMMARY:Kelas biasa',
          ]),
          ...vevent('rahsia-uid-7781', [
            'DTSTART:20240230T020000Z',
            'DTEND:20240230T030000Z',
            'SUMMARY:Rahsia Peribadi Ahli',
            'DESCRIPTION:Telefon Encik Tan 012-3456789',
            'LOCATION:Rumah Encik Tan di Cheras',
          ]),
          ...vevent('log-good-2', [
            `DTSTART${KL('20240306T190000')}`,
            `DTEND${KL('20240306T200000')}`,
            'SUMMARY:Kelas kedua',
          ]),
        ]),
      );
      const from = lines.length;
      expect((await month(2024, 3)).map((e) => e.summary)).toEqual(['Kelas biasa', 'Kelas kedua']);
      // A refresh starts when a request finds one due: keep asking until one has logged.
      await waitFor(async () => {
        await client.get('/api/calendar/info');
        return logSince(from).some((l) => typeof l.skipped === 'number');
      }, 5_000);
      const counted = logSince(from).filter((l) => typeof l.skipped === 'number');
      for (const line of counted) {
        expect(line.skipped).toBe(1);
        const reasons = line.reasons as Record<string, unknown>;
        expect(typeof reasons).toBe('object');
        const kinds = Object.keys(reasons);
        expect(kinds.length).toBeGreaterThan(0);
        for (const kind of kinds) expect(kind).toMatch(/^[A-Za-z][\w.-]{0,40}$/);
        expect(Object.values(reasons).reduce((sum: number, n) => sum + Number(n), 0)).toBe(1);
      }
      const written = lines.slice(secretsFrom).join('');
      for (const secret of ['Rahsia Peribadi', '012-3456789', 'Encik Tan', 'rahsia-uid-7781']) {
        expect(written).not.toContain(secret);
      }
    });

    it('counts nothing skipped for a clean feed', async () => {
      await load(corpus('ok-rdate-lists.ics'));
      const from = lines.length;
      await load(corpus('ok-multiple-rrules.ics'));
      await month(2024, 10, false);
      for (const line of logSince(from).filter((l) => typeof l.skipped === 'number')) {
        expect(line.skipped).toBe(0);
      }
    });
  });

  describe('random single-line damage of a good feed', () => {
    const MONTHS: Array<[number, number]> = [
      [2025, 3],
      [2025, 4],
    ];
    let baseline: Event[] = [];

    async function served(bothDoors: boolean): Promise<Event[]> {
      const events: Event[] = [];
      for (const [y, m] of MONTHS) events.push(...(await month(y, m, bothDoors)));
      return events;
    }

    beforeAll(async () => {
      expect((await load(propertyFeed())).stale).toBe(false);
      baseline = await served(true);
    });

    it('the undamaged feed gives all 27 occurrences of its 16 events', () => {
      expect(baseline).toHaveLength(27);
      expect(new Set(baseline.map((e) => e.id.split('_')[0]))).toEqual(
        new Set(PROPERTY_BLOCKS.filter((b) => !b.owner.startsWith('zone:')).map((b) => b.owner)),
      );
    });

    it('serves every event the damaged line does not belong to, and never answers 500 (40 seeded cases)', async () => {
      const random = prng(19);
      const failures: string[] = [];
      for (let n = 0; n < 40; n++) {
        const d = damage(random);
        const label = `#${n} ${d.kind} line ${d.index} ${JSON.stringify(d.before)} → ${JSON.stringify(d.after)}`;
        try {
          const info = await load(propertyFeed(d));
          if (info.stale) {
            failures.push(`${label}: the whole feed was refused`);
            continue;
          }
          const touched = touchedBy(d.owner);
          const now = (await served(false)).map(rowOf);
          await otherRoutesAnswer(false);
          for (const e of baseline) {
            if (touched.has(e.id.split('_')[0] ?? '')) continue;
            if (!now.some((r) => sameRow(r, rowOf(e)))) failures.push(`${label}: lost ${rowOf(e).join(' ')}`);
          }
        } catch (error) {
          failures.push(`${label}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
        }
      }
      expect(failures).toEqual([]);
    });
  });
});
