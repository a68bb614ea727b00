// Vitest setupFiles: every new embedded database of this test file starts from the run's template.
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { startNewDatabasesFrom } from '../database-template';

startNewDatabasesFrom(new Blob([readFileSync(inject('databaseTemplatePath'))]));
