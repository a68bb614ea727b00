// As ms-MY writes them, by hand: a first Intl formatter loads ICU locale data (70 ms on a slowed phone).

const MALAY_MONTHS = [
  'Januari',
  'Februari',
  'Mac',
  'April',
  'Mei',
  'Jun',
  'Julai',
  'Ogos',
  'September',
  'Oktober',
  'November',
  'Disember',
];

const pad2 = (n: number) => String(n).padStart(2, '0');

/** A whole number with thousands grouped by commas: 1,234,567. */
export function formatMalayCount(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const digits = String(Math.abs(Math.round(value))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return value < 0 && Math.round(value) !== 0 ? `-${digits}` : digits;
}

/** The device's clock, 24-hour: 09:05:07. */
export function formatMalayClock(instant: number): string {
  const at = new Date(instant);
  return `${pad2(at.getHours())}:${pad2(at.getMinutes())}:${pad2(at.getSeconds())}`;
}

/** The device's day: 2 Disember 2026. */
export function formatMalayDate(instant: number): string {
  const at = new Date(instant);
  return `${at.getDate()} ${MALAY_MONTHS[at.getMonth()]} ${at.getFullYear()}`;
}
