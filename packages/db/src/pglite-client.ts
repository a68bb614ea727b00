// PGlite as drizzle uses it, without a copy per query. drizzle's PGlite driver hands every query a `parsers`
// option that keeps date and time values as text (drizzle turns them into Dates itself); PGlite answers an
// option like that by copying its whole table of type parsers into a new object, for each query. On the
// portal's busiest reads that copy was the largest single cost in the profile (about a sixth of the CPU).
// Here those parsers are the client's own from the start, and the option is dropped from each query when it
// asks for nothing more: the rows are the same, without the copy.
import { PGlite, type PGliteOptions, types } from '@electric-sql/pglite';

type QueryOptions = NonNullable<Parameters<PGlite['query']>[2]>;
type Parser = NonNullable<QueryOptions['parsers']>[number];

const asText: Parser = (value) => value;

/** The types drizzle's driver reads as text (drizzle-orm/pglite/session.js): scalars and their arrays. */
export const DRIZZLE_TEXT_TYPES: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

const TEXT_PARSERS: Record<number, Parser> = Object.fromEntries(
  DRIZZLE_TEXT_TYPES.map((oid) => [oid, asText]),
);

/** True when `parsers` only keeps types as text that this client already keeps as text. */
function addsNothing(parsers: Record<number, Parser>): boolean {
  const probe = '2026-01-01 00:00:00';
  try {
    for (const [oid, parse] of Object.entries(parsers)) {
      if (!(Number(oid) in TEXT_PARSERS) || parse(probe) !== probe) return false;
    }
    return true;
  } catch {
    return false; // a parser that does more than keep text (and fails on the probe): kept as given
  }
}

/** drizzle makes one options object per prepared statement and reuses it: each is looked at once. */
const leanOptions = new WeakMap<QueryOptions, QueryOptions>();

/** `options` without the parsers a DrizzlePGlite already has; unchanged when they ask for more. */
export function withoutClientParsers(options: QueryOptions): QueryOptions {
  let lean = leanOptions.get(options);
  if (!lean) {
    const { parsers, ...rest } = options;
    lean = parsers && addsNothing(parsers) ? rest : options;
    leanOptions.set(options, lean);
  }
  return lean;
}

/**
 * Keeps DRIZZLE_TEXT_TYPES as text for every query, so a query given no options (the raw `query` calls in
 * client.ts) gets them as text too, as drizzle's own raw queries do.
 */
export class DrizzlePGlite extends PGlite {
  constructor(options: PGliteOptions) {
    super({ ...options, parsers: { ...options.parsers, ...TEXT_PARSERS } });
  }

  /** PGlite makes a parser for every array type once it has started: the arrays here stay text. */
  override async _initArrayTypes(options?: { force?: boolean }): Promise<void> {
    await super._initArrayTypes(options);
    Object.assign(this.parsers, TEXT_PARSERS);
  }

  override query<T>(query: string, params?: unknown[], options?: QueryOptions) {
    return super.query<T>(query, params, options?.parsers ? withoutClientParsers(options) : options);
  }
}
