const SECOND_MS = 1000;
const MINUTE_S = 60;
const HOUR_S = 60 * MINUTE_S;
const DAY_S = 24 * HOUR_S;

export const JUST_NOW = 'baru sahaja';

// 'NaN hari yang lalu' would be nonsense, and 'baru sahaja' would claim a time nobody knows.
export const UNKNOWN_TIME = '-';

export type Timestamp = string | number | Date;

function toMs(value: Timestamp): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  if (value.trim() === '') return Number.NaN;
  return Date.parse(value);
}

// A time slightly in the future (a clock ahead of the server's) reads 'baru sahaja'.
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
