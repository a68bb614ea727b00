// `pnpm bench`'s baseline: node:http and the driver, no framework, doing the database work of GET /api/links,
// /api/user and /api/health with the SQL drizzle sends and the same session rules (packages/api/src/auth/
// sessions.ts, links/service.ts, users/current-user.ts, health/router.ts), then JSON.stringify.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';

const port = Number(process.env.BARE_PORT);
const databaseUrl = process.env.BARE_DATABASE_URL;
const dataDir = process.env.BARE_DATA_DIR;

const SESSION_COOKIE = 'kubm_session';
const HOUR_MS = 3_600_000;
const PERSISTENT_MS = 30 * 24 * HOUR_MS;
const BROWSER_MS = 12 * HOUR_MS;
/** The portal's LINKS_PAGE_SIZE default: the first page, read one link past it to learn whether more follow. */
const LINKS_PAGE_SIZE = Number(process.env.LINKS_PAGE_SIZE ?? 100);
const LEADERSHIP_ROLES = new Set(['Pengerusi KUBM', 'Timbalan Pengerusi KUBM']);

const SESSION_SQL =
  'select "sessions"."user_id", "sessions"."expires_at", "sessions"."persistent", "users"."name", "users"."email", "users"."role", "users"."ministry" from "sessions" inner join "users" on "users"."id" = "sessions"."user_id" where "sessions"."id" = $1';
const EXPIRED_SQL = 'delete from "sessions" where "sessions"."id" = $1';
const SLIDE_SQL =
  'update "sessions" set "expires_at" = $1 where ("sessions"."id" = $2 and "sessions"."user_id" = $3)';
const LINKS_SQL =
  'select "links"."id", "links"."title", "links"."url", "links"."description", "links"."category", "links"."created_by_id", "users"."name", "links"."created_at" from "links" left join "users" on "users"."id" = "links"."created_by_id" order by "links"."created_at" desc, "links"."id" desc limit $1';
const USER_SQL =
  'select "id", "name", "email", "phone", "role", "ministry", "profile_photo", "join_date" from "users" where "users"."id" = $1';
const PAIRS_SQL =
  'select "ministry", "role" from "user_ministry_roles" where "user_ministry_roles"."user_id" = $1 order by "user_ministry_roles"."id" asc';
const HEALTH_SQL = 'select count(*) from "users"';

/** One `query(text, params) → rows` for both drivers. postgres.js prepares each statement once per connection. */
async function openDatabase() {
  if (databaseUrl) {
    const { default: postgres } = await import('postgres');
    const sql = postgres(databaseUrl, { max: 10, onnotice: () => {} });
    return {
      query: (text, params = []) => sql.unsafe(text, params, { prepare: true }),
      close: () => sql.end({ timeout: 5 }),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  // Opened as the portal opens it (packages/db/src/client.ts): its shared_buffers, PGLITE_SHARED_BUFFERS_MB.
  const sharedBuffersMb = Number(process.env.PGLITE_SHARED_BUFFERS_MB ?? 16);
  const pg = await PGlite.create({
    dataDir,
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffersMb}MB`],
  });
  return {
    query: async (text, params = []) => (await pg.query(text, params)).rows,
    close: () => pg.close(),
  };
}

const db = await openDatabase();

function readSessionId(cookieHeader) {
  for (const part of cookieHeader.split(';')) {
    const equals = part.indexOf('=');
    if (equals > 0 && part.slice(0, equals).trim() === SESSION_COOKIE) return part.slice(equals + 1).trim();
  }
  return null;
}

async function sessionUser(req) {
  const sessionId = readSessionId(req.headers.cookie ?? '');
  if (!sessionId) return null;
  const idHash = createHash('sha256').update(sessionId).digest('hex');
  const [row] = await db.query(SESSION_SQL, [idHash]);
  if (!row) return null;
  const now = Date.now();
  if (row.expires_at.getTime() <= now) {
    await db.query(EXPIRED_SQL, [idHash]);
    return null;
  }
  const lifetime = row.persistent ? PERSISTENT_MS : BROWSER_MS;
  if (row.expires_at.getTime() - now < lifetime / 2) {
    await db.query(SLIDE_SQL, [new Date(now + lifetime), idHash, row.user_id]);
  }
  return { id: row.user_id, name: row.name, email: row.email, role: row.role, ministry: row.ministry };
}

async function listLinks(user) {
  const rows = (await db.query(LINKS_SQL, [LINKS_PAGE_SIZE + 1])).slice(0, LINKS_PAGE_SIZE);
  const leader = LEADERSHIP_ROLES.has(user.role);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    url: row.url,
    description: row.description,
    category: row.category,
    createdById: row.created_by_id,
    createdByName: row.name,
    createdAt: row.created_at.toISOString(),
    canEdit: leader || row.created_by_id === user.id,
  }));
}

async function currentUser(user) {
  const [row] = await db.query(USER_SQL, [user.id]);
  const pairs = await db.query(PAIRS_SQL, [user.id]);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    ministry: row.ministry,
    profilePhoto: row.profile_photo,
    joinDate: row.join_date.toISOString(),
    ministryRoles: pairs.map((pair) => ({ ministry: pair.ministry, role: pair.role })),
  };
}

async function answer(req) {
  if (req.method !== 'GET') return [405, { message: 'method not allowed' }];
  if (req.url === '/api/health') {
    await db.query(HEALTH_SQL);
    return [200, { status: 'ok', database: 'ok' }];
  }
  if (req.url === '/api/links' || req.url === '/api/user') {
    const user = await sessionUser(req);
    if (!user) return [401, { message: 'unauthorized' }];
    return [200, req.url === '/api/links' ? await listLinks(user) : await currentUser(user)];
  }
  return [404, { message: 'not found' }];
}

const server = createServer((req, res) => {
  answer(req).then(
    ([status, body]) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    },
    (error) => {
      console.error(error);
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end('{"message":"error"}');
    },
  );
});

server.listen(port, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ msg: 'ready', ms: Math.round(performance.now()) })}\n`);
});

process.once('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  db.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
