import { describe, expect, it } from 'vitest';
import { wallTime } from './calendar-dates';
import { fixedOffsetMinutes, fixedZoneName } from './fixed-zones';

const intlWallTime = (instant: number, timeZone: string) => {
  const fields: Record<string, number> = {};
  const formatter = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  for (const part of formatter.formatToParts(instant))
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  return {
    year: fields.year,
    month: fields.month,
    day: fields.day,
    hour: fields.hour,
    minute: fields.minute,
  };
};

// From 1982 to 2100 in steps that land on every hour of the day and on both sides of midnight.
const instants = Array.from({ length: 2000 }, (_, i) => Date.UTC(1982, 0, 1) + i * 1_862_345_677);

describe('Malaysia’s zones by arithmetic', () => {
  it.each(['Asia/Kuala_Lumpur', 'Asia/Kuching'])('%s: every wall time as Intl gives it', (zone) => {
    for (const at of instants) expect(wallTime(at, zone)).toEqual(intlWallTime(at, zone));
  });

  it('names them as Intl does', () => {
    for (const zone of ['Asia/Kuala_Lumpur', 'Asia/Kuching']) {
      const intl = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longGeneric' })
        .formatToParts(Date.UTC(2026, 5, 1))
        .find((part) => part.type === 'timeZoneName')?.value;
      expect(fixedZoneName(zone)).toBe(intl);
    }
  });

  it('leaves earlier instants, other zones and inherited names to Intl', () => {
    expect(fixedOffsetMinutes('Asia/Kuala_Lumpur', Date.UTC(1981, 11, 31, 16))).toBeNull();
    expect(wallTime(Date.UTC(1981, 5, 1, 0, 0), 'Asia/Kuala_Lumpur')).toEqual(
      intlWallTime(Date.UTC(1981, 5, 1, 0, 0), 'Asia/Kuala_Lumpur'),
    );
    expect(fixedOffsetMinutes('Asia/Jakarta', Date.UTC(2026, 0, 1))).toBeNull();
    expect(fixedOffsetMinutes('toString', Date.UTC(2026, 0, 1))).toBeNull();
    expect(fixedZoneName('constructor')).toBeNull();
  });
});
