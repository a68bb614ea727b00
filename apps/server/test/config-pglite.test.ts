import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { configErrorOf } from './config-error';

describe('PGLITE_SHARED_BUFFERS_MB', () => {
  it('defaults to 16 and takes a whole number of MB from 1 to 1024', () => {
    expect(loadConfig({}).pgliteSharedBuffersMb).toBe(16);
    expect(loadConfig({ PGLITE_SHARED_BUFFERS_MB: '64' }).pgliteSharedBuffersMb).toBe(64);
    expect(configErrorOf({ PGLITE_SHARED_BUFFERS_MB: '0' })).toBe(
      'Invalid configuration: PGLITE_SHARED_BUFFERS_MB must be a whole number from 1 to 1024 (got "0")',
    );
    expect(configErrorOf({ PGLITE_SHARED_BUFFERS_MB: '2048' })).toContain('from 1 to 1024');
  });
});
