// OpenAPI 3.1 from the same route table the REST handler uses, schemas from zod 4's own converter.
import type { AnyRouter } from '@trpc/server';
import { type core, z } from 'zod';
import { SESSION_COOKIE_NAME } from '../auth/sessions';
import { takesInput } from './input';
import { collectRoutes, type RestRoute } from './routes';

type JsonSchema = Record<string, unknown>;

export interface OpenApiOptions {
  title: string;
  version: string;
  /** Where the REST paths live, e.g. `https://portal.example/api`. */
  baseUrl: string;
  description?: string;
}

const ERROR_REF = { $ref: '#/components/schemas/Error' };

function isZodSchema(value: unknown): value is core.$ZodType {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

function toSchema(parser: unknown, io: 'input' | 'output'): JsonSchema {
  if (!isZodSchema(parser)) return {};
  const { $schema: _dialect, ...schema } = z.toJSONSchema(parser, {
    io,
    unrepresentable: 'any',
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
    Object.assign(properties, (part.properties as Record<string, JsonSchema> | undefined) ?? {});
    required.push(...((part.required as string[] | undefined) ?? []));
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

function operation(route: RestRoute): JsonSchema {
  const input = inputSchema(route);
  const { properties, required } = objectParts(input);
  const parameters: JsonSchema[] = route.paramNames.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: properties[name] ?? { type: 'string' },
  }));

  let requestBody: JsonSchema | undefined;
  if (route.method === 'GET' || route.method === 'DELETE') {
    for (const [name, schema] of Object.entries(properties)) {
      if (route.paramNames.includes(name)) continue;
      parameters.push({ name, in: 'query', required: required.includes(name), schema });
    }
  } else if (input) {
    const body =
      input.allOf !== undefined
        ? { allOf: (input.allOf as JsonSchema[]).map((s) => withoutProperties(s, route.paramNames)) }
        : withoutProperties(input, route.paramNames);
    requestBody = { required: true, content: { 'application/json': { schema: body } } };
  }

  const success =
    route.status === 204
      ? { description: 'Berjaya, tiada kandungan' }
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
            content: { 'application/json': { schema: toSchema(route.procedure._def.output, 'output') } },
          };

  return {
    operationId: route.procedurePath,
    summary: route.summary,
    tags: [route.procedurePath.split('.')[0]],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: {
      [String(route.status)]: route.revalidate
        ? {
            ...success,
            headers: {
              ETag: {
                description: 'SHA-256 of the body; send it as If-None-Match',
                schema: { type: 'string' },
              },
            },
          }
        : success,
      ...(route.revalidate
        ? { '304': { description: 'Tidak berubah sejak ETag yang dihantar (If-None-Match)' } }
        : {}),
      '4XX': { description: 'Permintaan ditolak', content: { 'application/json': { schema: ERROR_REF } } },
      '500': { description: 'Ralat pelayan', content: { 'application/json': { schema: ERROR_REF } } },
      '503': {
        description: 'Pangkalan data tidak tersedia',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/DatabaseUnavailable' } } },
      },
    },
  };
}

export function generateOpenApiDocument(router: AnyRouter, options: OpenApiOptions): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of collectRoutes(router)) {
    paths[route.path] ??= {};
    (paths[route.path] as Record<string, JsonSchema>)[route.method.toLowerCase()] = operation(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: options.title,
      version: options.version,
      ...(options.description ? { description: options.description } : {}),
    },
    servers: [{ url: options.baseUrl }],
    // Every operation may be called signed in or not; those that need a session answer 401.
    security: [{ [SESSION_COOKIE_NAME]: [] }, {}],
    paths,
    components: {
      securitySchemes: {
        [SESSION_COOKIE_NAME]: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE_NAME },
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
            message: { type: 'string' },
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
