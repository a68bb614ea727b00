import { expect } from 'vitest';
import type { z } from 'zod';

export function messagesAt(schema: z.ZodType, input: unknown, path: string): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.filter((i) => i.path.join('.') === path).map((i) => i.message);
}

/** Parses, failing the test with the issues listed when the input is refused. */
export function parseValid<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  expect(result.error?.issues ?? []).toEqual([]);
  return result.data as z.output<T>;
}
