import { createHash, timingSafeEqual } from 'node:crypto';
import { type Database, portalFounding } from '@kubm/db';
import { MSG, newRegistrationCode, normaliseRegistrationCode } from '@kubm/validators';
import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../app-error';
import type { AuthSettings } from './settings';

interface Ctx {
  db: Database;
  settings: AuthSettings;
}

export type RegistrationCodeMode = 'fixed' | 'open' | 'portal';

export function registrationCodeMode(settings: AuthSettings): RegistrationCodeMode {
  if (settings.registrationCode !== undefined) return 'fixed';
  return settings.registrationOpen ? 'open' : 'portal';
}

export interface RegistrationCodeView {
  mode: RegistrationCodeMode;
  code: string | null;
  changeable: boolean;
}

export const REGISTRATION_CODE_MSG = {
  fixed:
    'Kod pendaftaran ditetapkan oleh pengendali portal (REGISTRATION_CODE) dan tidak boleh ditukar di sini.',
  open: 'Pendaftaran dibuka oleh pengendali portal (REGISTRATION_OPEN): tiada kod untuk ditukar.',
} as const;

// Both sides hashed first, so neither timing nor length tells how much of a guess was right.
export function sameCode(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

// Racing readers all end with the same code.
export async function portalRegistrationCode(db: Database): Promise<string | null> {
  const read = async () =>
    (
      await db.select({ id: portalFounding.id, code: portalFounding.registrationCode }).from(portalFounding)
    )[0];
  const row = await read();
  if (!row) return null;
  if (row.code !== null) return row.code;
  await db
    .update(portalFounding)
    .set({ registrationCode: newRegistrationCode() })
    .where(and(eq(portalFounding.id, row.id), isNull(portalFounding.registrationCode)));
  return (await read())?.code ?? null;
}

export function registrationCodeRequired(settings: AuthSettings, founded: boolean): boolean {
  const mode = registrationCodeMode(settings);
  return mode === 'fixed' || (mode === 'portal' && founded);
}

// False only for the founding registration, whose transaction must then found the portal itself.
export async function checkRegistrationCode(ctx: Ctx, given: string | undefined): Promise<boolean> {
  const mode = registrationCodeMode(ctx.settings);
  if (mode === 'open') return true;
  if (mode === 'fixed') {
    if (!sameCode(given ?? '', ctx.settings.registrationCode ?? '')) throw forbidden();
    return true;
  }
  const stored = await portalRegistrationCode(ctx.db);
  if (stored === null) return false;
  if (!sameCode(normaliseRegistrationCode(given ?? ''), stored)) throw forbidden();
  return true;
}

function forbidden(): AppError {
  return new AppError('FORBIDDEN', MSG.registrationCodeInvalid);
}

export async function viewRegistrationCode(ctx: Ctx): Promise<RegistrationCodeView> {
  const mode = registrationCodeMode(ctx.settings);
  if (mode === 'fixed') return { mode, code: ctx.settings.registrationCode ?? null, changeable: false };
  if (mode === 'open') return { mode, code: null, changeable: false };
  return { mode, code: await ensurePortalCode(ctx.db), changeable: true };
}

async function ensurePortalCode(db: Database): Promise<string> {
  const code = await portalRegistrationCode(db);
  if (code !== null) return code;
  return setPortalCode(db, newRegistrationCode());
}

async function setPortalCode(db: Database, code: string): Promise<string> {
  await db
    .insert(portalFounding)
    .values({ registrationCode: code })
    .onConflictDoUpdate({ target: portalFounding.id, set: { registrationCode: code } });
  return code;
}

export async function changeRegistrationCode(
  ctx: Ctx,
  typed: string | undefined,
): Promise<RegistrationCodeView> {
  const mode = registrationCodeMode(ctx.settings);
  if (mode !== 'portal') throw new AppError('CONFLICT', REGISTRATION_CODE_MSG[mode]);
  const code = await setPortalCode(ctx.db, typed ?? newRegistrationCode());
  return { mode, code, changeable: true };
}
