// Vitest setupFiles: with TEST_DATABASE_URL, each test server's database is a copy of the run's migrated
// template (built by @kubm/db's testing/template-setup.ts) instead of an empty one migrated from scratch.
import type {} from '@kubm/db/testing/template-setup';
import { inject } from 'vitest';
import { copyTestDatabasesFrom } from './harness';

copyTestDatabasesFrom(inject('postgresTemplate'));
