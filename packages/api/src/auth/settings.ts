// The limits of sign-in, registration and reset e-mails: named settings (the server reads them from its
// environment; README lists them), turned here into the counters' rules.
import type { LimitRule } from './rate-limit';

export interface AuthSettings {
  /** Failed sign-ins allowed per account from one address, per window: what a forgetful member meets. */
  loginMaxPerAccountAddress: number;
  /**
   * Failed sign-ins allowed per account across all addresses, per window. Higher than the one above, so a
   * stranger elsewhere cannot lock a member out of their usual address, yet a spread-out guess still stops.
   */
  loginMaxPerAccount: number;
  /** Failed sign-ins allowed per address across all accounts, per window. */
  loginMaxPerAddress: number;
  loginWindowMinutes: number;
  /** Registrations (successful or not) per address per hour. */
  registerMaxPerHour: number;
  /** Reset e-mails per address per hour. */
  resetMaxPerEmailPerHour: number;
  /** When set, registration needs this code (the operator's, fixed: leadership cannot change it). */
  registrationCode: string | undefined;
  /**
   * Without a fixed code: true lets anyone register (REGISTRATION_OPEN=true); false, the default, asks for
   * the portal's own code, made when the portal is founded and changed by leadership.
   */
  registrationOpen: boolean;
}

export const DEFAULT_AUTH_SETTINGS: AuthSettings = {
  loginMaxPerAccountAddress: 5,
  loginMaxPerAccount: 50,
  loginMaxPerAddress: 20,
  loginWindowMinutes: 15,
  registerMaxPerHour: 10,
  resetMaxPerEmailPerHour: 3,
  registrationCode: undefined,
  registrationOpen: false,
};

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export function limitRules(settings: AuthSettings) {
  const loginWindowMs = settings.loginWindowMinutes * MINUTE_MS;
  return {
    loginAccountAddress: {
      name: 'login:account+address',
      max: settings.loginMaxPerAccountAddress,
      windowMs: loginWindowMs,
    },
    loginAccount: { name: 'login:account', max: settings.loginMaxPerAccount, windowMs: loginWindowMs },
    loginAddress: { name: 'login:address', max: settings.loginMaxPerAddress, windowMs: loginWindowMs },
    register: { name: 'register:address', max: settings.registerMaxPerHour, windowMs: HOUR_MS },
    resetEmail: { name: 'reset:email', max: settings.resetMaxPerEmailPerHour, windowMs: HOUR_MS },
  } satisfies Record<string, LimitRule>;
}
export type LimitRules = ReturnType<typeof limitRules>;
