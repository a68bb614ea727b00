// Leadership is granted, not claimed: only the founding account picks a leadership role at registration,
// nobody gives themselves one through the profile, an operator or leadership grants it. Also the optional
// registration code.
import { portalFounding } from '@kubm/db';
import { MSG } from '@kubm/validators';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../test-api';
import { setUserRole } from '../users/set-role';

let api: TestApi | undefined;
afterEach(async () => {
  await api?.handle.close();
  api = undefined;
});

async function fresh(settings = {}): Promise<TestApi> {
  api = await createTestApi({ settings });
  return api;
}

function registration(email: string, role = 'Member', ministry = 'IKD (MINISTRI)') {
  return {
    name: email.split('@')[0] ?? 'Ahli',
    email,
    phone: '0123456789',
    password: 'rahsia-123',
    ministryRoles: [{ ministry, role }],
  };
}

/** Registers and returns a caller signed in as that account. */
async function signedUp(t: TestApi, email: string, role?: string, ministry?: string) {
  const resHeaders = new Headers();
  const user = await t.caller('', resHeaders).auth.register(registration(email, role, ministry));
  const cookie = resHeaders.get('set-cookie')?.split(';')[0] ?? '';
  return { user, as: t.caller(cookie) };
}

describe('a portal founded before registration codes existed', () => {
  it('is closed after the upgrade: a code is made when first needed, and leadership sees it', async () => {
    const t = await fresh({ registrationOpen: false });
    const founder = await signedUp(t, 'pengasas@contoh.my', 'Pengerusi KUBM', 'AJK UTAMA');
    // As migration 0003 leaves such a portal: founded, no code.
    await t.handle.db.update(portalFounding).set({ registrationCode: null });
    expect(await t.caller().auth.registrationOptions()).toEqual({
      leadershipOpen: false,
      codeRequired: true,
    });
    await expect(t.caller().auth.register(registration('tanpa@contoh.my'))).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: MSG.registrationCodeInvalid,
    });
    const view = await founder.as.auth.registrationCode();
    expect(view.code).toMatch(/^[A-Z2-9]{8}$/);
    const [row] = await t.handle.db.select({ code: portalFounding.registrationCode }).from(portalFounding);
    expect(row?.code).toBe(view.code);
    const joined = await t
      .caller()
      .auth.register({ ...registration('dengan@contoh.my'), registrationCode: view.code ?? '' });
    expect(joined.role).toBe('Member');
  });
});

describe('registration', () => {
  it('lets the first account found the portal as Pengerusi KUBM, and refuses the claim afterwards', async () => {
    const t = await fresh();
    expect(await t.caller().auth.registrationOptions()).toEqual({
      leadershipOpen: true,
      codeRequired: false,
    });
    const { user } = await signedUp(t, 'pengasas@contoh.my', 'Pengerusi KUBM', 'AJK UTAMA');
    expect(user.role).toBe('Pengerusi KUBM');
    expect(await t.caller().auth.registrationOptions()).toEqual({
      leadershipOpen: false,
      codeRequired: false,
    });

    for (const role of ['Pengerusi KUBM', 'Timbalan Pengerusi KUBM']) {
      await expect(
        t.caller().auth.register(registration(`${role.length}@contoh.my`, role)),
      ).rejects.toMatchObject({ code: 'FORBIDDEN', message: MSG.leadershipNotClaimable });
    }
    // A leadership role hidden in a later pair is refused as well, and nothing is created.
    const sneaky = registration('licik@contoh.my');
    sneaky.ministryRoles.push({ ministry: 'AJK UTAMA', role: 'Timbalan Pengerusi KUBM' });
    await expect(t.caller().auth.register(sneaky)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      t.caller().auth.login({ email: 'licik@contoh.my', password: 'rahsia-123' }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });

    const { user: member } = await signedUp(t, 'ahli@contoh.my');
    expect(member.role).toBe('Member');
  });

  it('stays founded when the founder leaves', async () => {
    const t = await fresh();
    const founder = await signedUp(t, 'pengasas@contoh.my', 'Pengerusi KUBM', 'AJK UTAMA');
    await founder.as.users.remove({ id: founder.user.id });
    expect((await t.caller().auth.registrationOptions()).leadershipOpen).toBe(false);
    await expect(
      t.caller().auth.register(registration('kedua@contoh.my', 'Pengerusi KUBM')),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('lets only one of two racing first registrations take the chair', async () => {
    const t = await fresh();
    const results = await Promise.allSettled([
      t.caller().auth.register(registration('satu@contoh.my', 'Pengerusi KUBM')),
      t.caller().auth.register(registration('dua@contoh.my', 'Pengerusi KUBM')),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
  });

  it('needs REGISTRATION_CODE when the portal sets one', async () => {
    const t = await fresh({ registrationCode: 'Paroki-2026' });
    expect((await t.caller().auth.registrationOptions()).codeRequired).toBe(true);
    const input = registration('ana@contoh.my');
    for (const registrationCode of [undefined, '', 'paroki-2026', 'Paroki-2026x']) {
      await expect(t.caller().auth.register({ ...input, registrationCode })).rejects.toMatchObject({
        code: 'FORBIDDEN',
        message: MSG.registrationCodeInvalid,
      });
    }
    const user = await t.caller().auth.register({ ...input, registrationCode: 'Paroki-2026' });
    expect(user.email).toBe('ana@contoh.my');
  });
});

describe('profile', () => {
  it('refuses giving yourself a leadership role, and applies nothing of that request', async () => {
    const t = await fresh();
    await signedUp(t, 'pengasas@contoh.my', 'Pengerusi KUBM', 'AJK UTAMA');
    const { user, as } = await signedUp(t, 'ahli@contoh.my');

    const attempts = [
      { name: 'Nama Baru', role: 'Pengerusi KUBM' },
      { name: 'Nama Baru', ministryRoles: [{ ministry: 'AJK UTAMA', role: 'Timbalan Pengerusi KUBM' }] },
      {
        name: 'Nama Baru',
        ministryRoles: [
          { ministry: 'IKD (MINISTRI)', role: 'Member' },
          { ministry: 'AJK UTAMA', role: 'Pengerusi KUBM' },
        ],
      },
    ];
    for (const changes of attempts) {
      await expect(as.users.update({ id: user.id, ...changes })).rejects.toMatchObject({
        code: 'FORBIDDEN',
        message: MSG.leadershipNotClaimable,
      });
    }
    const me = await as.auth.me();
    expect(me).toMatchObject({ name: user.name, role: 'Member' });
    expect(me.ministryRoles).toEqual([{ ministry: 'IKD (MINISTRI)', role: 'Member' }]);
  });

  it('lets leadership keep its own role while editing the rest', async () => {
    const t = await fresh();
    const { user, as } = await signedUp(t, 'pengasas@contoh.my', 'Pengerusi KUBM', 'AJK UTAMA');
    const updated = await as.users.update({
      id: user.id,
      name: 'Pengerusi Baru',
      ministryRoles: [
        { ministry: 'AJK UTAMA', role: 'Pengerusi KUBM' },
        { ministry: 'KOIR (MINISTRI)', role: 'Member' },
      ],
    });
    expect(updated).toMatchObject({ name: 'Pengerusi Baru', role: 'Pengerusi KUBM' });
  });

  it("accepts 'Ahli Biasa' and 'Umum', the values a removal from a role leaves", async () => {
    const t = await fresh();
    const { user, as } = await signedUp(t, 'ahli@contoh.my');
    const updated = await as.users.update({
      id: user.id,
      role: 'Ahli Biasa',
      ministry: 'Umum',
      ministryRoles: [{ ministry: 'Umum', role: 'Ahli Biasa' }],
    });
    expect(updated).toMatchObject({ role: 'Ahli Biasa', ministry: 'Umum' });
  });
});

describe('setUserRole (pnpm admin:set-role)', () => {
  it('grants leadership to an existing member, who then has it', async () => {
    const t = await fresh();
    await signedUp(t, 'pengasas@contoh.my');
    const { as } = await signedUp(t, 'ahli@contoh.my');
    expect(await setUserRole(t.handle.db, ' AHLI@contoh.my ', 'Timbalan Pengerusi KUBM')).toEqual({
      name: 'ahli',
    });
    const me = await as.auth.me();
    expect(me.role).toBe('Timbalan Pengerusi KUBM');
    expect(me.ministryRoles[0]?.role).toBe('Timbalan Pengerusi KUBM');
    await expect(setUserRole(t.handle.db, 'tiada@contoh.my', 'Member')).rejects.toThrow(/No account/);
    await expect(setUserRole(t.handle.db, 'ahli@contoh.my', 'Raja')).rejects.toThrow(/Unknown role/);
  });
});
