// argon2id with OWASP's recommended minimum: cheap for a committee, slow for an attacker with a stolen table.
import { hash, verify } from '@node-rs/argon2';

const ARGON2_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;

export function hashPassword(password: string): Promise<string> {
  // Argon2id: the const enum is not importable under isolatedModules.
  return hash(password, { ...ARGON2_OPTIONS, algorithm: 2 });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verifying against it costs the same as against a user's hash.
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(crypto.randomUUID());
  return dummyHash;
}
