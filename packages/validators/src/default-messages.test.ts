// zod's English defaults never reach a client: what a schema does not name is said in Malay.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEFAULT_MSG, useMalayDefaultMessages } from './default-messages';
import { loginSchema } from './schemas/auth';
import { taskFormSchema } from './schemas/task';

useMalayDefaultMessages();

const messages = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues.map((i) => i.message) ?? [];

describe('Malay default messages', () => {
  it('replaces zod’s English texts, NaN included', () => {
    expect(messages(z.number(), Number.NaN)).toEqual([DEFAULT_MSG.expectedNumber]);
    expect(messages(z.object({ a: z.string() }), {})).toEqual([DEFAULT_MSG.required]);
    expect(messages(z.object({ a: z.boolean() }), { a: 'ya' })).toEqual([DEFAULT_MSG.expectedBoolean]);
    expect(messages(z.object({}), [])).toEqual([DEFAULT_MSG.expectedObject]);
    expect(messages(z.strictObject({}), { x: 1 })).toEqual([DEFAULT_MSG.unknownField]);
    expect(messages(z.string().max(1), 'ab')).toEqual([DEFAULT_MSG.tooBig]);
    expect(messages(z.email(), 'x')).toEqual([DEFAULT_MSG.invalidFormat]);
  });

  it('leaves the messages a schema names as they are', () => {
    expect(messages(loginSchema, { email: 'x', password: '' })).toEqual([
      'Sila masukkan alamat e-mel yang sah',
      'Kata laluan diperlukan',
    ]);
    expect(messages(loginSchema.pick({ rememberMe: true }), { rememberMe: 1 })).toEqual([
      DEFAULT_MSG.expectedBoolean,
    ]);
  });

  it('refuses a task that is not an object at all without throwing', () => {
    for (const input of [null, [], 'x', 1]) {
      expect(messages(taskFormSchema, input)).toEqual([DEFAULT_MSG.expectedObject]);
    }
  });
});
