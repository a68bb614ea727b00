// The hottest reads (the session lookup on every request, the lists members open most) are built into
// SQL once per database instead of on every call: drizzle's query building is most of its cost.
import type { Database } from '@kubm/db';

/** A query prepared on first use for each database handle (tests open many), then only executed. */
export function preparedPerDatabase<T>(prepare: (db: Database) => T): (db: Database) => T {
  const prepared = new WeakMap<Database, T>();
  return (db) => {
    let query = prepared.get(db);
    if (query === undefined) {
      query = prepare(db);
      prepared.set(db, query);
    }
    return query;
  };
}
