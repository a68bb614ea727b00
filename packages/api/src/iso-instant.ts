import { type Column, type SQL, sql } from 'drizzle-orm';

// An instant as the API answers it, `Date#toISOString`'s text (UTC, milliseconds, 'Z'), made from the text the
// driver receives without a Date in between: docs/decisions/iso-instants-from-text.md.

// PostgreSQL's ISO output of a timestamptz in UTC: `2026-03-08 01:05:07.123456+00`, the fraction 0–6 digits.
const SECONDS_END = 19;
const UTC_SUFFIX = '+00';
const MAX_FRACTION_DIGITS = 6;

function isUtcIsoText(text: string): boolean {
  if (!text.endsWith(UTC_SUFFIX) || text[4] !== '-' || text[10] !== ' ') return false;
  const fractionDigits = text.length - SECONDS_END - 1 - UTC_SUFFIX.length;
  if (fractionDigits === -1) return true;
  return text[SECONDS_END] === '.' && fractionDigits >= 1 && fractionDigits <= MAX_FRACTION_DIGITS;
}

export function isoFromTimestamptzText(text: string): string {
  // Any other zone, year or style: Date reads it as drizzle would.
  if (!isUtcIsoText(text)) return new Date(text).toISOString();
  const fraction = text.slice(SECONDS_END + 1, text.length - UTC_SUFFIX.length);
  // Truncated, never rounded, as Date keeps milliseconds.
  const millis = `${fraction}000`.slice(0, 3);
  return `${text.slice(0, 10)}T${text.slice(11, SECONDS_END)}.${millis}Z`;
}

/** A timestamptz column selected as it is, read as toISOString's text. */
export function isoInstant(instant: Column): SQL<string> {
  return sql`${instant}`.mapWith(isoFromTimestamptzText);
}
