export {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupContents,
  BackupFileError,
  EXCLUDED_TABLES,
  type Manifest,
  readBackup,
} from './format';
export { RestoreRefusedError, type RestoreResult, restoreBackup } from './restore';
export { backupTables } from './tables';
export { readTar, TAR_END, tarHeader, tarPadding } from './tar';
export {
  appliedSchemaVersion,
  BACKUP_FILE_PATTERN,
  backupFileName,
  backupFileTime,
  readSnapshot,
  type WrittenBackup,
  writeBackup,
  writeBackupFile,
  writeSnapshot,
} from './write';
