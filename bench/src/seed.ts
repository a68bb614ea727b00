// The bench's data, made through the portal's REST API as a member would: the founding chair and 11 links.
// Returns the chair's remember-me session cookie for the load and the browser.

export const FOUNDER = {
  name: 'Pengerusi Penanda Aras',
  email: 'pengerusi-bench@contoh.my',
  phone: '0123456789',
  password: 'rahsia-penanda-aras',
  ministryRoles: [{ ministry: 'AJK UTAMA', role: 'Pengerusi KUBM' }],
} as const;

const CATEGORIES = ['KUBM Alatan', 'KUBM Dokumen', 'Bahan Liturgi', 'Media Sosial', 'Aplikasi', 'Lain-lain'];
export const LINK_COUNT = 11;

async function post(baseUrl: string, path: string, body: unknown, cookie?: string): Promise<Response> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: baseUrl,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(`seeding: POST ${path} answered ${response.status}: ${await response.text()}`);
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

export async function seedPortal(baseUrl: string): Promise<string> {
  const { ministryRoles, ...account } = FOUNDER;
  const [first] = ministryRoles;
  await post(baseUrl, '/api/register', {
    ...account,
    ministryRoles,
    ministry: first.ministry,
    role: first.role,
  });
  const login = await post(baseUrl, '/api/login', {
    email: account.email,
    password: account.password,
    rememberMe: true,
  });
  const cookie = sessionCookie(login.headers.getSetCookie());
  if (!cookie) throw new Error('seeding: POST /api/login set no session cookie');
  for (let i = 1; i <= LINK_COUNT; i += 1) {
    await post(
      baseUrl,
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
  return cookie;
}
