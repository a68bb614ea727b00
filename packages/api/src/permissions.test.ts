import { ROLES } from '@kubm/validators';
import { describe, expect, it } from 'vitest';
import {
  canEditLink,
  canEditMember,
  canEditProfile,
  canEditTask,
  canTakeRolesYourself,
  isLeadership,
} from './permissions';

describe('isLeadership', () => {
  it.each(ROLES.map((role) => [role, role === 'Pengerusi KUBM' || role === 'Timbalan Pengerusi KUBM']))(
    '%s → %s',
    (role, expected) => {
      expect(isLeadership({ role })).toBe(expected);
    },
  );
  it('is false for nobody and for the removed-role value', () => {
    expect(isLeadership(null)).toBe(false);
    expect(isLeadership({ role: 'Ahli Biasa' })).toBe(false);
    expect(isLeadership({ role: 'pengerusi kubm' })).toBe(false);
  });
});

const creator = { id: 1, role: 'Member' };
const chair = { id: 2, role: 'Pengerusi KUBM' };
const deputy = { id: 3, role: 'Timbalan Pengerusi KUBM' };
const other = { id: 4, role: 'Ketua Ministri' };

describe.each([
  ['canEditLink', (u: typeof creator | null) => canEditLink(u, { createdById: 1 })],
  ['canEditTask', (u: typeof creator | null) => canEditTask(u, { assignorId: 1 })],
])('%s', (_name, can) => {
  it.each([
    ['the creator', creator, true],
    ['the chair', chair, true],
    ['the deputy chair', deputy, true],
    ['another member, even a ministry head', other, false],
    ['nobody signed in', null, false],
  ] as const)('%s → %s', (_who, user, expected) => {
    expect(can(user)).toBe(expected);
  });
});

describe('orphaned records (creator left)', () => {
  it('only leadership may edit them', () => {
    expect(canEditLink(creator, { createdById: null })).toBe(false);
    expect(canEditLink(chair, { createdById: null })).toBe(true);
    expect(canEditTask(other, { assignorId: null })).toBe(false);
  });
});

describe('canEditMember', () => {
  const ownEntry = { userId: 1 };
  const othersEntry = { userId: 9 };
  it.each([
    ['a member, their own entry', creator, ownEntry, true],
    ['a member, someone else', creator, othersEntry, false],
    ['a ministry head, someone in their ministry', other, othersEntry, false],
    ['the removed-role value, someone else', { id: 5, role: 'Ahli Biasa' }, othersEntry, false],
    ['the chair, anyone', chair, othersEntry, true],
    ['the deputy chair, anyone', deputy, ownEntry, true],
    ['nobody signed in', null, ownEntry, false],
  ] as const)('%s → %s', (_who, user, member, expected) => {
    expect(canEditMember(user, member)).toBe(expected);
  });
});

describe('canEditProfile', () => {
  it('allows only your own account', () => {
    expect(canEditProfile({ id: 5 }, 5)).toBe(true);
    expect(canEditProfile({ id: 5 }, 6)).toBe(false);
    expect(canEditProfile(null, 5)).toBe(false);
  });
});

describe('canTakeRolesYourself', () => {
  it.each([
    [['Member'], ['Member', 'Ketua Ministri'], true],
    [['Member'], ['Pengerusi KUBM'], false],
    [['Member'], ['Member', 'Timbalan Pengerusi KUBM'], false],
    [['Pengerusi KUBM'], ['Pengerusi KUBM', 'Member'], true],
    [['Timbalan Pengerusi KUBM'], ['Pengerusi KUBM'], false],
    [['Ahli Biasa'], ['Ahli Biasa'], true],
    // Every AJK UTAMA role is granted like leadership's (docs/decisions/appointed-roles-granted.md).
    [['Member'], ['Setiausaha'], false],
    [['Member'], ['Member', 'Bendahari'], false],
    [['Member'], ['Ahli Kehormat'], false],
    [['Setiausaha'], ['Setiausaha', 'Member'], true],
    [['Bendahari'], ['Setiausaha'], false],
    [['Member'], ['Penasihat Ministri', 'Ketua BEC'], true],
    [[], [], true],
  ])('holding %j, asking for %j → %s', (held, requested, expected) => {
    expect(canTakeRolesYourself(held, requested)).toBe(expected);
  });
});
