export { createDatabase, type Database, type DatabaseHandle, type DatabaseOptions } from './client';
export { DataDirLockedError } from './lock';
export * from './schema';
