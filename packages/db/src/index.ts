export * from './backup';
export {
  createDatabase,
  type Database,
  type DatabaseHandle,
  type DatabaseOptions,
  DEFAULT_DATABASE_MAX_CONNECTIONS,
  DEFAULT_PGLITE_SHARED_BUFFERS_MB,
  type MigrateOptions,
} from './client';
export { DatabaseConnectError, describeDatabase } from './connect-error';
export { holdsEmbeddedDatabase } from './data-dir';
export { askLockHolder, DataDirLockedError, type LockRequestHandler } from './lock';
export { type JournalEntry, readJournal } from './migrations-state';
export * from './schema';
