// The directory export, GET /api/members/export.csv and .vcf, over HTTP (PGlite; PostgreSQL too with
// TEST_DATABASE_URL): the bytes a spreadsheet or a phone's address book would read.
import type { Ministry, Role } from '@kubm/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaderRoles, registration } from './fixtures';
import { type Client, createClient, startTestServer, type TestServer } from './harness';

const SIGNED_OUT = { message: 'Sila log masuk terlebih dahulu' };
const VCARD_MAX_LINE_OCTETS = 75;

const names = {
  leader: 'Nur "Ain", binti Abdullah',
  formula: '=HYPERLINK("http://jahat.example","Klik")',
  bec: 'Tan; Wei\\Ling, Jr.\nKedua',
  // 2-byte characters, well past 75 octets once 'FN:' is added: the line must fold.
  long: `Ñgozi ${'Ñ'.repeat(60)} anak Jimbun`,
};

let server: TestServer;
let member: Client;
let anon: Client;

async function signedUp(name: string, ministry: Ministry, role: Role): Promise<Client> {
  const client = createClient(server.url);
  const res = await client.post('/api/register', registration({ name, ministryRoles: [{ ministry, role }] }));
  expect(res.status).toBe(201);
  return client;
}

beforeAll(async () => {
  server = await startTestServer();
  anon = createClient(server.url);
  await signedUp(names.leader, leaderRoles[0]?.ministry as Ministry, leaderRoles[0]?.role as Role);
  member = await signedUp(names.formula, 'KOIR (MINISTRI)', 'Member');
  await signedUp(names.bec, 'ST MARK - DTHO (BEC)', 'Ketua BEC');
  await signedUp(names.long, 'LITURGI (MINISTRI)', 'Timbalan Ketua Ministri');
});
afterAll(() => server?.stop());

async function download(client: Client, path: string) {
  const res = await fetch(`${server.url}${path}`, { headers: { Cookie: client.cookieHeader() } });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

/** RFC 4180 parsing, as a spreadsheet reads the file (after the BOM). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else field += c;
  }
  expect(field, 'the file ends with CRLF').toBe('');
  expect(record).toEqual([]);
  return records;
}

const klDay = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur' }).format(new Date());

describe('GET /api/members/export.csv', () => {
  it('is for signed-in members only', async () => {
    const res = await anon.get('/api/members/export.csv');
    expect(res.status).toBe(401);
    expect(res.body).toEqual(SIGNED_OUT);
  });

  it('is a UTF-8 CSV with a BOM, sent as an attachment', async () => {
    const { res, bytes } = await download(member, '/api/members/export.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="ahli-kubm.csv"');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith('\uFEFFname,email,phone,role,ministry,BEC,joinDate\r\n')).toBe(true);
  });

  it('round-trips every member, neutralises formulas and splits BECs from ministries', async () => {
    const before = klDay();
    const { bytes } = await download(member, '/api/members/export.csv');
    const after = klDay();
    const [header, ...rows] = parseCsv(new TextDecoder().decode(bytes));
    expect(header).toEqual(['name', 'email', 'phone', 'role', 'ministry', 'BEC', 'joinDate']);
    expect(rows).toHaveLength(4);
    const byName = new Map(rows.map((row) => [row[0], row]));

    const leader = byName.get(names.leader);
    expect(leader?.slice(3, 6)).toEqual(['Pengerusi KUBM', 'AJK UTAMA', '']);
    expect(leader?.[1]).toMatch(/@contoh\.my$/);
    expect(leader?.[2]).toBe('0123456789');
    expect([before, after]).toContain(leader?.[6]);

    // The formula arrives as text: a spreadsheet shows it, never runs it.
    expect(byName.get(`'${names.formula}`)?.slice(3, 6)).toEqual(['Member', 'KOIR (MINISTRI)', '']);
    expect(byName.has(names.formula)).toBe(false);

    expect(byName.get(names.bec)?.slice(3, 6)).toEqual(['Ketua BEC', '', 'ST MARK - DTHO (BEC)']);
    expect(byName.get(names.long)?.slice(3, 6)).toEqual([
      'Timbalan Ketua Ministri',
      'LITURGI (MINISTRI)',
      '',
    ]);
    for (const row of rows) expect(row[6]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('GET /api/members/export.vcf', () => {
  it('is for signed-in members only', async () => {
    const res = await anon.get('/api/members/export.vcf');
    expect(res.status).toBe(401);
    expect(res.body).toEqual(SIGNED_OUT);
  });

  it('is vCard 3.0 with CRLF lines of at most 75 octets, one card per member', async () => {
    const { res, bytes } = await download(member, '/api/members/export.vcf');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/vcard; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="ahli-kubm.vcf"');
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    expect(text.endsWith('END:VCARD\r\n')).toBe(true);
    expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    const encoder = new TextEncoder();
    for (const line of text.split('\r\n')) {
      expect(encoder.encode(line).length, line).toBeLessThanOrEqual(VCARD_MAX_LINE_OCTETS);
    }

    const cards = text
      .replaceAll('\r\n ', '')
      .split('END:VCARD\r\n')
      .filter((card) => card !== '')
      .map((card) => card.split('\r\n').filter((line) => line !== ''));
    expect(cards).toHaveLength(4);
    for (const card of cards) {
      expect(card.slice(0, 2)).toEqual(['BEGIN:VCARD', 'VERSION:3.0']);
      const properties = card.slice(2).map((line) => line.split(/[:;]/)[0]);
      expect(properties).toEqual(['FN', 'N', 'EMAIL', 'TEL', 'ORG', 'TITLE']);
    }

    const bec = cards.find((card) => card.includes('FN:Tan\\; Wei\\\\Ling\\, Jr.\\nKedua'));
    expect(bec).toEqual([
      'BEGIN:VCARD',
      'VERSION:3.0',
      'FN:Tan\\; Wei\\\\Ling\\, Jr.\\nKedua',
      'N:;Tan\\; Wei\\\\Ling\\, Jr.\\nKedua;;;',
      expect.stringMatching(/^EMAIL;TYPE=INTERNET:ahli\d+\.\d+@contoh\.my$/),
      'TEL;TYPE=CELL:0123456789',
      'ORG:ST MARK - DTHO (BEC)',
      'TITLE:Ketua BEC',
    ]);
    expect(cards.some((card) => card.includes(`FN:${names.long}`))).toBe(true);
    expect(cards.some((card) => card.includes('FN:Nur "Ain"\\, binti Abdullah'))).toBe(true);
  });
});

describe('the OpenAPI document', () => {
  it('lists both exports with their media types', async () => {
    const res = await anon.get('/api/openapi.json');
    const paths = (res.body as { paths: Record<string, { get: { responses: Record<string, unknown> } }> })
      .paths;
    expect(paths['/members/export.csv']?.get.responses['200']).toMatchObject({
      content: { 'text/csv; charset=utf-8': { schema: { type: 'string' } } },
    });
    expect(paths['/members/export.vcf']?.get.responses['200']).toMatchObject({
      content: { 'text/vcard; charset=utf-8': { schema: { type: 'string' } } },
    });
  });
});
