import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { configErrorOf } from './config-error';

describe('DATABASE_MAX_CONNECTIONS', () => {
  it('defaults to 10 and takes a whole number from 1 to 100', () => {
    expect(loadConfig({}).databaseMaxConnections).toBe(10);
    expect(loadConfig({ DATABASE_MAX_CONNECTIONS: '4' }).databaseMaxConnections).toBe(4);
    expect(configErrorOf({ DATABASE_MAX_CONNECTIONS: '0' })).toBe(
      'Invalid configuration: DATABASE_MAX_CONNECTIONS must be a whole number from 1 to 100 (got "0")',
    );
    expect(configErrorOf({ DATABASE_MAX_CONNECTIONS: '101' })).toContain('from 1 to 100');
  });
});
