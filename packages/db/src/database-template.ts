// A new embedded database costs initdb and every migration: about 3 s of CPU, paid by each test server.
// It can instead start from a dump of one that was migrated once (`dumpDataDir`), in well under a second.
// The tests build that dump once per run and hand it over here; the server never sets one.

let template: Blob | undefined;

/** New embedded databases (memory:// or an empty folder) start from `dump`; undefined stops that. */
export function startNewDatabasesFrom(dump: Blob | undefined): void {
  template = dump;
}

export function databaseTemplate(): Blob | undefined {
  return template;
}
