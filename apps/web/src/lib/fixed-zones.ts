// Malaysia's zones, UTC+8 without daylight time since 1982, by arithmetic: Intl's zone data costs a phone 100 ms.

interface FixedZone {
  offsetMinutes: number;
  since: number;
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
