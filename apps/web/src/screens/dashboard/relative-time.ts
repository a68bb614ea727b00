// The dashboard's Malay relative time, with thresholds at 60 s, 3600 s and 86400 s.

const SECOND_MS = 1000;
const MINUTE_S = 60;
const HOUR_S = 60 * MINUTE_S;
const DAY_S = 24 * HOUR_S;

export const JUST_NOW = 'baru sahaja';

/**
 * What an activity whose time cannot be read shows. A dash, as the member list shows for an empty
 * column: 'NaN hari yang lalu' would be nonsense, and 'baru sahaja' would claim a time nobody knows.
 */
export const UNKNOWN_TIME = '-';

export type Timestamp = string | number | Date;

function toMs(value: Timestamp): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  // An empty or blank string would otherwise parse as nothing in some engines and as 'now' in none.
  if (value.trim() === '') return Number.NaN;
  return Date.parse(value);
}

/**
 * '{n} minit/jam/hari yang lalu' with n rounded down, or 'baru sahaja' under a minute. A time in the
 * future (a clock a little ahead of the server's) also reads 'baru sahaja' rather than a negative count.
 * `now` is a parameter so the screens can re-render on a timer and the tests need no fake clock.
 */
export function relativeTime(timestamp: Timestamp, now: Timestamp = Date.now()): string {
  const thenMs = toMs(timestamp);
  const nowMs = toMs(now);
  if (!Number.isFinite(thenMs) || !Number.isFinite(nowMs)) return UNKNOWN_TIME;
  const seconds = Math.floor((nowMs - thenMs) / SECOND_MS);
  if (seconds < MINUTE_S) return JUST_NOW;
  if (seconds < HOUR_S) return `${Math.floor(seconds / MINUTE_S)} minit yang lalu`;
  if (seconds < DAY_S) return `${Math.floor(seconds / HOUR_S)} jam yang lalu`;
  return `${Math.floor(seconds / DAY_S)} hari yang lalu`;
}
