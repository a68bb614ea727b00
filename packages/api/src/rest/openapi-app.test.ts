// The portal's own document (docs/decisions/openapi-from-schemas.md): everything the server enforces, read from
// the code that enforces it.
import {
  HTTP_URL_START,
  LEADERSHIP_ROLES,
  LINK_CATEGORIES,
  MAX_ID,
  MINISTRIES,
  ROLES,
  STORED_MINISTRIES,
  STORED_ROLES,
  TASK_MODES,
  TASK_STATUSES,
} from '@kubm/validators';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PERSISTENT_SESSION_DAYS, SESSION_COOKIE_NAME } from '../auth/sessions';
import { HTTP_STATUS } from '../errors';
import { appRouter as root } from '../root';
import { leadershipProcedure, publicProcedure, router } from '../trpc';
import { takesInput } from './input';
import { validationAnswer } from './openapi';
import { collectRoutes, type RestRoute } from './routes';
import { type JsonTree, testDocument } from './test-document';
import { MALAY_400_MESSAGES } from './test-messages';

const doc = testDocument(root);
const routes = collectRoutes(root);

function op(route: RestRoute): JsonTree {
  return doc.paths[route.path][route.method.toLowerCase()];
}

/** Every subschema of a JSON tree, with where it sits. */
function* walk(node: JsonTree, where = ''): Generator<[string, JsonTree]> {
  if (Array.isArray(node)) {
    for (const [i, item] of node.entries()) yield* walk(item, `${where}/${i}`);
  } else if (node && typeof node === 'object') {
    yield [where, node];
    for (const [key, value] of Object.entries(node)) yield* walk(value, `${where}/${key}`);
  }
}

function bodySchema(route: RestRoute): JsonTree {
  return op(route).requestBody?.content['application/json'].schema;
}

function ajv() {
  const validator = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(validator);
  validator.addSchema({ $id: 'doc', components: doc.components });
  return validator;
}

/** A schema from the document, its `#/components/...` references resolved against the document. */
function resolvable(schema: JsonTree): JsonTree {
  return JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/'));
}

describe('allowed values come from the validators', () => {
  // What a caller sends: parameters and bodies.
  const enums = [...walk(doc.paths)].filter(
    ([where, node]) => Array.isArray(node.enum) && !where.includes('/responses/'),
  );

  it('lists every enum a caller sends as one of the constants, unchanged', () => {
    const constants = [
      MINISTRIES,
      ROLES,
      STORED_MINISTRIES,
      STORED_ROLES,
      LINK_CATEGORIES,
      TASK_STATUSES,
      TASK_MODES,
    ].map((c) => JSON.stringify(c));
    expect(enums.length).toBeGreaterThan(10);
    for (const [where, node] of enums) {
      expect(constants, `${where}`).toContain(JSON.stringify(node.enum));
    }
  });

  it('gives registration the 18 ministries and 11 roles, and the profile what a removal stores too', () => {
    const register = bodySchema(routes.find((r) => r.procedurePath === 'auth.register') as RestRoute);
    expect(register.properties.ministryRoles.items.properties.ministry.enum).toEqual([...MINISTRIES]);
    expect(register.properties.ministryRoles.items.properties.role.enum).toEqual([...ROLES]);
    expect(register.properties.ministry.enum).toHaveLength(18);
    expect(register.properties.role.enum).toHaveLength(11);
    const profile = bodySchema(routes.find((r) => r.procedurePath === 'users.update') as RestRoute);
    expect(profile.properties.ministry.enum).toEqual([...STORED_MINISTRIES]);
    expect(profile.properties.ministryRoles.items.properties.role.enum).toEqual([...STORED_ROLES]);
    const link = bodySchema(routes.find((r) => r.procedurePath === 'links.create') as RestRoute);
    expect(link.properties.category.enum).toEqual([...LINK_CATEGORIES]);
  });
});

describe('formats come from the zod schemas', () => {
  it('marks every e-mail field as format email', () => {
    const emails = [...walk(doc.paths)].filter(([where]) => /\/properties\/email$/.test(where));
    expect(emails.length).toBeGreaterThan(8);
    for (const [where, node] of emails) {
      // Outputs may leave it out; inputs must say it.
      if (where.includes('requestBody') || where.includes('parameters'))
        expect(node.format, where).toBe('email');
    }
  });

  it('shows the link url as an http(s) uri that javascript: visibly fails', () => {
    for (const path of ['links.create', 'links.update']) {
      const url = bodySchema(routes.find((r) => r.procedurePath === path) as RestRoute).properties.url;
      expect(url.format).toBe('uri');
      expect(url.pattern).toBe(HTTP_URL_START.source);
      expect(url.description).toMatch(/http:\/\/ atau https:\/\//);
      const pattern = new RegExp(url.pattern, 'u');
      for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'ftp://a.my', 'mailto:a@b.my']) {
        expect(pattern.test(bad), bad).toBe(false);
      }
      expect(pattern.test('https://www.vatican.va/')).toBe(true);
    }
  });

  it('gives dates their formats: instants date-time, task days date, in and out', () => {
    const task = op(routes.find((r) => r.procedurePath === 'tasks.create') as RestRoute);
    const out = task.responses['201'].content['application/json'].schema.properties;
    expect(out.createdAt.format).toBe('date-time');
    expect(out.updatedAt.format).toBe('date-time');
    expect(out.startDate.format).toBe('date');
    const body = task.requestBody.content['application/json'].schema.properties;
    expect(body.startDate).toMatchObject({ type: 'string', format: 'date' });
    expect(body.dueDate).toMatchObject({ type: 'string', format: 'date' });
    const stamps = [...walk(doc.paths)].filter(([where]) =>
      /\/properties\/(createdAt|updatedAt|timestamp|joinDate)$/.test(where),
    );
    expect(stamps.length).toBeGreaterThan(5);
    for (const [where, node] of stamps) expect(node.format, where).toBe('date-time');
  });

  it('makes ids integers with the same range in paths and answers', () => {
    const range = { type: 'integer', minimum: 1, maximum: MAX_ID };
    const idParams = routes.filter((r) => r.paramNames.includes('id'));
    expect(idParams.length).toBeGreaterThan(6);
    for (const route of idParams) {
      const param = op(route).parameters.find((p: JsonTree) => p.name === 'id');
      expect(param.schema, route.path).toEqual(range);
    }
    const answerIds = [...walk(doc.paths)].filter(
      ([where]) => where.includes('/responses/') && /\/properties\/id$/.test(where),
    );
    expect(answerIds.length).toBeGreaterThan(8);
    for (const [where, node] of answerIds) {
      // Calendar events carry the feed's own text ids.
      if (node.type === 'string') continue;
      expect(node, where).toEqual(range);
    }
  });

  it('describes the profile photo as an image data URL under the size limit', () => {
    const photo = bodySchema(routes.find((r) => r.procedurePath === 'users.update') as RestRoute).properties
      .profilePhoto;
    const text = photo.anyOf.find((s: JsonTree) => s.type === 'string');
    expect(text.pattern).toMatch(/^\^data:image/);
    expect(text.description).toContain('2 MB');
    expect(photo.anyOf).toContainEqual({ type: 'null' });
  });
});

describe('who may call what comes from the procedure builders', () => {
  it('has no global security; each operation states its own', () => {
    expect(doc.security).toBeUndefined();
    for (const route of routes) {
      const access = route.procedure._def.meta?.access;
      const operation = op(route);
      if (access === 'public') {
        expect(operation.security, route.path).toEqual([]);
      } else {
        expect(operation.security, route.path).toEqual([{ [SESSION_COOKIE_NAME]: [] }]);
        expect(operation.responses['401'], route.path).toBeDefined();
      }
    }
    const signedOutOnly = routes.filter((r) => r.procedure._def.meta?.access === 'public').map((r) => r.path);
    expect(signedOutOnly).toEqual(
      expect.arrayContaining(['/login', '/register', '/members', '/voting-results', '/health']),
    );
    expect(op(routes.find((r) => r.path === '/user') as RestRoute).security).toEqual([
      { [SESSION_COOKIE_NAME]: [] },
    ]);
  });

  it('says a leadership procedure needs a leadership role, with 401 and 403', () => {
    const small = router({
      all: leadershipProcedure.meta({ rest: { method: 'GET', path: '/all', summary: 'All' } }).query(() => 1),
    });
    const operation = testDocument(small).paths['/all'].get;
    expect(operation.security).toEqual([{ [SESSION_COOKIE_NAME]: [] }]);
    for (const role of LEADERSHIP_ROLES) expect(operation.description).toContain(role);
    expect(operation.responses['401']).toBeDefined();
    expect(operation.responses['403'].description).toContain(LEADERSHIP_ROLES[0]);
  });
});

describe('responses come from what each procedure can raise', () => {
  it('lists each declared error under its own status, and no folded 4XX', () => {
    for (const route of routes) {
      const responses = op(route).responses;
      expect(responses['4XX'], route.path).toBeUndefined();
      for (const code of route.procedure._def.meta?.errors ?? []) {
        expect(responses[String(HTTP_STATUS[code])], `${route.path} ${code}`).toBeDefined();
      }
      for (const status of ['500', '503']) expect(responses[status], route.path).toBeDefined();
      if (takesInput(route.procedure._def.inputs)) expect(responses['400'], route.path).toBeDefined();
    }
  });

  it('gives writes 403 (the same-origin rule) and 413, bodies 415', () => {
    for (const route of routes) {
      const responses = op(route).responses;
      const write = route.method !== 'GET';
      expect(responses['403'] !== undefined || !write, route.path).toBe(true);
      expect(responses['413'] !== undefined, route.path).toBe(write);
      expect(responses['415'] !== undefined, route.path).toBe(op(route).requestBody !== undefined);
    }
    const forbidden = op(routes.find((r) => r.path === '/logout') as RestRoute).responses['403'];
    expect(forbidden.description).toMatch(/asal/);
  });

  it('has 404 where an id is looked up, 409 where an e-mail may clash, 429 with Retry-After on sign-in', () => {
    const statuses = (procedurePath: string) =>
      Object.keys(op(routes.find((r) => r.procedurePath === procedurePath) as RestRoute).responses);
    for (const path of ['links.update', 'links.remove', 'tasks.update', 'tasks.remove', 'members.update']) {
      expect(statuses(path)).toContain('404');
    }
    for (const path of ['auth.register', 'users.update', 'members.update'])
      expect(statuses(path)).toContain('409');
    for (const path of ['auth.login', 'auth.register']) expect(statuses(path)).toContain('429');
    expect(doc.components.responses.TooManyRequests.headers['Retry-After']).toMatchObject({
      required: true,
      schema: { type: 'integer', minimum: 1 },
    });
    expect(statuses('members.list')).not.toContain('401');
  });

  it('describes Set-Cookie on the calls that start or end a session, with the remember-me lifetime', () => {
    const withCookie = routes.filter((r) => r.procedure._def.meta?.sessionCookie);
    expect(withCookie.map((r) => r.procedurePath).sort()).toEqual(
      ['auth.login', 'auth.logout', 'auth.register', 'auth.resetPassword', 'users.remove'].sort(),
    );
    for (const route of withCookie) {
      const header = op(route).responses[String(route.status)].headers['Set-Cookie'];
      expect(header.description, route.path).toContain(SESSION_COOKIE_NAME);
      if (route.procedure._def.meta?.sessionCookie === 'set') {
        expect(header.description).toContain(`${PERSISTENT_SESSION_DAYS} hari`);
      } else expect(header.description).toContain('Max-Age=0');
    }
  });
});

describe('examples', () => {
  const withBody = routes.filter((r) => op(r).requestBody);

  it('gives every body a request example that the procedure accepts and the document allows', () => {
    expect(withBody.length).toBeGreaterThanOrEqual(10);
    const validator = ajv();
    for (const route of withBody) {
      const { schema, example } = op(route).requestBody.content['application/json'];
      expect(example, route.path).toBeDefined();
      const params = Object.fromEntries(route.paramNames.map((n) => [n, '1']));
      expect(validationAnswer(route, { ...example, ...params }), route.path).toBeNull();
      const check = validator.compile(resolvable(schema));
      expect(check(example), `${route.path}: ${JSON.stringify(check.errors)}`).toBe(true);
    }
  });

  it('gives every body a 400 example with the real Malay messages, as the error schema says', () => {
    const validator = ajv();
    const errorSchema = validator.compile({ $ref: 'doc#/components/schemas/Error' });
    for (const route of withBody) {
      const answer = op(route).responses['400'].content['application/json'];
      const example = answer.example;
      expect(errorSchema(example), route.path).toBe(true);
      expect(example.issues.length, route.path).toBeGreaterThan(0);
      for (const issue of example.issues) expect(MALAY_400_MESSAGES, route.path).toContain(issue.message);
      expect(example.message).toBe(example.issues[0].message);
      if (route.errorField) expect(example.error).toBe(example.message);
    }
  });

  it('makes the 400 example by running the validator: a changed message changes the example', () => {
    const small = (message: string) =>
      router({
        save: publicProcedure
          .meta({ rest: { method: 'POST', path: '/save', summary: 'Save', example: { title: 'Nota' } } })
          .input(z.object({ title: z.string(message) }))
          .mutation(() => 1),
      });
    for (const message of ['Tajuk diperlukan', 'Tajuk mesti teks']) {
      const saved = testDocument(small(message)).paths['/save'].post;
      expect(saved.responses['400'].content['application/json'].example).toEqual({
        message,
        issues: [{ path: 'title', message }],
      });
    }
  });
});

describe('descriptions', () => {
  it('says how the task list pages and where the old tasks are, and types its parameters', () => {
    const list = op(routes.find((r) => r.procedurePath === 'tasks.list') as RestRoute);
    for (const part of ['TASKS_PAGE_SIZE', 'rel="next"', 'archived=true', 'TASKS_ARCHIVE_DAYS']) {
      expect(list.summary).toContain(part);
    }
    const params = Object.fromEntries(list.parameters.map((p: JsonTree) => [p.name, p.schema]));
    expect(Object.keys(params).sort()).toEqual(['archived', 'before', 'cursor', 'mode']);
    expect(params.archived).toMatchObject({ type: 'boolean' });
    expect(params.before).toMatchObject({ type: 'string' });
    expect(params.before.description).toContain('Link');
    expect(params.cursor.anyOf).toContainEqual(expect.objectContaining({ type: 'string' }));
  });

  it('states the shared rules once, in Malay', () => {
    expect(doc.info.description).toContain('405');
    expect(doc.info.description).toContain('403');
    expect(doc.components.securitySchemes[SESSION_COOKIE_NAME].description).toContain(
      `${PERSISTENT_SESSION_DAYS} hari`,
    );
    expect(op(routes.find((r) => r.path === '/user') as RestRoute).description).toContain('401');
  });
});
