// `pnpm bench`'s baseline: node:http and the driver, no framework, doing the database work of each measured
// route (bench/src/routes.ts) with the SQL drizzle sends and the same session rules (packages/api/src/auth/
// sessions.ts and each route's service), then JSON.stringify. The feeds' answers (calendar, voting) come from
// the JSON files the bench wrote, serialised once: the least a lean server could do per request. Every answer
// carries the portal's security headers and a request id, so both send the same answer.
import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const port = Number(process.env.BARE_PORT);
const databaseUrl = process.env.BARE_DATABASE_URL;
const dataDir = process.env.BARE_DATA_DIR;
const calendarFile = process.env.BARE_CALENDAR_FILE;
const votingFile = process.env.BARE_VOTING_FILE;

const SESSION_COOKIE = 'kubm_session';
const HOUR_MS = 3_600_000;
const PERSISTENT_MS = 30 * 24 * HOUR_MS;
const BROWSER_MS = 12 * HOUR_MS;
/** The portal's LINKS_PAGE_SIZE default: the first page, read one link past it to learn whether more follow. */
const LINKS_PAGE_SIZE = Number(process.env.LINKS_PAGE_SIZE ?? 100);
const LEADERSHIP_ROLES = new Set(['Pengerusi KUBM', 'Timbalan Pengerusi KUBM']);
/** packages/api/src/activities/router.ts ACTIVITIES_LIMIT. */
const ACTIVITIES_LIMIT = 50;
const JSON_TYPE = 'application/json; charset=utf-8';
/** apps/server/src/http/security-headers.ts API_SECURITY_HEADERS (plain HTTP: no HSTS). */
const API_SECURITY_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};
const API_HEADER_LIST = Object.entries(API_SECURITY_HEADERS).flat();
function withContractHeaders(headers) {
  const list = [...API_HEADER_LIST, 'x-request-id', randomUUID()];
  for (const name in headers) list.push(name, headers[name]);
  return list;
}

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
const HEALTH_SQL = 'select "id" from "users" limit $1';
// The board's first page: open tasks first, those finished more than TASKS_ARCHIVE_DAYS ago left out.
const TASKS_SQL =
  'select "tasks"."id", "tasks"."title", "tasks"."description", "tasks"."assignor_id", "assignor"."name", "tasks"."assignee_id", "assignee"."name", "tasks"."start_date", "tasks"."due_date", "tasks"."is_urgent", "tasks"."status", "tasks"."created_at", "tasks"."updated_at" from "tasks" left join "users" "assignor" on "assignor"."id" = "tasks"."assignor_id" left join "users" "assignee" on "assignee"."id" = "tasks"."assignee_id" where not (("tasks"."status" = \'Selesai\') and "tasks"."updated_at" < $1::timestamptz) order by ("tasks"."status" = \'Selesai\'), not "tasks"."is_urgent", "tasks"."due_date", "tasks"."id" limit $2';
/** The portal's TASKS_PAGE_SIZE and TASKS_ARCHIVE_DAYS defaults. The bench's board fits one page, so no Link. */
const TASKS_PAGE_SIZE = Number(process.env.TASKS_PAGE_SIZE ?? 200);
const TASKS_ARCHIVE_DAYS = Number(process.env.TASKS_ARCHIVE_DAYS ?? 90);
const MEMBER_COLUMNS =
  '"members"."id", "members"."user_id", "users"."name", "users"."email", "users"."phone", "users"."role", "users"."ministry", "users"."join_date"';
const MEMBERS_FROM =
  'from "members" inner join "users" on "users"."id" = "members"."user_id" order by lower("users"."name") asc, "users"."name" asc, "members"."id" asc';
const MEMBERS_SQL = `select ${MEMBER_COLUMNS} ${MEMBERS_FROM}`;
const MEMBERS_WITH_PHOTOS_SQL = `select ${MEMBER_COLUMNS}, "users"."profile_photo_version" ${MEMBERS_FROM}`;
const ACTIVITIES_SQL =
  'select "id", "description", "timestamp" from "activities" order by "activities"."timestamp" desc, "activities"."id" desc limit $1';
const STATS_SQL =
  'select count("members"."id"), count(distinct "users"."ministry"), count(distinct "users"."role") from "members" inner join "users" on "users"."id" = "members"."user_id"';

/** `query` (rows as objects) and `values` (as arrays) for both drivers. postgres.js prepares each statement once per connection. */
async function openDatabase() {
  if (databaseUrl) {
    const { default: postgres } = await import('postgres');
    const sql = postgres(databaseUrl, { max: 10, onnotice: () => {} });
    return {
      query: (text, params = []) => sql.unsafe(text, params, { prepare: true }),
      // Rows as arrays, as drizzle reads them: some of these selects repeat a column name.
      values: (text, params = []) => sql.unsafe(text, params, { prepare: true }).values(),
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
    values: async (text, params = []) => (await pg.query(text, params, { rowMode: 'array' })).rows,
    close: () => pg.close(),
  };
}

const db = await openDatabase();

/** Read and serialised once; the portal keeps its parsed feed and serialises per request. */
function feedAnswer(file) {
  return file ? JSON.stringify(JSON.parse(readFileSync(file, 'utf8'))) : null;
}
const calendarBody = feedAnswer(calendarFile);
const calendarFetchedAt = new Date().toISOString();
const votingBody = feedAnswer(votingFile);
// As packages/api/src/rest/revalidate.ts: a strong ETag of the body.
const votingEtag = votingBody && `"${createHash('sha256').update(votingBody, 'utf8').digest('base64url')}"`;

function etagMatches(ifNoneMatch, etag) {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

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

/** packages/api/src/members/service.ts toOutput: a visitor gets no contact keys at all. */
function memberOutput(user, row) {
  const canEdit = user !== null && (LEADERSHIP_ROLES.has(user.role) || row.user_id === user.id);
  const joinDate = row.join_date.toISOString();
  if (!user) {
    return {
      id: row.id,
      userId: row.user_id,
      name: row.name,
      role: row.role,
      ministry: row.ministry,
      joinDate,
      canEdit,
    };
  }
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    ministry: row.ministry,
    joinDate,
    canEdit,
  };
}

async function listMembers(user) {
  return (await db.query(MEMBERS_SQL)).map((row) => memberOutput(user, row));
}

async function listMembersWithPhotos(user) {
  return (await db.query(MEMBERS_WITH_PHOTOS_SQL)).map((row) => ({
    ...memberOutput(user, row),
    profilePhoto: row.profile_photo_version
      ? `/api/members/${row.id}/photo?v=${row.profile_photo_version}`
      : null,
  }));
}

/** A `date` column: a Date from either driver's default parser, or the text. */
function calendarDay(value) {
  return typeof value === 'string' ? value : value.toISOString().slice(0, 10);
}

// GET /api/tasks?mode=all as packages/api/src/tasks/service.ts listTasks answers it (leadership only, every
// task, canEdit per row). The one place to change when that route changes.
async function listAllTasks(user) {
  const leader = LEADERSHIP_ROLES.has(user.role);
  if (!leader) return [403, { message: 'Hanya kepimpinan KUBM boleh melihat semua tugas' }];
  const cutoff = new Date(Date.now() - TASKS_ARCHIVE_DAYS * 86_400_000).toISOString();
  const rows = (await db.values(TASKS_SQL, [cutoff, TASKS_PAGE_SIZE + 1])).slice(0, TASKS_PAGE_SIZE);
  const tasks = rows.map((r) => ({
    id: r[0],
    title: r[1],
    description: r[2],
    assignorId: r[3],
    assignorName: r[4],
    assigneeId: r[5],
    assigneeName: r[6],
    startDate: calendarDay(r[7]),
    dueDate: calendarDay(r[8]),
    isUrgent: r[9],
    status: r[10],
    createdAt: r[11].toISOString(),
    updatedAt: r[12].toISOString(),
    canEdit: leader || r[3] === user.id,
  }));
  return [200, tasks];
}

async function listActivities() {
  const rows = await db.query(ACTIVITIES_SQL, [ACTIVITIES_LIMIT]);
  return rows.map((row) => ({
    id: row.id,
    description: row.description,
    timestamp: row.timestamp.toISOString(),
  }));
}

async function stats() {
  const [row = [0, 0, 0]] = await db.values(STATS_SQL);
  return { memberCount: Number(row[0]), ministryCount: Number(row[1]), roleCount: Number(row[2]) };
}

const UNAUTHORIZED = [401, { message: 'unauthorized' }];
const SIGNED_IN = new Set([
  '/api/links',
  '/api/user',
  '/api/calendar/upcoming',
  '/api/tasks',
  '/api/activities',
  '/api/stats',
]);
const PUBLIC_READS = new Set(['/api/members', '/api/members/with-photos']);

/** [status, body] with a body to stringify, or [status, text, headers] with it already serialised. */
async function answer(req) {
  if (req.method !== 'GET') return [405, { message: 'method not allowed' }];
  const [path, query = ''] = (req.url ?? '').split('?');
  if (path === '/api/health') {
    await db.query(HEALTH_SQL, [1]);
    return [200, { status: 'ok', database: 'ok' }];
  }
  if (path === '/api/voting-results' && votingBody) {
    const headers = { etag: votingEtag, 'cache-control': 'no-cache' };
    if (etagMatches(req.headers['if-none-match'], votingEtag)) return [304, null, headers];
    return [200, votingBody, { ...headers, 'content-type': JSON_TYPE }];
  }
  if (PUBLIC_READS.has(path)) {
    const user = await sessionUser(req);
    return [200, path === '/api/members' ? await listMembers(user) : await listMembersWithPhotos(user)];
  }
  if (!SIGNED_IN.has(path)) return [404, { message: 'not found' }];
  const user = await sessionUser(req);
  if (!user) return UNAUTHORIZED;
  switch (path) {
    case '/api/links':
      return [200, await listLinks(user)];
    case '/api/user':
      return [200, await currentUser(user)];
    case '/api/calendar/upcoming':
      if (calendarBody === null) return [404, { message: 'no calendar file' }];
      return [200, calendarBody, { 'content-type': JSON_TYPE, 'x-calendar-fetched-at': calendarFetchedAt }];
    case '/api/tasks':
      if (new URLSearchParams(query).get('mode') !== 'all') return [404, { message: 'only mode=all' }];
      return listAllTasks(user);
    case '/api/activities':
      return [200, await listActivities()];
    case '/api/stats':
      return [200, await stats()];
    default:
      return [404, { message: 'not found' }];
  }
}

const server = createServer((req, res) => {
  answer(req).then(
    ([status, body, headers]) => {
      if (headers) {
        res.writeHead(status, withContractHeaders(headers));
        res.end(body ?? undefined);
        return;
      }
      res.writeHead(status, withContractHeaders({ 'content-type': 'application/json' }));
      res.end(JSON.stringify(body));
    },
    (error) => {
      console.error(error);
      res.writeHead(500, withContractHeaders({ 'content-type': 'application/json' }));
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
