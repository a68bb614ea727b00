// Nothing here is per route: it all comes from the zod schemas, the route table and each procedure's meta.
import { LEADERSHIP_ROLES } from '@kubm/validators';
import { type AnyRouter, TRPCError } from '@trpc/server';
import { type core, z } from 'zod';
import { ERR } from '../app-error';
import { BROWSER_SESSION_HOURS, PERSISTENT_SESSION_DAYS, SESSION_COOKIE_NAME } from '../auth/sessions';
import { errorBody } from '../errors';
import { isOutputCheck } from '../output-check';
import type { Access, DeclaredError } from '../trpc';
import { INPUT_MESSAGES, takesInput } from './input';
import { collectRoutes, type RestRoute } from './routes';

type JsonSchema = Record<string, unknown>;

export interface OpenApiOptions {
  title: string;
  version: string;
  baseUrl: string;
  description?: string;
}

const ERROR_REF = { $ref: '#/components/schemas/Error' };
const WRITE_METHODS = new Set(['POST', 'PUT', 'DELETE']);

const JSON_FORMAT: Record<string, string> = {
  email: 'email',
  url: 'uri',
  datetime: 'date-time',
  date: 'date',
};

function isZodSchema(value: unknown): value is core.$ZodType {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

// Two readings zod cannot know: a normalised text input carries its checking side's format (e-mail);
// a union with a `Date` branch travels as the other branch (task dates).
function override(io: 'input' | 'output') {
  return (ctx: { zodSchema: core.$ZodTypes; jsonSchema: JsonSchema }) => {
    const def = ctx.zodSchema._zod.def;
    const json = ctx.jsonSchema;
    if (io === 'input' && def.type === 'pipe' && !def.in._zod.traits.has('$ZodTransform')) {
      const format = (def.out._zod.def as { format?: unknown }).format;
      if (typeof format === 'string' && JSON_FORMAT[format] && json.format === undefined) {
        json.format = JSON_FORMAT[format];
      }
    }
    if (def.type === 'union' && Array.isArray(json.anyOf)) {
      const kept = (json.anyOf as JsonSchema[]).filter((_, i) => def.options[i]?._zod.def.type !== 'date');
      if (kept.length === 1) {
        delete json.anyOf;
        Object.assign(json, kept[0]);
      } else json.anyOf = kept;
    }
  };
}

function toSchema(declared: unknown, io: 'input' | 'output'): JsonSchema {
  const parser = isOutputCheck(declared) ? declared.schema : declared;
  if (!isZodSchema(parser)) return {};
  const { $schema: _dialect, ...schema } = z.toJSONSchema(parser, {
    io,
    unrepresentable: 'any',
    override: override(io),
  }) as JsonSchema;
  return schema;
}

function inputSchema(route: RestRoute): JsonSchema | null {
  const inputs = route.procedure._def.inputs;
  if (!takesInput(inputs)) return null;
  const schemas = inputs.map((p) => toSchema(p, 'input'));
  return schemas.length === 1 ? (schemas[0] as JsonSchema) : { allOf: schemas };
}

function objectParts(schema: JsonSchema | null): {
  properties: Record<string, JsonSchema>;
  required: string[];
} {
  if (!schema) return { properties: {}, required: [] };
  const parts = (schema.allOf as JsonSchema[] | undefined) ?? [schema];
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const part of parts) {
    const object = ((part.anyOf as JsonSchema[] | undefined) ?? [part]).find((s) => s.properties) ?? part;
    Object.assign(properties, (object.properties as Record<string, JsonSchema> | undefined) ?? {});
    required.push(...((object.required as string[] | undefined) ?? []));
  }
  return { properties, required };
}

function withoutProperties(schema: JsonSchema, names: string[]): JsonSchema {
  if (names.length === 0 || !schema.properties) return schema;
  const { properties: all, required: allRequired, ...rest } = schema;
  const properties = Object.fromEntries(
    Object.entries(all as Record<string, JsonSchema>).filter(([name]) => !names.includes(name)),
  );
  const required = ((allRequired as string[] | undefined) ?? []).filter((r) => !names.includes(r));
  return { ...rest, properties, ...(required.length > 0 ? { required } : {}) };
}

// Where the schema accepts a number or the same number as digits, the parameter is that number; a text or
// null (a tRPC cursor) stays text.
function flatOptions(schema: JsonSchema): JsonSchema[] {
  const options = schema.anyOf as JsonSchema[] | undefined;
  return options ? options.flatMap(flatOptions) : [schema];
}

function parameterSchema(schema: JsonSchema): JsonSchema {
  if (!schema.anyOf) return schema;
  const options = flatOptions(schema);
  const typed = options.filter((s) => s.type !== 'string');
  if (typed.length === 0 || typed.length === options.length || typed.every((s) => s.type === 'null')) {
    return schema;
  }
  const { anyOf: _options, ...rest } = schema;
  return typed.length === 1 ? { ...rest, ...typed[0] } : { ...rest, anyOf: typed };
}

function accessOf(route: RestRoute): Access {
  const access = route.procedure._def.meta?.access;
  if (!access)
    throw new Error(`OpenAPI: ${route.procedurePath} has no access kind (use the procedure builders)`);
  return access;
}

function declared(route: RestRoute, code: DeclaredError): boolean {
  return route.procedure._def.meta?.errors?.includes(code) ?? false;
}

const LEADERSHIP_TEXT = `Perlu peranan kepimpinan (${LEADERSHIP_ROLES.join(' atau ')})`;

function security(access: Access): JsonSchema[] {
  return access === 'public' ? [] : [{ [SESSION_COOKIE_NAME]: [] }];
}

// Every field of the wrong type: 0 is no text, list, choice, date or flag, and no id starts at 0.
function badInput(route: RestRoute, example: Record<string, unknown>): Record<string, unknown> {
  const bad: Record<string, unknown> = Object.fromEntries(Object.keys(example).map((k) => [k, 0]));
  for (const name of route.paramNames) bad[name] = '1';
  return bad;
}

export function validationAnswer(route: RestRoute, input: unknown): Record<string, unknown> | null {
  for (const parser of route.procedure._def.inputs) {
    if (!isZodSchema(parser)) continue;
    const result = z.safeParse(parser, input);
    if (!result.success) {
      const body = errorBody(new TRPCError({ code: 'BAD_REQUEST', cause: result.error }));
      return route.errorField ? { error: body.message, ...body } : { ...body };
    }
  }
  return null;
}

function errorResponse(description: string, extra: JsonSchema = {}): JsonSchema {
  return { description, content: { 'application/json': { schema: ERROR_REF, ...extra } } };
}

function sessionCookieHeader(kind: 'set' | 'clear'): JsonSchema {
  const description =
    kind === 'set'
      ? `Memulakan sesi: ${SESSION_COOKIE_NAME}=…; HttpOnly; SameSite=Lax; Path=/ (Secure bila APP_URL https). ` +
        `Dengan rememberMe: true kuki kekal ${PERSISTENT_SESSION_DAYS} hari (Max-Age, Expires) dan dilanjutkan ` +
        `apabila digunakan; tanpanya kuki sesi pelayar (tiada Expires) dan sesi tamat di pelayan selepas ` +
        `${BROWSER_SESSION_HOURS} jam tanpa digunakan.`
      : `Mengosongkan kuki sesi: ${SESSION_COOKIE_NAME}=; Max-Age=0 (sesi ditamatkan di pelayan).`;
  return { 'Set-Cookie': { description, schema: { type: 'string' } } };
}

function operation(route: RestRoute): JsonSchema {
  const meta = route.procedure._def.meta ?? {};
  const access = accessOf(route);
  const input = inputSchema(route);
  const { properties, required } = objectParts(input);
  const parameters: JsonSchema[] = route.paramNames.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: parameterSchema(properties[name] ?? { type: 'string' }),
  }));

  let requestBody: JsonSchema | undefined;
  let badRequestExample: Record<string, unknown> | undefined;
  if (route.method === 'GET' || route.method === 'DELETE') {
    for (const [name, schema] of Object.entries(properties)) {
      if (route.paramNames.includes(name)) continue;
      parameters.push({
        name,
        in: 'query',
        required: required.includes(name),
        schema: parameterSchema(schema),
      });
    }
  } else if (input) {
    const body =
      input.allOf !== undefined
        ? { allOf: (input.allOf as JsonSchema[]).map((s) => withoutProperties(s, route.paramNames)) }
        : withoutProperties(input, route.paramNames);
    const example = meta.rest?.example;
    if (!example)
      throw new Error(`OpenAPI: ${route.procedurePath} takes a body but has no meta.rest.example`);
    requestBody = { required: true, content: { 'application/json': { schema: body, example } } };
    const answer = validationAnswer(route, badInput(route, example));
    if (!answer) throw new Error(`OpenAPI: ${route.procedurePath} accepted the 400 example's bad input`);
    badRequestExample = answer;
  }

  const cookieHeaders = meta.sessionCookie ? sessionCookieHeader(meta.sessionCookie) : {};
  const success =
    route.status === 204
      ? { description: 'Berjaya, tiada kandungan', ...(meta.sessionCookie ? { headers: cookieHeaders } : {}) }
      : route.rawContentType
        ? {
            description: 'Berjaya: fail untuk dimuat turun',
            headers: {
              'Content-Disposition': {
                description: 'attachment; filename="…"',
                schema: { type: 'string' },
              },
            },
            content: { [route.rawContentType]: { schema: { type: 'string' } } },
          }
        : {
            description: 'Berjaya',
            ...(route.revalidate
              ? {
                  headers: {
                    ETag: {
                      description: 'SHA-256 of the body; send it as If-None-Match',
                      schema: { type: 'string' },
                    },
                  },
                }
              : meta.sessionCookie
                ? { headers: cookieHeaders }
                : {}),
            content: { 'application/json': { schema: toSchema(route.procedure._def.output, 'output') } },
          };

  const isWrite = WRITE_METHODS.has(route.method);
  const responses: Record<string, JsonSchema> = { [String(route.status)]: success };
  if (route.revalidate) {
    responses['304'] = { description: 'Tidak berubah sejak ETag yang dihantar (If-None-Match)' };
  }
  if (input || declared(route, 'BAD_REQUEST')) {
    const what = [
      input ? 'input tidak lulus pengesahan (message: mesej medan pertama; issues: setiap medan)' : null,
      requestBody ? `JSON tidak sah ('${INPUT_MESSAGES.badJson}')` : null,
      declared(route, 'BAD_REQUEST') ? 'permintaan ditolak oleh peraturan panggilan ini' : null,
    ].filter(Boolean);
    responses['400'] = errorResponse(
      `Permintaan tidak sah: ${what.join('; ')}. Semua mesej dalam Bahasa Melayu.`,
      badRequestExample ? { example: badRequestExample } : {},
    );
  }
  if (access !== 'public' || declared(route, 'UNAUTHORIZED')) {
    responses['401'] = errorResponse(
      access === 'public'
        ? 'Tidak dibenarkan: e-mel atau kata laluan salah'
        : `Belum log masuk atau sesi tamat ('${ERR.unauthorized}')`,
    );
  }
  if (access === 'leadership' || declared(route, 'FORBIDDEN') || isWrite) {
    const why = [
      access === 'leadership' ? LEADERSHIP_TEXT : null,
      declared(route, 'FORBIDDEN') ? 'tiada kebenaran untuk rekod atau tindakan ini' : null,
      isWrite
        ? 'permintaan tulis yang membawa kuki sesi dari asal (Origin, atau Sec-Fetch-Site) selain portal ini'
        : null,
    ].filter(Boolean);
    responses['403'] = errorResponse(`Dilarang: ${why.join('; ')}`);
  }
  if (declared(route, 'NOT_FOUND')) responses['404'] = errorResponse('Rekod tidak dijumpai');
  if (declared(route, 'CONFLICT') || isWrite) {
    const why = [
      declared(route, 'CONFLICT') ? 'e-mel sudah digunakan' : null,
      isWrite ? `rekod yang dirujuk dipadam semasa permintaan ini ('${ERR.referenceGone}')` : null,
    ].filter(Boolean);
    responses['409'] = errorResponse(`Bercanggah: ${why.join('; ')}`);
  }
  if (isWrite) responses['413'] = { $ref: '#/components/responses/PayloadTooLarge' };
  if (requestBody) responses['415'] = { $ref: '#/components/responses/UnsupportedMediaType' };
  if (declared(route, 'TOO_MANY_REQUESTS'))
    responses['429'] = { $ref: '#/components/responses/TooManyRequests' };
  responses['500'] = { $ref: '#/components/responses/ServerError' };
  responses['503'] = declared(route, 'SERVICE_UNAVAILABLE')
    ? {
        description:
          'Tidak tersedia: pangkalan data, atau sumber luar panggilan ini (mesej dalam Bahasa Melayu)',
        content: {
          'application/json': {
            schema: { anyOf: [{ $ref: '#/components/schemas/DatabaseUnavailable' }, ERROR_REF] },
          },
        },
      }
    : { $ref: '#/components/responses/DatabaseUnavailable' };

  const description = [meta.rest?.description, access === 'leadership' ? `${LEADERSHIP_TEXT}.` : null]
    .filter(Boolean)
    .join(' ');
  return {
    operationId: route.procedurePath,
    summary: route.summary,
    ...(description ? { description } : {}),
    tags: [route.procedurePath.split('.')[0]],
    security: security(access),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b))),
  };
}

const DOCUMENT_DESCRIPTION = [
  `Sesi: kuki ${SESSION_COOKIE_NAME} (HttpOnly), diberi oleh /login dan /register. Operasi yang memerlukan sesi ` +
    'menjawab 401 tanpanya; jawapan mana-mana operasi boleh menyegarkan atau mengosongkan kuki itu.',
  'Permintaan tulis (POST, PUT, DELETE) yang membawa kuki sesi mesti datang dari asal portal ini: dari asal lain ' +
    'ia ditolak dengan 403 sebelum apa-apa dijalankan.',
  'Badan permintaan ialah JSON (application/json; 415 selainnya) dan terhad saiznya (413).',
  'Kaedah HTTP yang tidak disenaraikan untuk sesuatu laluan dijawab 405 dengan pengepala Allow.',
  'Setiap ralat ialah { message } dalam Bahasa Melayu; ralat pengesahan menyenaraikan setiap medan dalam issues.',
].join('\n\n');

export function generateOpenApiDocument(router: AnyRouter, options: OpenApiOptions): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  const methods: Record<string, string[]> = {};
  for (const route of collectRoutes(router)) {
    paths[route.path] ??= {};
    (paths[route.path] as Record<string, JsonSchema>)[route.method.toLowerCase()] = operation(route);
    methods[route.path] = [...(methods[route.path] ?? []), route.method];
  }
  for (const [path, item] of Object.entries(paths)) {
    item.description = `Kaedah lain dijawab 405 dengan Allow: ${(methods[path] ?? []).join(', ')}`;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: options.title,
      version: options.version,
      description: options.description
        ? `${options.description}\n\n${DOCUMENT_DESCRIPTION}`
        : DOCUMENT_DESCRIPTION,
    },
    servers: [{ url: options.baseUrl }],
    paths,
    components: {
      securitySchemes: {
        [SESSION_COOKIE_NAME]: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE_NAME,
          description:
            `Kuki sesi daripada /login atau /register: ${PERSISTENT_SESSION_DAYS} hari dengan rememberMe, ` +
            `selainnya sehingga pelayar ditutup (dan ${BROWSER_SESSION_HOURS} jam tanpa digunakan).`,
        },
      },
      responses: {
        PayloadTooLarge: errorResponse('Badan permintaan terlalu besar'),
        UnsupportedMediaType: errorResponse(
          `Jenis kandungan tidak disokong ('${INPUT_MESSAGES.unsupportedType}')`,
        ),
        TooManyRequests: {
          description: 'Terlalu banyak cubaan: tunggu seberapa saat yang dinyatakan oleh Retry-After',
          headers: {
            'Retry-After': {
              description: 'Saat yang perlu ditunggu sebelum mencuba lagi',
              required: true,
              schema: { type: 'integer', minimum: 1 },
            },
          },
          content: { 'application/json': { schema: ERROR_REF } },
        },
        ServerError: errorResponse('Ralat pelayan'),
        DatabaseUnavailable: {
          description: 'Pangkalan data tidak tersedia',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/DatabaseUnavailable' } } },
        },
      },
      schemas: {
        DatabaseUnavailable: {
          type: 'object',
          required: ['status', 'database', 'message'],
          properties: {
            status: { const: 'error' },
            database: { const: 'unavailable' },
            message: { type: 'string' },
          },
        },
        Error: {
          type: 'object',
          required: ['message'],
          properties: {
            message: { type: 'string', description: 'Dalam Bahasa Melayu' },
            error: { type: 'string', description: 'The same text as message, on the reset-password calls' },
            issues: {
              type: 'array',
              items: {
                type: 'object',
                required: ['path', 'message'],
                properties: { path: { type: 'string' }, message: { type: 'string' } },
              },
            },
          },
        },
      },
    },
  };
}
