// Tests only: new embedded databases load a migrated dump instead of running initdb and every migration.

let template: Blob | undefined;

/** New embedded databases (memory:// or an empty folder) start from `dump`; undefined stops that. */
export function startNewDatabasesFrom(dump: Blob | undefined): void {
  template = dump;
}

export function databaseTemplate(): Blob | undefined {
  return template;
}
