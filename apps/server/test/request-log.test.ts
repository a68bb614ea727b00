// The request log: one JSON line per request, written when the answer is done, with what an operator
// needs (id, method, path, status, time) and nothing a visitor sent that could be secret. The voting poll's
// unchanged answers (304) are the exception: counted, one line per LOG_UNCHANGED_POLLS_SECONDS.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/logger';
import { UNCHANGED_POLLS_MESSAGE } from '../src/unchanged-polls';
import { registration } from './fixtures';
import { type Client, createClient, startTestServer, type TestServer } from './harness';
import { type SheetServer, startSheetServer } from './sheet-server';

interface LogLine {
  msg?: string;
  reqId?: string;
  method?: string;
  path?: string;
  status?: number;
  ms?: number;
  [field: string]: unknown;
}

const lines: string[] = [];
const parsed = () => lines.map((line) => JSON.parse(line) as LogLine);
const requestLines = () => parsed().filter((line) => line.msg === 'request');

async function lineFor(reqId: string): Promise<LogLine> {
  // Written on the response's 'close', a moment after the client has the answer.
  for (let tries = 0; tries < 200; tries++) {
    const found = requestLines().find((line) => line.reqId === reqId);
    if (found) return found;
    await new Promise((done) => setTimeout(done, 10));
  }
  throw new Error(`no request line for ${reqId}`);
}

describe('request log', () => {
  let server: TestServer;
  let member: Client;
  const account = registration();

  beforeAll(async () => {
    const logger = createLogger('info', { destination: { write: (line) => lines.push(line) } });
    server = await startTestServer({}, { logger });
    member = createClient(server.url);
    expect((await member.post('/api/register', account)).status).toBe(201);
  });

  afterAll(async () => {
    await server?.stop();
  });

  it('writes one line per request: id, method, path without its query, status and time', async () => {
    const response = await member.get('/api/links?emel=rahsia%40contoh.my', {
      headers: { 'x-request-id': 'uji-log-1' },
    });
    expect(response.status).toBe(200);
    const line = await lineFor('uji-log-1');
    expect(line).toMatchObject({ method: 'GET', path: '/api/links', status: 200, service: 'kubm-server' });
    expect(typeof line.ms).toBe('number');
    expect(requestLines().filter((l) => l.reqId === 'uji-log-1')).toHaveLength(1);

    const missing = await member.get('/api/tiada', { headers: { 'x-request-id': 'uji-log-2' } });
    expect(missing.status).toBe(404);
    expect(await lineFor('uji-log-2')).toMatchObject({ method: 'GET', path: '/api/tiada', status: 404 });
  });

  it('never carries the session cookie, the query string or the body', async () => {
    const sessionId = member.cookie('kubm_session');
    expect(sessionId).toBeTruthy();
    await member.post(
      '/api/login',
      { email: account.email, password: 'kata-laluan-salah-sekali' },
      { headers: { 'x-request-id': 'uji-log-3' } },
    );
    expect(await lineFor('uji-log-3')).toMatchObject({ method: 'POST', path: '/api/login', status: 401 });
    const all = lines.join('');
    expect(all).not.toContain(sessionId as string);
    expect(all).not.toContain('rahsia@contoh.my');
    expect(all).not.toContain('rahsia%40contoh.my');
    expect(all).not.toContain('kata-laluan-salah-sekali');
  });

  it('logs a request the client abandons at info as aborted, without a stack, and its line is no 200', async () => {
    // Half a body, then the client goes: the server is still reading when the connection ends.
    const socket = connect(server.port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const origin = server.url;
    socket.write(
      [
        'POST /api/login HTTP/1.1',
        `Host: 127.0.0.1:${server.port}`,
        `Origin: ${origin}`,
        'Content-Type: application/json',
        'Content-Length: 1000',
        'X-Request-Id: uji-log-putus',
        '',
        '{"email":"sep',
      ].join('\r\n'),
    );
    await new Promise((done) => setTimeout(done, 100));
    socket.destroy();

    const line = await lineFor('uji-log-putus');
    expect(line).toMatchObject({ method: 'POST', path: '/api/login', aborted: true });
    expect(line.status).not.toBe(200);
    expect(line.status).toBe(499);
    const about = parsed().filter((l) => l.reqId === 'uji-log-putus' && l.msg !== 'request');
    expect(about).toEqual([expect.objectContaining({ level: 30, msg: 'aborted' })]);
    expect(JSON.stringify(about)).not.toMatch(/stack|"err"/);
    expect(parsed().filter((l) => (l.level as number) >= 50)).toEqual([]);
  });

  it('marks a read whose client left before the answer: aborted, 499, not the 200 nobody received', async () => {
    // A voting sheet that hangs keeps the answer back for VOTING_FETCH_TIMEOUT_SECONDS; the client leaves first.
    const sheet = await startSheetServer();
    sheet.setMode('hang');
    const own: string[] = [];
    const ownLogger = createLogger('info', { destination: { write: (line) => own.push(line) } });
    const slow = await startTestServer(
      { VOTING_CSV_URL: `${sheet.url}/gantung.csv`, VOTING_FETCH_TIMEOUT_SECONDS: '1' },
      { logger: ownLogger },
    );
    try {
      const socket = connect(slow.port, '127.0.0.1');
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      socket.write(
        `GET /api/voting-results HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Request-Id: uji-log-pergi\r\n\r\n`,
      );
      await new Promise((done) => setTimeout(done, 200));
      socket.destroy();
      let line: LogLine | undefined;
      for (let tries = 0; tries < 300 && !line; tries++) {
        line = own
          .map((l) => JSON.parse(l) as LogLine)
          .find((l) => l.msg === 'request' && l.reqId === 'uji-log-pergi');
        if (!line) await new Promise((done) => setTimeout(done, 10));
      }
      expect(line).toMatchObject({ method: 'GET', path: '/api/voting-results', status: 499, aborted: true });
      // The answer the server writes later, to nobody, is no error either.
      await new Promise((done) => setTimeout(done, 1_200));
      expect(own.map((l) => JSON.parse(l) as LogLine).filter((l) => (l.level as number) >= 50)).toEqual([]);
    } finally {
      await slow.stop();
      await sheet.close();
    }
  });
});

describe("the voting poll's unchanged answers", () => {
  const SHEET = ['Kategori,Soalan,Pilihan,Undi', 'Pemilihan AJK,Pengerusi,Ana,2'].join('\r\n');
  let sheet: SheetServer;

  beforeAll(async () => {
    sheet = await startSheetServer();
    sheet.setSheet('/undian.csv', SHEET);
  });

  afterAll(async () => {
    await sheet?.close();
  });

  async function pollingServer(everySeconds: string) {
    const own: string[] = [];
    const logger = createLogger('info', { destination: { write: (line) => own.push(line) } });
    const server = await startTestServer(
      { VOTING_CSV_URL: `${sheet.url}/undian.csv`, LOG_UNCHANGED_POLLS_SECONDS: everySeconds },
      { logger },
    );
    const logged = () => own.map((line) => JSON.parse(line) as LogLine);
    const first = await fetch(`${server.url}/api/voting-results`, {
      headers: { 'x-request-id': 'uji-undi-200' },
    });
    expect(first.status).toBe(200);
    await first.arrayBuffer();
    const etag = first.headers.get('etag') as string;
    const poll = async (reqId: string) => {
      const response = await fetch(`${server.url}/api/voting-results`, {
        headers: { 'if-none-match': etag, 'x-request-id': reqId },
      });
      expect(response.status).toBe(304);
      expect(response.headers.get('x-request-id')).toBe(reqId);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    };
    return { server, logged, poll };
  }

  const tallies = (lines: LogLine[]) => lines.filter((line) => line.msg === UNCHANGED_POLLS_MESSAGE);

  it('counts them in one line per interval and at stop, instead of a request line each', async () => {
    const { server, logged, poll } = await pollingServer('1');
    const counted = () => tallies(logged()).reduce((sum, line) => sum + Number(line.count), 0);
    try {
      for (let n = 0; n < 5; n++) await poll(`uji-undi-304-${n}`);
      for (let tries = 0; tries < 400 && counted() < 5; tries++) {
        await new Promise((done) => setTimeout(done, 10));
      }
      expect(counted()).toBe(5);
      for (const tally of tallies(logged())) {
        expect(tally).toMatchObject({ level: 30, path: '/api/voting-results', status: 304 });
        expect(typeof tally.maxMs).toBe('number');
        expect(typeof tally.seconds).toBe('number');
      }
      await poll('uji-undi-304-akhir');
      await poll('uji-undi-304-akhir-2');
      // A 200 from the answer at hand, as a page's first poll gets it, keeps its own line.
      const again = await fetch(`${server.url}/api/voting-results`, {
        headers: { 'x-request-id': 'uji-undi-200-lagi' },
      });
      expect(again.status).toBe(200);
      await again.arrayBuffer();
    } finally {
      await server.stop();
    }
    // Stopping writes what was counted since the last line.
    expect(counted()).toBe(7);
    const lines = logged();
    expect(lines.filter((line) => line.msg === 'request' && line.reqId === 'uji-undi-200')).toHaveLength(1);
    expect(
      lines.filter((line) => line.msg === 'request' && line.reqId === 'uji-undi-200-lagi'),
    ).toMatchObject([{ method: 'GET', path: '/api/voting-results', status: 200 }]);
    expect(lines.filter((line) => String(line.reqId).startsWith('uji-undi-304'))).toEqual([]);
  });

  it('writes a request line for each when LOG_UNCHANGED_POLLS_SECONDS is 0', async () => {
    const { server, logged, poll } = await pollingServer('0');
    try {
      await poll('uji-undi-satu-1');
      await poll('uji-undi-satu-2');
      for (let tries = 0; tries < 300 && logged().filter((l) => l.msg === 'request').length < 3; tries++) {
        await new Promise((done) => setTimeout(done, 10));
      }
      expect(
        logged()
          .filter((line) => line.msg === 'request' && String(line.reqId).startsWith('uji-undi-satu'))
          .map((line) => [line.reqId, line.status]),
      ).toEqual([
        ['uji-undi-satu-1', 304],
        ['uji-undi-satu-2', 304],
      ]);
    } finally {
      await server.stop();
    }
    expect(tallies(logged())).toEqual([]);
  });
});
