// drizzle hands every query `parsers` keeping dates as text, and PGlite copies its whole parser table for
// each: a sixth of the CPU on the busiest reads. Here they are the client's own from the start, and the
// option is dropped when it asks for nothing more (docs/decisions/pglite-parsers-once.md).
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

export function withoutClientParsers(options: QueryOptions): QueryOptions {
  let lean = leanOptions.get(options);
  if (!lean) {
    const { parsers, ...rest } = options;
    lean = parsers && addsNothing(parsers) ? rest : options;
    leanOptions.set(options, lean);
  }
  return lean;
}

/** For every query, so raw `query` calls with no options get text too, as drizzle's raw queries do. */
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
