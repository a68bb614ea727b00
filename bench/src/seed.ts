// The bench's data, made through the portal's REST API as members would: the founding chair, 34 more members
// (registered with the bench's fixed registration code, AJK UTAMA roles granted by the chair, a few profile
// photos), 11 links and the tasks. Returns the chair's remember-me session cookie for the load and the browser.
import { solidPngDataUrl } from './png';
import { BENCH_MEMBERS, BENCH_TASKS, type BenchMember } from './seed-data';

/** The portal runs with this REGISTRATION_CODE (servers.ts), so every registration, the first too, needs it. */
export const REGISTRATION_CODE = 'penanda-aras-2026';

export const FOUNDER = {
  name: 'Pengerusi Penanda Aras',
  email: 'pengerusi-bench@contoh.my',
  phone: '0123456789',
  password: 'rahsia-penanda-aras',
  ministryRoles: [{ ministry: 'AJK UTAMA', role: 'Pengerusi KUBM' }],
} as const;

const MEMBER_PASSWORD = 'rahsia-ahli-penanda-aras';
const CATEGORIES = ['KUBM Alatan', 'KUBM Dokumen', 'Bahan Liturgi', 'Media Sosial', 'Aplikasi', 'Lain-lain'];
export const LINK_COUNT = 11;
const DAY_MS = 86_400_000;

async function send(
  baseUrl: string,
  method: 'POST' | 'PUT' | 'GET',
  path: string,
  body: unknown,
  cookie?: string,
): Promise<Response> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      origin: baseUrl,
      ...(cookie ? { cookie } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) {
    throw new Error(`seeding: ${method} ${path} answered ${response.status}: ${await response.text()}`);
  }
  return response;
}

/** `name=value` of the session cookie a response sets. */
export function sessionCookie(setCookies: readonly string[], name = 'kubm_session'): string | null {
  for (const header of setCookies) {
    const pair = header.split(';')[0]?.trim() ?? '';
    if (pair.startsWith(`${name}=`) && pair.length > name.length + 1) return pair;
  }
  return null;
}

export function memberEmail(member: Pick<BenchMember, 'key'>): string {
  return `${member.key}-bench@contoh.my`;
}

/** 'yyyy-MM-dd', `days` from `now` (UTC days, as the task form's dates are calendar days). */
export function dayFrom(now: number, days: number): string {
  return new Date(now + days * DAY_MS).toISOString().slice(0, 10);
}

interface Signed {
  userId: number;
  cookie: string;
}

async function registered(response: Response, what: string): Promise<Signed> {
  const cookie = sessionCookie(response.headers.getSetCookie());
  if (!cookie) throw new Error(`seeding: ${what} set no session cookie`);
  const user = (await response.json()) as { id: number };
  return { userId: user.id, cookie };
}

export async function seedPortal(baseUrl: string): Promise<string> {
  const { ministryRoles, ...account } = FOUNDER;
  const [first] = ministryRoles;
  const founder = await registered(
    await send(baseUrl, 'POST', '/api/register', {
      ...account,
      ministryRoles,
      ministry: first.ministry,
      role: first.role,
      registrationCode: REGISTRATION_CODE,
    }),
    'POST /api/register',
  );
  const login = await send(baseUrl, 'POST', '/api/login', {
    email: account.email,
    password: account.password,
    rememberMe: true,
  });
  const cookie = sessionCookie(login.headers.getSetCookie());
  if (!cookie) throw new Error('seeding: POST /api/login set no session cookie');

  // One after another: each costs an argon2 hash, and the machine has two cores.
  const people = new Map<string, Signed>([['chair', { userId: founder.userId, cookie }]]);
  for (const member of BENCH_MEMBERS) {
    const response = await send(baseUrl, 'POST', '/api/register', {
      name: member.name,
      email: memberEmail(member),
      phone: member.phone,
      password: MEMBER_PASSWORD,
      ministryRoles: member.pairs,
      registrationCode: REGISTRATION_CODE,
    });
    people.set(member.key, await registered(response, `registering ${member.key}`));
  }

  const listed = (await (await send(baseUrl, 'GET', '/api/members', undefined, cookie)).json()) as {
    id: number;
    userId: number;
  }[];
  const memberIdOf = new Map(listed.map((entry) => [entry.userId, entry.id]));
  for (const [index, member] of BENCH_MEMBERS.entries()) {
    const signed = people.get(member.key) as Signed;
    if (member.appointed) {
      await send(
        baseUrl,
        'PUT',
        `/api/members/${memberIdOf.get(signed.userId)}`,
        { role: member.appointed, ministry: 'AJK UTAMA' },
        cookie,
      );
    }
    if (member.photo) {
      const shade = (index * 47) % 200;
      await send(
        baseUrl,
        'PUT',
        `/api/users/${signed.userId}`,
        { profilePhoto: solidPngDataUrl(16, [40 + shade, 120, 220 - shade]) },
        signed.cookie,
      );
    }
  }

  for (let i = 1; i <= LINK_COUNT; i += 1) {
    await send(
      baseUrl,
      'POST',
      '/api/links',
      {
        title: `Pautan penanda aras ${i}`,
        url: `https://contoh.my/bahan/${i}`,
        description: i % 2 === 0 ? `Bahan rujukan nombor ${i} untuk ahli jawatankuasa.` : '',
        category: CATEGORIES[i % CATEGORIES.length],
      },
      cookie,
    );
  }

  const now = Date.now();
  for (const task of BENCH_TASKS) {
    const assignor = people.get(task.assignor) as Signed;
    const assignee = people.get(task.assignee) as Signed;
    await send(
      baseUrl,
      'POST',
      '/api/tasks',
      {
        title: task.title,
        description: task.description,
        assigneeId: assignee.userId,
        startDate: dayFrom(now, task.startInDays),
        dueDate: dayFrom(now, task.dueInDays),
        isUrgent: task.isUrgent,
        status: task.status,
      },
      assignor.cookie,
    );
  }
  return cookie;
}
