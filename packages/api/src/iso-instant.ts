import { type Column, type SQL, sql } from 'drizzle-orm';

// An instant as the API answers it, `Date#toISOString`'s form (UTC, milliseconds, 'Z'), written by the
// database: a list then builds no Date per row only to turn it back into text (docs/decisions/iso-instants-in-sql.md).
// `MS` truncates the microseconds, as `Date` does.
export function isoInstant(instant: Column | SQL): SQL<string> {
  return sql<string>`to_char(${instant} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}
