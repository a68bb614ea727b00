// The assignee's e-mail (docs/product.md#tasks): sent through a real SMTP server in-process when a task is given
// or handed to someone new, never to the one who made the change; and a mail server that refuses or hangs
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
  /** Long enough that a request waiting for its e-mail could not pass for one answering at once. */
  const SMTP_TIMEOUT_MS = 20_000;

  /**
   * Starts a server with its own SMTP_URL and a log we can read; registers a giver and `count` assignees
   * (tasks to one assignee in a burst are one e-mail: each of these e-mails goes to its own assignee).
   */
  async function serverWithMail(env: Record<string, string>, count = 1) {
    const lines: string[] = [];
    const logger = createLogger('info', { destination: { write: (line) => lines.push(line) } });
    const own = await startTestServer(env, { logger });
    const giver = await signedUp(own.url, { name: 'Gani Pemberi' });
    const doers: Person[] = [];
    for (let i = 0; i < count; i++) doers.push(await signedUp(own.url, { name: `Hadi Penerima ${i}` }));
    return { own, giver, doer: doers[0] as Person, doers, lines };
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
    const { own, giver, doers, lines } = await serverWithMail(
      { SMTP_URL: silent.url, SMTP_TIMEOUT_SECONDS: String(SMTP_TIMEOUT_MS / 1000) },
      6,
    );
    const [doer, ...others] = doers as [Person, ...Person[]];
    try {
      const first = await timedCreate(giver, doer.id);
      expect(first.res.status).toBe(201);
      // The mail server has the connection and says nothing; the next requests are as quick.
      const deadline = Date.now() + 20_000;
      while (silent.accepted() === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(silent.accepted()).toBe(1);
      const more = [];
      for (const other of others) more.push(await timedCreate(giver, other.id));
      for (const { res, ms } of [first, ...more]) {
        expect(res.status).toBe(201);
        // Waiting for the e-mail would take SMTP_TIMEOUT_MS (20 s); an honest answer takes well under 1 s.
        expect(ms).toBeLessThan(SMTP_TIMEOUT_MS / 2);
      }
      // Six e-mails, two connections (SMTP_MAX_CONNECTIONS), all given up on and logged.
      expect(silent.mostOpen()).toBeLessThanOrEqual(2);
      await logLine(lines, 'background task failed', 60_000);
      const deadlineAll = Date.now() + 60_000;
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
  }, 180_000);

  it('hanging: stopping gives up on the e-mails at the grace period, not after SMTP_TIMEOUT_SECONDS', async () => {
    const silent = await startBrokenSmtpServer('silent');
    const { own, giver, doers, lines } = await serverWithMail(
      { SMTP_URL: silent.url, SMTP_TIMEOUT_SECONDS: '600', SHUTDOWN_TIMEOUT_SECONDS: '2' },
      3,
    );
    try {
      for (const doer of doers) expect((await timedCreate(giver, doer.id)).res.status).toBe(201);
      const deadline = Date.now() + 20_000;
      while (silent.accepted() === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(silent.accepted()).toBeGreaterThan(0);
      const started = performance.now();
      // The grace period is 3/4 of SHUTDOWN_TIMEOUT_SECONDS (1.5 s); waiting for the e-mails would take
      // SMTP_TIMEOUT_SECONDS (600 s). 30 s lies far from both, and the race reports it before the test's timeout.
      const stopped = await Promise.race([
        own.stop().then(() => true),
        new Promise<false>((done) => setTimeout(() => done(false), 30_000).unref()),
      ]);
      expect(
        stopped,
        `stop() still waiting for the e-mails after ${Math.round(performance.now() - started)} ms`,
      ).toBe(true);
      expect(lines.filter((l) => l.includes('background task failed'))).toHaveLength(3);
    } finally {
      // The mail server first: a stop() still waiting on it then ends, and a failure above is reported.
      await silent.stop();
      await own.stop();
    }
  });
});

describe('no e-mail flood through tasks', () => {
  /** Every task an e-mail names (its numbered lines, or the single task's 'Tugas:' line) and the count of the rest. */
  function named(mail: ReceivedMail): { titles: string[]; more: number } {
    const single = /^Tugas: (.*)$/m.exec(mail.text);
    const titles = single
      ? [single[1] as string]
      : [...mail.text.matchAll(/^\d+\. (.*) \(\d\d\/\d\d\/\d{4} - \d\d\/\d\d\/\d{4}\)/gm)].map(
          (m) => m[1] as string,
        );
    const more = Number(/dan (\d+) tugas lagi/.exec(mail.text)?.[1] ?? 0);
    return { titles: titles.map((t) => t.trim()), more };
  }

  it('40 tasks for one member in a few seconds: two e-mails that together name every task or count it', async () => {
    const own = await startSmtpServer();
    // A window longer than the test: the held tasks go when the server stops (as at any shutdown).
    const burst = await startTestServer({ SMTP_URL: own.url, TASK_EMAIL_BATCH_SECONDS: '600' });
    try {
      const giver = await signedUp(burst.url, { name: 'Ana Pembanjir' });
      const doer = await signedUp(burst.url, { name: 'Ben Dibanjiri' });
      const titles = Array.from({ length: 40 }, (_, i) => `Tugas banjir ${i + 1}`);
      await createTask(giver, doer.id, { title: titles[0] });
      await own.waitFor(doer.email);
      for (const title of titles.slice(1)) await createTask(giver, doer.id, { title });
      await new Promise((r) => setTimeout(r, 200));
      // The first went at once; the other 39 are held for the window.
      expect(own.received.filter((m) => m.to.includes(doer.email))).toHaveLength(1);
      await burst.stop();

      const mails = own.received.filter((m) => m.to.includes(doer.email));
      expect(mails).toHaveLength(2);
      const [first, digest] = mails.map(named) as [ReturnType<typeof named>, ReturnType<typeof named>];
      expect(first).toEqual({ titles: ['Tugas banjir 1'], more: 0 });
      expect(digest.titles).toEqual(titles.slice(1, 21));
      expect(digest.more).toBe(19);
      expect(subjectOf(mails[1] as ReceivedMail)).toBe('39 tugas baharu untuk anda daripada Ana Pembanjir');
      expect(mails[1]?.text).toContain('Ana Pembanjir telah menetapkan 39 tugas kepada anda di Portal KUBM.');
      expect(mails[1]?.text).toContain('1. Tugas banjir 2 (02/03/2026 - 06/03/2026)');
      expect(mails[1]?.text).toContain('... dan 19 tugas lagi.');
      expect(mails[1]?.text).toContain(`${burst.config.appUrl}/tasks`);
    } finally {
      await burst.stop();
      await own.stop();
    }
  });

  it('a window that ends sends what it held, without a shutdown', async () => {
    const own = await startSmtpServer();
    const quick = await startTestServer({ SMTP_URL: own.url, TASK_EMAIL_BATCH_SECONDS: '0.3' });
    try {
      const giver = await signedUp(quick.url, { name: 'Ana Cepat' });
      const doer = await signedUp(quick.url, { name: 'Ben Cepat' });
      const titles = ['Satu', 'Dua', 'Tiga', 'Empat'];
      for (const title of titles) await createTask(giver, doer.id, { title });
      const deadline = Date.now() + 30_000;
      const all = () => own.received.filter((m) => m.to.includes(doer.email)).flatMap((m) => named(m).titles);
      while (all().length < titles.length && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 50));
      expect(all().sort()).toEqual([...titles].sort());
    } finally {
      await quick.stop();
      await own.stop();
    }
  });

  it('limits e-mails per assignor and per assignee, each pair by its own counters', async () => {
    const own = await startSmtpServer();
    const lines: string[] = [];
    const logger = createLogger('info', { destination: { write: (line) => lines.push(line) } });
    const limited = await startTestServer(
      {
        SMTP_URL: own.url,
        TASK_EMAIL_BATCH_SECONDS: '0.001',
        TASK_EMAIL_MAX_PER_ASSIGNOR_PER_HOUR: '3',
        TASK_EMAIL_MAX_PER_ASSIGNEE_PER_HOUR: '2',
      },
      { logger },
    );
    const held = async (count: number) => {
      const deadline = Date.now() + 30_000;
      const found = () => lines.filter((l) => l.includes('task e-mail held')).length;
      while (found() < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
      expect(found()).toBe(count);
    };
    const count = (person: Person) => own.received.filter((m) => m.to.includes(person.email)).length;
    const arrived = async (person: Person, expected: number) => {
      const deadline = Date.now() + 30_000;
      while (count(person) < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
      expect(count(person)).toBe(expected);
    };
    try {
      const people: Person[] = [];
      for (const name of ['Gani', 'Hana', 'Ika', 'Jo', 'Kim', 'Lim', 'Mei', 'Nur', 'Oli']) {
        people.push(await signedUp(limited.url, { name: `${name} Had` }));
      }
      const [gani, hana, ika, jo, kim, lim, mei, nur, oli] = people as [
        Person,
        Person,
        Person,
        Person,
        Person,
        Person,
        Person,
        Person,
        Person,
      ];

      // Per assignor: Gani's tasks to five members cause three e-mails this hour; two are held.
      for (const member of [ika, jo, kim, lim, mei]) {
        await createTask(gani, member.id, { title: `Dari Gani untuk ${member.name}` });
        await new Promise((r) => setTimeout(r, 30));
      }
      await held(2);
      const targets = [ika, jo, kim, lim, mei];
      const deadline = Date.now() + 30_000;
      const reached = () => targets.filter((member) => count(member) > 0);
      while (reached().length < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
      expect(reached()).toHaveLength(3);
      const [waiting, stillWaiting] = targets.filter((member) => count(member) === 0) as [Person, Person];
      // Another assignor is not held back by Gani's limit, even to a member Gani's e-mail waits for.
      await createTask(hana, waiting.id, { title: 'Dari Hana' });
      const fromHana = await own.waitFor(waiting.email);
      expect(fromHana.text).toContain('Tugas: Dari Hana');
      expect(count(stillWaiting)).toBe(0);

      // Per assignee: Nur receives two task e-mails this hour, from whoever; the third is held.
      await createTask(hana, nur.id, { title: 'Untuk Nur 1' });
      await own.waitFor(nur.email);
      await createTask(ika, nur.id, { title: 'Untuk Nur 2' });
      await createTask(jo, nur.id, { title: 'Untuk Nur 3' });
      await held(3);
      await arrived(nur, 2);
      // Jo was refused on Nur's counter only: Jo's task to someone else goes.
      await createTask(jo, oli.id, { title: 'Dari Jo untuk Oli' });
      expect((await own.waitFor(oli.email)).text).toContain('Tugas: Dari Jo untuk Oli');
      // The log says what was held, never to or from whom.
      for (const person of people) expect(lines.join('')).not.toContain(person.email);
      expect(count(stillWaiting)).toBe(0);
      expect(count(nur)).toBe(2);
    } finally {
      await limited.stop();
      await own.stop();
    }
  });
});
