import { expect } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

/** The one-line message loadConfig refuses `env` with; fails the test when it accepts it. */
export function configErrorOf(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a ConfigError');
}
