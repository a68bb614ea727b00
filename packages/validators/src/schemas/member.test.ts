// The 'Edit Ahli' dialog and PUT /api/members/{id}, and the assign-role dialog.
import { describe, expect, it } from 'vitest';
import { assignRoleSchema, memberEditSchema, memberUpdateSchema } from './member';
import { messagesAt, parseValid } from './test-helpers';

const valid = {
  name: 'Joseph Raj',
  email: 'joseph@contoh.my',
  phone: '0167788990',
  role: 'Ketua Ministri',
  ministry: 'PEWARTA (MINISTRI)',
};

describe('memberEditSchema', () => {
  it('accepts a complete member', () => {
    expect(parseValid(memberEditSchema, valid)).toEqual(valid);
  });

  it.each([
    ['name', 'Nama diperlukan'],
    ['phone', 'Nombor telefon diperlukan'],
    ['role', 'Jawatan diperlukan'],
    ['ministry', 'Ministri diperlukan'],
  ])('an empty or missing %s says %j', (field, message) => {
    expect(messagesAt(memberEditSchema, { ...valid, [field]: '' }, field)[0]).toBe(message);
    const { [field as keyof typeof valid]: _dropped, ...without } = valid;
    expect(messagesAt(memberEditSchema, without, field)[0]).toBe(message);
  });

  it("an invalid or missing e-mail says 'Email tidak sah'", () => {
    expect(messagesAt(memberEditSchema, { ...valid, email: 'joseph' }, 'email')[0]).toBe('Email tidak sah');
    expect(messagesAt(memberEditSchema, { ...valid, email: '' }, 'email')[0]).toBe('Email tidak sah');
    const { email: _email, ...without } = valid;
    expect(messagesAt(memberEditSchema, without, 'email')[0]).toBe('Email tidak sah');
  });

  it("accepts the removal values 'Ahli Biasa' / 'Umum' and refuses values outside the lists", () => {
    expect(parseValid(memberEditSchema, { ...valid, role: 'Ahli Biasa', ministry: 'Umum' }).role).toBe(
      'Ahli Biasa',
    );
    expect(memberEditSchema.safeParse({ ...valid, role: 'Raja' }).success).toBe(false);
    expect(memberEditSchema.safeParse({ ...valid, ministry: 'PEWARTA' }).success).toBe(false);
  });
});

describe('memberUpdateSchema (full edit, removal from a role, or assignment)', () => {
  it('accepts a full edit', () => {
    expect(parseValid(memberUpdateSchema, valid)).toEqual(valid);
  });

  it("accepts a removal from a role: role 'Ahli Biasa' and ministry 'Umum' only", () => {
    expect(parseValid(memberUpdateSchema, { role: 'Ahli Biasa', ministry: 'Umum' })).toEqual({
      role: 'Ahli Biasa',
      ministry: 'Umum',
    });
  });

  it('accepts an assignment: role only', () => {
    expect(parseValid(memberUpdateSchema, { role: 'Setiausaha' })).toEqual({ role: 'Setiausaha' });
  });

  it('keeps the edit rules on the fields that are sent', () => {
    expect(messagesAt(memberUpdateSchema, { role: '' }, 'role')[0]).toBe('Jawatan diperlukan');
    expect(messagesAt(memberUpdateSchema, { ministry: '' }, 'ministry')[0]).toBe('Ministri diperlukan');
    expect(messagesAt(memberUpdateSchema, { name: '' }, 'name')[0]).toBe('Nama diperlukan');
    expect(messagesAt(memberUpdateSchema, { phone: '' }, 'phone')[0]).toBe('Nombor telefon diperlukan');
    expect(messagesAt(memberUpdateSchema, { email: 'x' }, 'email')[0]).toBe('Email tidak sah');
    expect(memberUpdateSchema.safeParse({ role: 'Bogus' }).success).toBe(false);
  });
});

describe('assignRoleSchema', () => {
  it('accepts a chosen member and a role', () => {
    expect(parseValid(assignRoleSchema, { memberId: 7, role: 'Bendahari' })).toEqual({
      memberId: 7,
      role: 'Bendahari',
    });
  });

  it("refuses a missing member with 'Please select a member to assign to this role.'", () => {
    expect(messagesAt(assignRoleSchema, { role: 'Bendahari' }, 'memberId')).toEqual([
      'Please select a member to assign to this role.',
    ]);
    expect(messagesAt(assignRoleSchema, { memberId: 0, role: 'Bendahari' }, 'memberId')).toEqual([
      'Please select a member to assign to this role.',
    ]);
  });
});
