// The shared input rules that keep hostile input a 400: NUL characters and malformed ids.
import { describe, expect, it } from 'vitest';
import { MAX_ID } from '../constants';
import { MSG } from '../messages';
import { registerSchema, resetPasswordInputSchema } from './auth';
import { idField, idParamSchema } from './fields';
import { linkSchema } from './link';
import { memberEditSchema } from './member';
import { profileUpdateSchema } from './profile';
import { taskFormSchema } from './task';
import { messagesAt, parseValid } from './test-helpers';

const NUL = '\u0000';
const registration = {
  name: 'Ana',
  email: 'ana@contoh.my',
  phone: '0123456789',
  password: 'rahsia-123',
  ministryRoles: [{ ministry: 'IKD (MINISTRI)', role: 'Member' }],
};

describe('text fields refuse the NUL character', () => {
  const link = { title: 'Jadual Misa', url: 'https://example.org/misa', category: 'Aplikasi' };
  const member = {
    name: 'Ana',
    email: 'ana@contoh.my',
    phone: '0123456789',
    role: 'Member',
    ministry: 'Umum',
  };
  const task = { title: 'Susun kerusi', assigneeId: 1, startDate: '2026-01-01', dueDate: '2026-01-02' };

  it.each([
    ['link title', linkSchema, { ...link, title: `Jadual${NUL}Misa` }, 'title'],
    ['link URL', linkSchema, { ...link, url: `https://example.org/${NUL}` }, 'url'],
    ['link description', linkSchema, { ...link, description: `a${NUL}b` }, 'description'],
    ['member name', memberEditSchema, { ...member, name: `A${NUL}na` }, 'name'],
    ['member phone', memberEditSchema, { ...member, phone: `0123${NUL}456789` }, 'phone'],
    ['task title', taskFormSchema, { ...task, title: `Susun${NUL}` }, 'title'],
    ['task description', taskFormSchema, { ...task, description: NUL }, 'description'],
    ['register name', registerSchema, { ...registration, name: `Ana${NUL}` }, 'name'],
    [
      'registration code',
      registerSchema,
      { ...registration, registrationCode: `kod${NUL}` },
      'registrationCode',
    ],
    ['profile name', profileUpdateSchema, { name: `Ana${NUL}` }, 'name'],
  ] as const)('%s', (_label, schema, input, path) => {
    expect(messagesAt(schema, input, path)).toContain(MSG.textForbiddenCharacter);
  });

  it('refuses NUL in e-mail addresses and reset tokens (never reaching a query)', () => {
    expect(
      messagesAt(registerSchema, { ...registration, email: `ana${NUL}@contoh.my` }, 'email'),
    ).not.toEqual([]);
    const reset = { token: `abc${NUL}`, email: 'ana@contoh.my', password: 'rahsia-baru' };
    expect(messagesAt(resetPasswordInputSchema, reset, 'token')).toContain(MSG.textForbiddenCharacter);
  });

  it('keeps ordinary text, Malay and emoji alike', () => {
    expect(parseValid(linkSchema, { ...link, title: 'Misa Kudus — Ahad 🙏' }).title).toBe(
      'Misa Kudus — Ahad 🙏',
    );
  });
});

describe('idField', () => {
  it.each([
    [1, 1],
    ['1', 1],
    ['69', 69],
    [MAX_ID, MAX_ID],
    [String(MAX_ID), MAX_ID],
  ])('accepts %j', (input, expected) => {
    expect(parseValid(idField, input)).toBe(expected);
  });

  it.each([
    '0x10',
    '1e1',
    ' 69',
    '69 ',
    '+5',
    '-1',
    '1.0',
    '',
    '0',
    0,
    -1,
    1.5,
    MAX_ID + 1,
    String(MAX_ID + 1),
    '99999999999999999999',
    NUL,
    null,
    true,
  ])('refuses %j with the Malay message', (input) => {
    expect(messagesAt(idParamSchema, { id: input }, 'id')).toEqual([MSG.idInvalid]);
  });
});

describe('profile update', () => {
  it("accepts the stored values a removal from a role leaves ('Ahli Biasa', 'Umum')", () => {
    const parsed = parseValid(profileUpdateSchema, {
      role: 'Ahli Biasa',
      ministry: 'Umum',
      ministryRoles: [{ ministry: 'Umum', role: 'Ahli Biasa' }],
    });
    expect(parsed.role).toBe('Ahli Biasa');
    expect(parsed.ministry).toBe('Umum');
  });

  it('still refuses values outside the lists', () => {
    expect(messagesAt(profileUpdateSchema, { role: 'Raja' }, 'role')).toEqual([MSG.roleInvalid]);
  });
});

describe('registration', () => {
  it('keeps the stored-only values out of the register form', () => {
    const input = { ...registration, ministryRoles: [{ ministry: 'Umum', role: 'Ahli Biasa' }] };
    expect(messagesAt(registerSchema, input, 'ministryRoles.0.role')).toEqual([MSG.roleInvalid]);
    expect(messagesAt(registerSchema, input, 'ministryRoles.0.ministry')).toEqual([MSG.ministryInvalid]);
  });
});
