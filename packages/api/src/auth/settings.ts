import type { LimitRule } from './rate-limit';

export interface AuthSettings {
  loginMaxPerAccountAddress: number;
  // Higher than the per-address limit, so a stranger cannot lock a member out of their usual address.
  loginMaxPerAccount: number;
  loginMaxPerAddress: number;
  loginWindowMinutes: number;
  registerMaxPerHour: number;
  resetMaxPerEmailPerHour: number;
  // The operator's code: leadership cannot change it.
  registrationCode: string | undefined;
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
