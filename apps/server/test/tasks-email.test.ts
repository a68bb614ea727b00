// The assignee's e-mail (issue 9): sent through a real SMTP server in-process when a task is given or
// handed to someone new, never to the one who made the change; and a mail server that refuses or hangs
// neither fails nor slows the request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/logger';
import { leaderRoles } from './fixtures';
import { startTestServer, type TestServer } from './harness';
import { type ReceivedMail, refusedSmtpUrl, startBrokenSmtpServer, startSmtpServer } from './smtp';
import { createTask, type Person, signedUp, taskBody } from './task-fixtures';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let server: TestServer;
let leader: Person;
let ana: Person;

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({ SMTP_URL: smtp.url });
  leader = await signedUp(server.url, { name: 'Aaron Pengerusi', ministryRoles: leaderRoles });
  ana = await signedUp(server.url, { name: 'Ana Pemberi' });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

const mailsTo = (person: Person): ReceivedMail[] => smtp.received.filter((m) => m.to.includes(person.email));

/** The Subject header, decoded (nodemailer encodes non-ASCII words). */
function subjectOf(mail: ReceivedMail): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(mail.text)?.[1] ?? '';
  return header
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/=\?utf-8\?Q\?(.*?)\?=/gi, (_, words: string) =>
      Buffer.from(
        words
          .replace(/_/g, ' ')
          .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
        'latin1',
      ).toString('utf8'),
    )
    .replace(/\?=\s+=\?/g, '');
}

/**
 * Proves that no e-mail to `person` is on its way: a later e-mail to `witness` has arrived, and background
 * work runs in the order it was started.
 */
async function expectNoMailTo(person: Person, witness: Person) {
  await createTask(ana, witness.id, { title: `Saksi ${Date.now()}` });
  await smtp.waitFor(witness.email);
  await new Promise((r) => setTimeout(r, 200));
  expect(mailsTo(person)).toEqual([]);
}

describe('the e-mail to the assignee', () => {
  it('names the task, its dates as dd/MM/yyyy, who gave it, "Penting", and links to /tasks', async () => {
    const ben = await signedUp(server.url, { name: 'Ben Penerima' });
    await createTask(ana, ben.id, {
      title: 'Sediakan slaid lagu Misa Ahad',
      description: 'Lagu untuk Misa belia minggu depan',
      startDate: '2026-03-02',
      dueDate: '2026-03-16',
      isUrgent: true,
    });
    const mail = await smtp.waitFor(ben.email);
    expect(mail.to).toEqual([ben.email]);
    expect(subjectOf(mail)).toBe('[Penting] Tugas baharu untuk anda: Sediakan slaid lagu Misa Ahad');
    expect(mail.text).toContain('Salam Ben Penerima,');
    expect(mail.text).toContain('Ana Pemberi telah menetapkan satu tugas kepada anda di Portal KUBM.');
    expect(mail.text).toContain('Tugas: Sediakan slaid lagu Misa Ahad');
    expect(mail.text).toContain('Keterangan: Lagu untuk Misa belia minggu depan');
    expect(mail.text).toContain('Tarikh mula: 02/03/2026');
    expect(mail.text).toContain('Tarikh akhir: 16/03/2026');
    expect(mail.text).toContain('Penting: tugas ini perlu diberi keutamaan.');
    expect(mail.text).toContain(`${server.config.appUrl}/tasks`);
  });

  it('says nothing of "Penting" when the task is not urgent', async () => {
    const cik = await signedUp(server.url, { name: 'Cik Biasa' });
    await createTask(ana, cik.id, { title: 'Tugas biasa', description: undefined, isUrgent: false });
    const mail = await smtp.waitFor(cik.email);
    expect(subjectOf(mail)).toBe('Tugas baharu untuk anda: Tugas biasa');
    expect(mail.text).toContain('Tugas: Tugas biasa');
    expect(mail.text).not.toContain('Keterangan:');
    expect(mail.text).not.toMatch(/penting/i);
  });

  it('goes to the new assignee only when a task is handed on, naming who handed it', async () => {
    const dina = await signedUp(server.url, { name: 'Dina Lama' });
    const eli = await signedUp(server.url, { name: 'Eli Baru' });
    const task = await createTask(ana, dina.id, { title: 'Serahkan kunci dewan' });
    await smtp.waitFor(dina.email);

    // Leadership hands it on: Eli hears of it, from the leader.
    const moved = await leader.client.put(
      `/api/tasks/${task.id}`,
      taskBody(eli.id, { title: 'Serahkan kunci dewan' }),
    );
    expect(moved.status).toBe(200);
    const mail = await smtp.waitFor(eli.email);
    expect(mail.text).toContain('Aaron Pengerusi telah menetapkan satu tugas kepada anda');
    expect(mail.text).toContain('Tugas: Serahkan kunci dewan');

    // An edit that keeps the assignee tells nobody again; Dina got her one e-mail only.
    const edited = await ana.client.put(
      `/api/tasks/${task.id}`,
      taskBody(eli.id, { title: 'Serahkan kunci dewan', status: 'Sedang Dijalankan' }),
    );
    expect(edited.status).toBe(200);
    const witness = await signedUp(server.url, { name: 'Saksi Satu' });
    await expectNoMailTo(leader, witness);
    expect(mailsTo(eli)).toHaveLength(1);
    expect(mailsTo(dina)).toHaveLength(1);
  });

  it('is not sent to someone giving a task to themselves', async () => {
    const fay = await signedUp(server.url, { name: 'Fay Sendiri' });
    await createTask(fay, fay.id, { title: 'Untuk diri sendiri' });
    // Nor when leadership takes a task over themselves.
    const task = await createTask(ana, fay.id, { title: 'Diambil alih' });
    await smtp.waitFor(fay.email);
    expect((await leader.client.put(`/api/tasks/${task.id}`, taskBody(leader.id))).status).toBe(200);
    const witness = await signedUp(server.url, { name: 'Saksi Dua' });
    await expectNoMailTo(leader, witness);
    expect(mailsTo(fay).map((m) => subjectOf(m))).toEqual(['Tugas baharu untuk anda: Diambil alih']);
  });
});

describe('a mail server that fails', () => {
  /** Starts a server with its own SMTP_URL and a log we can read; registers a giver and an assignee. */
  async function serverWithMail(env: Record<string, string>) {
    const lines: string[] = [];
    const logger = createLogger('info', { destination: { write: (line) => lines.push(line) } });
    const own = await startTestServer(env, { logger });
    const giver = await signedUp(own.url, { name: 'Gani Pemberi' });
    const doer = await signedUp(own.url, { name: 'Hadi Penerima' });
    return { own, giver, doer, lines };
  }

  async function logLine(lines: string[], needle: string, ms: number): Promise<Record<string, unknown>> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = lines.find((line) => line.includes(needle));
      if (found) return JSON.parse(found) as Record<string, unknown>;
      if (Date.now() > deadline) throw new Error(`no log line with ${needle}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  async function timedCreate(giver: Person, doerId: number) {
    const started = performance.now();
    const res = await giver.client.post('/api/tasks', taskBody(doerId, { isUrgent: true }));
    return { res, ms: performance.now() - started };
  }

  it('refusing connections: the task is still created, and the failure is logged', async () => {
    const { own, giver, doer, lines } = await serverWithMail({ SMTP_URL: await refusedSmtpUrl() });
    try {
      const { res } = await timedCreate(giver, doer.id);
      expect(res.status).toBe(201);
      const failed = await logLine(lines, 'background task failed', 10_000);
      expect(failed).toMatchObject({ level: 50, task: 'task assigned e-mail' });
      expect(JSON.stringify(failed)).toContain('ECONNREFUSED');
      // The log says what failed, not to whom.
      expect(lines.join('')).not.toContain(doer.email);
    } finally {
      await own.stop();
    }
  });

  it('hanging (accepts, never speaks): the request answers at once; the e-mail gives up after SMTP_TIMEOUT_SECONDS', async () => {
    const silent = await startBrokenSmtpServer('silent');
    const { own, giver, doer, lines } = await serverWithMail({
      SMTP_URL: silent.url,
      SMTP_TIMEOUT_SECONDS: '3',
    });
    try {
      const first = await timedCreate(giver, doer.id);
      expect(first.res.status).toBe(201);
      // The mail server has the connection and says nothing; the next requests are as quick.
      const deadline = Date.now() + 2000;
      while (silent.accepted() === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(silent.accepted()).toBe(1);
      const more = [];
      for (let i = 0; i < 5; i++) more.push(await timedCreate(giver, doer.id));
      for (const { res, ms } of [first, ...more]) {
        expect(res.status).toBe(201);
        expect(ms).toBeLessThan(1500);
      }
      // Six e-mails, two connections (SMTP_MAX_CONNECTIONS), all given up on and logged.
      expect(silent.mostOpen()).toBeLessThanOrEqual(2);
      await logLine(lines, 'background task failed', 10_000);
      const deadlineAll = Date.now() + 10_000;
      while (
        lines.filter((l) => l.includes('background task failed')).length < 6 &&
        Date.now() < deadlineAll
      ) {
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(lines.filter((l) => l.includes('background task failed'))).toHaveLength(6);
    } finally {
      await own.stop();
      await silent.stop();
    }
  });

  it('hanging: stopping gives up on the e-mails at the grace period, not after SMTP_TIMEOUT_SECONDS', async () => {
    const silent = await startBrokenSmtpServer('silent');
    const { own, giver, doer, lines } = await serverWithMail({
      SMTP_URL: silent.url,
      SMTP_TIMEOUT_SECONDS: '60',
      SHUTDOWN_TIMEOUT_SECONDS: '2',
    });
    try {
      for (let i = 0; i < 3; i++) expect((await timedCreate(giver, doer.id)).res.status).toBe(201);
      const deadline = Date.now() + 2000;
      while (silent.accepted() === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      const started = performance.now();
      await own.stop();
      // The grace period is 3/4 of SHUTDOWN_TIMEOUT_SECONDS: the database closes before main.ts's deadline.
      expect(performance.now() - started).toBeLessThan(2000);
      expect(lines.filter((l) => l.includes('background task failed'))).toHaveLength(3);
    } finally {
      await own.stop();
      await silent.stop();
    }
  });
});
