// The REST contract as a third party meets it (docs/decisions/openapi-client-test.md): the served
// /api/openapi.json, read by real client tooling. openapi-typescript makes types of it, a client script written
// against those types with openapi-fetch (test/openapi-client/client.ts) must typecheck and then work against
// the running server, every JSON answer it receives must match the schema the document declares for it (Ajv,
// draft 2020-12), and Redocly's recommended rules must find no error. A document that renames a path or a field,
// or a server that answers outside its schema, fails here.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import type { ClientAccount, ClientRun, Exchange } from './openapi-client/client-run';

const clientDir = resolve(import.meta.dirname, 'openapi-client');
/** Written by this test for people and editors to look at (git-ignored); the typecheck reads it from memory. */
const generatedPath = join(clientDir, 'generated', 'openapi.d.ts');
const DOC_ID = 'https://portal-kubm.invalid/api/openapi.json';

type OpenApiDocument = {
  paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
} & Record<string, unknown>;

let server: TestServer;
let documentText = '';
let document: OpenApiDocument;
/** openapi-typescript's types of the served document. */
let generated = '';

beforeAll(async () => {
  // Closed, as a portal is by default: the client founds it, then reads the registration code.
  server = await startTestServer({ REGISTRATION_OPEN: undefined });
  const res = await fetch(`${server.url}/api/openapi.json`);
  expect(res.status).toBe(200);
  documentText = await res.text();
  document = JSON.parse(documentText) as OpenApiDocument;
  generated = await generateTypes(document);
  mkdirSync(dirname(generatedPath), { recursive: true });
  writeFileSync(
    generatedPath,
    `// Made by test/openapi-client.test.ts from the served /api/openapi.json.\n${generated}`,
  );
});

afterAll(async () => {
  await server?.stop();
});

async function generateTypes(doc: unknown): Promise<string> {
  // openapi-typescript may annotate what it is given: it gets a copy.
  return astToString(await openapiTS(structuredClone(doc) as Parameters<typeof openapiTS>[0]));
}

/** The client script's type errors against `generated` as the generated types, one line each. */
function typecheckClient(generated: string): string[] {
  const configFile = ts.readConfigFile(join(clientDir, 'tsconfig.json'), ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(configFile.config, ts.sys, clientDir);
  const host = ts.createCompilerHost(parsed.options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.readFile = (file) => (resolve(file) === generatedPath ? generated : readFile(file));
  host.fileExists = (file) => resolve(file) === generatedPath || fileExists(file);
  const rootNames = [...new Set([...parsed.fileNames.map((f) => resolve(f)), generatedPath])];
  const program = ts.createProgram({ rootNames, options: parsed.options, host });
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const where = d.file
      ? `${d.file.fileName.slice(clientDir.length + 1)}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}: `
      : '';
    return where + ts.flattenDiagnosticMessageText(d.messageText, ' ');
  });
}

/** Renames property `from` to `to` wherever a schema has both it and `alongside` (one kind of object). */
function renameProperty(node: unknown, from: string, to: string, alongside: string): void {
  if (Array.isArray(node)) {
    for (const item of node) renameProperty(item, from, to, alongside);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  const properties = record.properties as Record<string, unknown> | undefined;
  if (properties && typeof properties === 'object' && from in properties && alongside in properties) {
    properties[to] = properties[from];
    delete properties[from];
    if (Array.isArray(record.required)) {
      record.required = record.required.map((name) => (name === from ? to : name));
    }
  }
  for (const value of Object.values(record)) renameProperty(value, from, to, alongside);
}

const escapePointer = (part: string) => part.replaceAll('~', '~0').replaceAll('/', '~1');

function atPointer(doc: unknown, pointer: string): unknown {
  let node = doc;
  for (const raw of pointer.replace(/^#\//, '').split('/')) {
    const part = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    node = (node as Record<string, unknown> | undefined)?.[part];
  }
  return node;
}

/**
 * Where the document declares the JSON body of this answer: the exact status, else its class (4XX), else
 * default; a response given by $ref is followed. Undefined when the document declares no such answer.
 */
function declaredSchemaPointer(doc: OpenApiDocument, exchange: Exchange): string | undefined {
  const responses = doc.paths[exchange.schemaPath]?.[exchange.method]?.responses ?? {};
  const status = String(exchange.status);
  const key = [status, `${status[0]}XX`, 'default'].find((k) => k in responses);
  if (key === undefined) return undefined;
  let pointer = `#/paths/${escapePointer(exchange.schemaPath)}/${exchange.method}/responses/${key}`;
  for (let hops = 0; hops < 10; hops++) {
    const ref = (atPointer(doc, pointer) as { $ref?: string } | undefined)?.$ref;
    if (typeof ref !== 'string' || !ref.startsWith('#/')) break;
    pointer = ref;
  }
  const content =
    (atPointer(doc, pointer) as { content?: Record<string, unknown> } | undefined)?.content ?? {};
  const mediaType = Object.keys(content).find((type) => type.split(';')[0]?.trim() === 'application/json');
  return mediaType === undefined ? undefined : `${pointer}/content/${escapePointer(mediaType)}/schema`;
}

function extensionKeys(node: unknown, found = new Set<string>()): Set<string> {
  if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key.startsWith('x-')) found.add(key);
      extensionKeys(value, found);
    }
  }
  return found;
}

function schemaValidator(doc: OpenApiDocument) {
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  addFormats(ajv);
  // OpenAPI's own schema keywords (OpenAPI 3.1), and the document's top-level fields: the whole
  // document is added, so that the schemas' $refs (#/components/…) resolve, and only its schemas compile.
  ajv.addVocabulary(['discriminator', 'xml', 'externalDocs', 'example']);
  ajv.addVocabulary(['openapi', 'info', 'jsonSchemaDialect', 'servers', 'paths', 'webhooks', 'components']);
  ajv.addVocabulary(['security', 'tags']);
  // Specification extensions (x-…) are annotations too, wherever the document has them.
  ajv.addVocabulary([...extensionKeys(doc)]);
  ajv.addSchema({ ...doc, $id: DOC_ID });
  /** The problems of body against the schema at pointer: empty when it matches. */
  return (pointer: string, body: unknown): string[] => {
    const validate = ajv.compile({ $ref: `${DOC_ID}${pointer}` });
    if (validate(body)) return [];
    return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`);
  };
}

describe('the served OpenAPI document, read by real client tooling', () => {
  it('generates TypeScript types with openapi-typescript', () => {
    expect(generated).toContain('export interface paths');
    expect(generated).toContain('"/links/{id}"');
  });

  it('typechecks the client script against those types', () => {
    expect(typecheckClient(generated)).toEqual([]);
  });

  it.each([
    [
      'a renamed path',
      (doc: OpenApiDocument) => {
        doc.paths['/link/{id}'] = doc.paths['/links/{id}'] ?? {};
        delete doc.paths['/links/{id}'];
      },
      '/links/{id}',
    ],
    [
      'a renamed field',
      (doc: OpenApiDocument) => renameProperty(doc, 'title', 'heading', 'category'),
      'title',
    ],
  ] as const)('fails the typecheck when the document lies: %s', async (_name, lie, mentioned) => {
    const lying = structuredClone(document);
    lie(lying);
    const errors = typecheckClient(await generateTypes(lying));
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.join('\n')).toContain(mentioned);
  });

  describe('the client script against the running server', () => {
    let run: ClientRun;
    const account: ClientAccount = {
      name: 'Pelanggan API',
      email: `pelanggan.${Date.now()}@contoh.my`,
      phone: '0123456789',
      password: 'rahsia-123',
    };

    beforeAll(async () => {
      // Loaded by path: it compiles only with the generated types, so it stays out of `pnpm typecheck`.
      const script = join(clientDir, 'client.ts');
      const { runClient } = (await import(script)) as {
        runClient(baseUrl: string, account: ClientAccount): Promise<ClientRun>;
      };
      run = await runClient(server.url, account);
    });

    it('registers, signs in with the session cookie, and sees itself', () => {
      expect(run.userId).toBeGreaterThan(0);
      expect(run.signedInEmail).toBe(account.email);
    });

    it('creates, updates and deletes a link', () => {
      expect(run.linkTitlesAfterCreate).toEqual(['Jadual Misa']);
      expect(run.linkTitlesAfterUpdate).toEqual(['Jadual Misa Baharu']);
      expect(run.linkIdsAfterDelete).not.toContain(run.createdLinkId);
    });

    it('lists members and its tasks', () => {
      expect(run.memberUserIds).toContain(run.userId);
      expect(run.taskTitles).toEqual(['Sediakan slaid lagu']);
    });

    it('founds the closed portal without a code, reads the code, and stays in after logout-others', () => {
      expect(run.codeRequiredBefore).toBe(false);
      expect(run.registrationCode).toMatch(/^[A-Z2-9]{8}$/);
      expect(run.statusAfterLogoutOthers).toBe(200);
    });

    it('is signed out after logout', () => {
      expect(run.statusAfterLogout).toBe(401);
      expect(run.messageAfterLogout).toBe('Sila log masuk terlebih dahulu');
    });

    it('received only answers the document declares, each matching its schema', () => {
      const check = schemaValidator(document);
      const operations = new Set<string>();
      for (const exchange of run.exchanges) {
        const label = `${exchange.method.toUpperCase()} ${exchange.schemaPath} → ${exchange.status}`;
        expect(exchange.contentType, label).toMatch(/^application\/json/);
        const pointer = declaredSchemaPointer(document, exchange);
        expect(pointer, `${label}: not declared`).toBeDefined();
        expect(check(pointer as string, exchange.body), label).toEqual([]);
        operations.add(`${exchange.method} ${exchange.schemaPath}`);
      }
      expect(run.exchanges.length).toBeGreaterThanOrEqual(15);
      expect(operations.size).toBeGreaterThanOrEqual(10);
    });

    it('has a schema check that rejects a broken answer', () => {
      const check = schemaValidator(document);
      const list = run.exchanges.find(
        (e) => e.method === 'get' && e.schemaPath === '/links' && Array.isArray(e.body) && e.body.length > 0,
      ) as Exchange;
      const link = { ...(list.body as Record<string, unknown>[])[0] };
      expect(Object.keys(link)).toContain('canEdit');
      delete link.canEdit;
      const pointer = declaredSchemaPointer(document, list) as string;
      expect(check(pointer, [link]).join('\n')).toContain('canEdit');
      expect(check(pointer, [{ ...link, canEdit: 'ya' }]).length).toBeGreaterThan(0);
    });
  });
});

describe('Redocly lint of the served document', () => {
  async function lint(source: string): Promise<NormalizedProblem[]> {
    const config = await createConfig({ extends: ['recommended'] });
    return lintFromString({ source, absoluteRef: DOC_ID, config });
  }

  const describeProblem = (p: NormalizedProblem) =>
    `${p.severity} ${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`;

  it('finds no error under the recommended rules', async () => {
    const problems = await lint(documentText);
    const errors = problems.filter((p) => p.severity === 'error');
    const warnings = problems.filter((p) => p.severity === 'warn');
    // biome-ignore lint/suspicious/noConsole: the counts belong in the CI log.
    console.info(
      `Redocly lint (recommended): ${errors.length} errors, ${warnings.length} warnings\n${warnings.map(describeProblem).join('\n')}`,
    );
    expect(errors.map(describeProblem)).toEqual([]);
  });

  it('reports an error in a broken document', async () => {
    const broken = structuredClone(document);
    const links = broken.paths['/links'] as Record<string, Record<string, unknown>>;
    (links.get as Record<string, unknown>).responses = {
      200: {
        description: 'x',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Tiada' } } },
      },
    };
    const errors = (await lint(JSON.stringify(broken))).filter((p) => p.severity === 'error');
    expect(errors.map(describeProblem).join('\n')).toContain('no-unresolved-refs');
  });
});
