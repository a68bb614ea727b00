// The pieces a feed is read with: content lines (and the damaged forms real programs write), the component
// tree, strict values, and zone names in the four ways programs write them.
import { describe, expect, it } from 'vitest';
import { parseContentLine, readComponents, unescapeText, unfoldLines } from './ics-lines';
import { readDateValue, readDuration, readPeriod, ValueError } from './ics-values';
import { NO_SLICES } from './slices';
import { createZoneResolver, instantIn, wallIn } from './zones';

describe('content lines', () => {
  it('reads names, quoted and listed parameters, and values with colons', () => {
    const line = parseContentLine('dtstart;TZID="America/New_York";X-A=a,"b;c":20260101T090000');
    expect(line).toEqual({
      name: 'DTSTART',
      params: new Map([
        ['TZID', 'America/New_York'],
        ['X-A', 'a,b;c'],
      ]),
      value: '20260101T090000',
    });
    expect(parseContentLine('URL:https://contoh.my/a?b=c:d')?.value).toBe('https://contoh.my/a?b=c:d');
  });

  it('recovers a value a quote swallowed (Exchange) and one after an unclosed quote', () => {
    expect(parseContentLine('DTSTART;TZID="W. Europe Standard Time:20200609T090000"')).toEqual({
      name: 'DTSTART',
      params: new Map([['TZID', 'W. Europe Standard Time']]),
      value: '20200609T090000',
    });
    expect(parseContentLine('DTSTART;TZID="Europe/Berlin:20200609T090000')?.params.get('TZID')).toBe(
      'Europe/Berlin',
    );
  });

  it('refuses what is not a content line', () => {
    for (const bad of [
      'THIS LINE HAS NO COLON',
      ':value',
      ';X=1:v',
      'NAME;=1:v',
      'NAME;X:v',
      'NA ME:v',
      'NAME;X="a',
    ]) {
      expect(parseContentLine(bad), bad).toBeNull();
    }
  });

  it('unfolds lines ended by CRLF, LF or CR', () => {
    expect([...unfoldLines('A:1\r\n B\r\nC:2\n\tD\rE:3')]).toEqual(['A:1B', 'C:2D', 'E:3']);
  });

  it('undoes TEXT escapes', () => {
    expect(unescapeText('a\\, b\\; c\\nd\\Ne\\\\f\\')).toBe('a, b; c\nd\ne\\f\\');
  });
});

describe('the component tree', () => {
  it('closes an event left open by the next BEGIN, drops an END without BEGIN, counts dropped lines', async () => {
    const { calendars, droppedLines } = await readComponents(
      [
        'BEGIN:VCALENDAR',
        'END:VEVENT',
        'BEGIN:VEVENT',
        'UID:one',
        'BEGIN:VALARM',
        'DESCRIPTION:alarm text',
        'END:VALARM',
        'NO COLON HERE',
        'BEGIN:VEVENT',
        'UID:two',
        'END:VEVENT',
        'BEGIN:X-THING',
        'BEGIN:VEVENT',
        'UID:three',
        'END:VEVENT',
        'END:VCALENDAR',
      ].join('\r\n'),
      NO_SLICES,
    );
    expect(droppedLines).toBe(2);
    const events = calendars[0]?.children.filter((c) => c.name === 'VEVENT') ?? [];
    expect(events.map((e) => e.properties.map((p) => p.value))).toEqual([['one'], ['two'], ['three']]);
    // The alarm's DESCRIPTION stays the alarm's.
    expect(events[0]?.children[0]?.properties).toHaveLength(1);
  });

  it('reads a calendar that starts with a byte-order mark', async () => {
    const text = '\uFEFFBEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:bom\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';
    expect((await readComponents(text, NO_SLICES)).calendars[0]?.children).toHaveLength(1);
  });

  it('finds no calendar in what is not one', async () => {
    expect((await readComponents('<html><body>Sign in</body></html>', NO_SLICES)).calendars).toEqual([]);
  });
});

describe('values', () => {
  it('tells dates from date-times by their shape', () => {
    expect(readDateValue('20240215')).toEqual({ date: true, value: { year: 2024, month: 2, day: 15 } });
    expect(readDateValue('20240215T100000z')).toEqual({
      date: false,
      utc: true,
      value: { year: 2024, month: 2, day: 15, hour: 10, minute: 0, second: 0 },
    });
  });

  it('refuses impossible dates and times rather than rolling them over', () => {
    for (const bad of [
      '20240230',
      '20230229',
      '20240431',
      '20241301',
      '20240215T250000',
      '20240215T106100',
      'Next Year',
      '',
      '2024-02-15',
    ]) {
      expect(() => readDateValue(bad), bad).toThrow(ValueError);
    }
    expect(readDateValue('20240229').date).toBe(true);
  });

  it('reads durations and refuses what iCalendar does not allow', () => {
    expect(readDuration('PT1H30M')).toEqual({ days: 0, ms: 5_400_000 });
    expect(readDuration('P1W')).toEqual({ days: 7, ms: 0 });
    expect(readDuration('-P1DT2S')).toEqual({ days: -1, ms: -2000 });
    for (const bad of ['P', 'PT', 'P1DT', 'P1M', 'P1Y', 'P1DXYZ', '1H', 'P1W2D']) {
      expect(() => readDuration(bad), bad).toThrow(ValueError);
    }
  });

  it('reads periods with an end or a duration', () => {
    expect(readPeriod('20240115T020000Z/20240115T050000Z').end).toBeDefined();
    expect(readPeriod('20240115T020000Z/PT3H').duration).toEqual({ days: 0, ms: 10_800_000 });
  });
});

describe('zone names', () => {
  const resolver = createZoneResolver([], undefined, 'Asia/Kuala_Lumpur');
  const wall = { year: 2026, month: 1, day: 15, hour: 9, minute: 0, second: 0 };
  const utcHour = (tzid: string) => {
    const zone = resolver.resolve(tzid);
    return zone ? new Date(instantIn(wall, zone)).toISOString().slice(11, 16) : null;
  };

  it('reads IANA names, Windows ids, Outlook labels, path-like names and bare offsets', () => {
    expect(utcHour('America/New_York')).toBe('14:00');
    expect(utcHour('Eastern Standard Time')).toBe('14:00');
    expect(utcHour('(UTC-05:00) Eastern Time (US & Canada)')).toBe('14:00');
    expect(utcHour('(GMT-05:00) Eastern Time (US & Canada)')).toBe('14:00');
    expect(utcHour('(UTC-05:00) Eastern Time (US and Canada)')).toBe('14:00');
    expect(utcHour('Romance Standard Time')).toBe('08:00');
    expect(utcHour('/mozilla.org/20050126_1/America/New_York')).toBe('14:00');
    expect(utcHour('(UTC+05:30)')).toBe('03:30');
    expect(utcHour('GMT+0530')).toBe('03:30');
    expect(utcHour('Mars/Olympus')).toBeNull();
    expect(resolver.floating).toEqual({ kind: 'iana', name: 'Asia/Kuala_Lumpur' });
  });

  it("reads floating times in the feed's declared zone", () => {
    expect(createZoneResolver([], 'US/Eastern', 'Asia/Kuala_Lumpur').floating).toEqual({
      kind: 'iana',
      name: 'US/Eastern',
    });
    expect(createZoneResolver([], 'Nowhere/Else', 'Asia/Kuala_Lumpur').floating).toEqual({
      kind: 'iana',
      name: 'Asia/Kuala_Lumpur',
    });
  });

  it('does not take a VTIMEZONE naming several zones as the feed zone', () => {
    const both = {
      name: 'VTIMEZONE',
      properties: [
        { name: 'TZID', params: new Map(), value: 'Africa/Abidjan' },
        { name: 'TZID', params: new Map(), value: 'America/Los_Angeles' },
      ],
      children: [],
    };
    expect(createZoneResolver([both], undefined, 'Asia/Kuala_Lumpur').floating).toEqual({
      kind: 'iana',
      name: 'Asia/Kuala_Lumpur',
    });
  });

  it('keeps only yearly rules of a VTIMEZONE, so a hostile one cannot run for hours', () => {
    const observance = (name: string, offset: string, rule: string) => ({
      name,
      properties: [
        { name: 'DTSTART', params: new Map(), value: '16010101T000000' },
        { name: 'TZOFFSETFROM', params: new Map(), value: offset },
        { name: 'TZOFFSETTO', params: new Map(), value: offset },
        { name: 'RRULE', params: new Map(), value: rule },
      ],
      children: [],
    });
    const custom = {
      name: 'VTIMEZONE',
      properties: [{ name: 'TZID', params: new Map(), value: 'Customized Time Zone' }],
      children: [
        observance('STANDARD', '+0300', 'FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU'),
        observance('DAYLIGHT', '+0900', 'FREQ=SECONDLY'),
      ],
    };
    const zone = createZoneResolver([custom], undefined, 'UTC').resolve('Customized Time Zone');
    expect(zone?.kind).toBe('vtimezone');
    const started = performance.now();
    expect(wallIn(Date.UTC(2026, 0, 15, 6), zone as NonNullable<typeof zone>).hour).toBe(9);
    // Walking a SECONDLY rule from 1601 would take hours; keeping only yearly rules takes milliseconds.
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});
