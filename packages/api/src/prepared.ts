// drizzle's query building is most of its cost: the hottest reads are built into SQL once per database.
import type { Database } from '@kubm/db';

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
