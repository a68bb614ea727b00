// A third party's client, written only against the types openapi-typescript generates from the served
// /api/openapi.json (generated/openapi.d.ts, made by the test, not committed): found a closed portal,
// sign out and in, links (list, create, update, delete), members, tasks, the registration code, sign out
// the other devices, sign out. The test typechecks this file against
// the document, so a document that renames a path or a field fails it, then runs it against the server.
import createClient, { type Middleware } from 'openapi-fetch';
import type { ClientAccount, ClientRun, Exchange } from './client-run';
import type { paths } from './generated/openapi';

/**
 * fetch as a browser on the portal's own page would send it: the session cookie kept between calls, and
 * an Origin header on writes (the server refuses writes from another origin with 403).
 */
function sessionFetch(origin: string): (request: Request) => Promise<Response> {
  const jar = new Map<string, string>();
  return async (request) => {
    const headers = new Headers(request.headers);
    if (jar.size > 0) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    if (request.method !== 'GET' && request.method !== 'HEAD') headers.set('origin', origin);
    const response = await fetch(new Request(request, { headers }));
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq < 1) continue;
      const expired = attributes.some((a) => /^\s*max-age\s*=\s*0\s*$/i.test(a));
      const value = pair.slice(eq + 1).trim();
      if (expired || value === '') jar.delete(pair.slice(0, eq).trim());
      else jar.set(pair.slice(0, eq).trim(), value);
    }
    return response;
  };
}

function recorder(exchanges: Exchange[]): Middleware {
  return {
    async onResponse({ request, response, schemaPath }) {
      const contentType = response.headers.get('content-type') ?? '';
      const text = await response.clone().text();
      exchanges.push({
        method: request.method.toLowerCase(),
        schemaPath,
        status: response.status,
        contentType,
        body: contentType.includes('json') && text !== '' ? JSON.parse(text) : undefined,
      });
    },
  };
}

function fail(step: string, error: unknown): never {
  throw new Error(`${step}: ${JSON.stringify(error)}`);
}

/** baseUrl is the server's origin; the API lives under /api as the document's servers entry says. */
export async function runClient(baseUrl: string, account: ClientAccount): Promise<ClientRun> {
  const origin = new URL(baseUrl).origin;
  const exchanges: Exchange[] = [];
  const api = createClient<paths>({ baseUrl: `${origin}/api`, fetch: sessionFetch(origin) });
  api.use(recorder(exchanges));

  // A closed portal not founded yet: this client's account founds it, needing no code, as its chair.
  const options = await api.GET('/registration-options');
  if (!options.data) fail('registration options', options.error);
  const registered = await api.POST('/register', {
    body: {
      name: account.name,
      email: account.email,
      phone: account.phone,
      password: account.password,
      ministryRoles: [{ ministry: 'AJK UTAMA', role: 'Pengerusi KUBM' }],
    },
  });
  if (!registered.data) fail('register', registered.error);
  const userId = registered.data.id;

  const out = await api.POST('/logout');
  if (!out.data) fail('logout', out.error);
  const login = await api.POST('/login', {
    body: { email: account.email, password: account.password, rememberMe: true },
  });
  if (!login.data) fail('login', login.error);
  const me = await api.GET('/user');
  if (!me.data) fail('user', me.error);

  const created = await api.POST('/links', {
    body: {
      title: 'Jadual Misa',
      url: 'https://contoh.my/jadual',
      description: 'Jadual Misa bulan ini',
      category: 'KUBM Dokumen',
    },
  });
  if (!created.data) fail('create link', created.error);
  const linkId = created.data.id;
  const afterCreate = await api.GET('/links');
  if (!afterCreate.data) fail('list links', afterCreate.error);

  const updated = await api.PUT('/links/{id}', {
    params: { path: { id: linkId } },
    body: { title: 'Jadual Misa Baharu', url: 'https://contoh.my/jadual', category: 'KUBM Dokumen' },
  });
  if (!updated.data) fail('update link', updated.error);
  const afterUpdate = await api.GET('/links');
  if (!afterUpdate.data) fail('list links', afterUpdate.error);

  const removed = await api.DELETE('/links/{id}', { params: { path: { id: linkId } } });
  if (!removed.data) fail('delete link', removed.error);
  const afterDelete = await api.GET('/links');
  if (!afterDelete.data) fail('list links', afterDelete.error);

  const members = await api.GET('/members');
  if (!members.data) fail('members', members.error);

  const task = await api.POST('/tasks', {
    body: {
      title: 'Sediakan slaid lagu',
      description: 'Untuk Misa Ahad',
      assigneeId: userId,
      startDate: '2026-03-02',
      dueDate: '2026-03-06',
    },
  });
  if (!task.data) fail('create task', task.error);
  const tasks = await api.GET('/tasks', { params: { query: { mode: 'created' } } });
  if (!tasks.data) fail('tasks', tasks.error);

  const code = await api.GET('/registration-code');
  if (!code.data) fail('registration code', code.error);
  const others = await api.POST('/logout-others');
  if (!others.data) fail('logout others', others.error);
  const stillIn = await api.GET('/user');

  const logout = await api.POST('/logout');
  if (!logout.data) fail('logout', logout.error);
  const signedOut = await api.GET('/user');

  return {
    exchanges,
    userId,
    signedInEmail: me.data.email,
    createdLinkId: linkId,
    linkTitlesAfterCreate: afterCreate.data.map((link) => link.title),
    linkTitlesAfterUpdate: afterUpdate.data.map((link) => link.title),
    linkIdsAfterDelete: afterDelete.data.map((link) => link.id),
    memberUserIds: members.data.map((member) => member.userId),
    taskTitles: tasks.data.map((t) => t.title),
    codeRequiredBefore: options.data.codeRequired,
    registrationCode: code.data.code,
    statusAfterLogoutOthers: stillIn.response.status,
    statusAfterLogout: signedOut.response.status,
    messageAfterLogout: signedOut.error?.message ?? '',
  };
}
