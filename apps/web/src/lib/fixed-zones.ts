// The zones a Malaysian parish's calendar is in, which have kept UTC+8 without daylight time since 1982:
// their wall time is arithmetic. A phone's first Intl.DateTimeFormat with a time zone loads ICU's zone
// data, 100 ms of a 4× slowed dashboard render. Any other zone goes through Intl.
// fixed-zones.test.ts holds both to Intl's own answers.

interface FixedZone {
  offsetMinutes: number;
  /** From this instant on; before it, Intl answers. */
  since: number;
  /** As Intl names it in English (longGeneric). */
  name: string;
}

const MALAYSIA: FixedZone = { offsetMinutes: 8 * 60, since: Date.UTC(1982, 0, 1), name: 'Malaysia Time' };

const FIXED_ZONES: Readonly<Record<string, FixedZone>> = {
  'Asia/Kuala_Lumpur': MALAYSIA,
  'Asia/Kuching': MALAYSIA,
};

const fixedZone = (timeZone: string): FixedZone | undefined =>
  Object.hasOwn(FIXED_ZONES, timeZone) ? FIXED_ZONES[timeZone] : undefined;

/** The zone's offset from UTC in minutes at `instant`, or null when Intl must be asked. */
export function fixedOffsetMinutes(timeZone: string, instant: number): number | null {
  const zone = fixedZone(timeZone);
  return zone && instant >= zone.since ? zone.offsetMinutes : null;
}

export function fixedZoneName(timeZone: string): string | null {
  return fixedZone(timeZone)?.name ?? null;
}
