import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createLogger } from '../src/logger';
import { createMailer } from '../src/mailer';
import { registration } from './fixtures';
import { createClient, startTestServer } from './harness';
import { startBrokenSmtpServer, startSmtpServer } from './smtp';

/** SMTP_TIMEOUT_SECONDS and SMTP_MAX_CONNECTIONS as the server has them by default. */
const { smtpTimeoutMs, smtpMaxConnections } = loadConfig({});
const smtpDefaults = { smtpTimeoutMs, smtpMaxConnections };

/** A logger as the server builds it, writing its lines into `lines`. */
function capturingLogger() {
  const lines: string[] = [];
  const logger = createLogger('info', { destination: { write: (line) => lines.push(line) } });
  return { logger, lines };
}

async function waitForLine(lines: string[], needle: string, ms = 10_000): Promise<string> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const found = lines.find((line) => line.includes(needle));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no log line with ${needle}; log: ${lines.join('')}`);
}

/** Registers a member, then asks for their reset e-mail; returns their address. */
async function requestReset(url: string): Promise<string> {
  const user = registration();
  const client = createClient(url);
  expect((await client.post('/api/register', user)).status).toBeLessThan(300);
  const anon = createClient(url);
  expect((await anon.post('/api/forgot-password', { email: user.email })).status).toBe(200);
  return user.email;
}

describe('mailer', () => {
  it('writes the whole e-mail, link included, to the log when SMTP_URL is unset', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const mailer = createMailer(
      {
        ...smtpDefaults,
        smtpUrl: undefined,
        mailFrom: 'Portal KUBM <no-reply@localhost>',
        production: false,
      },
      pino(sink),
    );
    await mailer.send({
      to: 'ana@contoh.my',
      subject: 'Set semula kata laluan',
      text: 'Buka http://localhost:3000/reset-password?token=abc&email=ana%40contoh.my dalam 1 jam.',
    });
    const entry = JSON.parse(lines[0] ?? '{}') as { level: number; mail: Record<string, string> };
    expect(entry.level).toBe(30);
    expect(entry.mail).toMatchObject({ to: 'ana@contoh.my', subject: 'Set semula kata laluan' });
    expect(entry.mail.text).toContain('/reset-password?token=abc');
  });

  it('sends through SMTP with MAIL_FROM when SMTP_URL is set', async () => {
    const smtp = await startSmtpServer();
    const mailer = createMailer(
      { ...smtpDefaults, smtpUrl: smtp.url, mailFrom: 'KUBM <kubm@contoh.my>', production: true },
      pino({ level: 'silent' }),
    );
    try {
      await mailer.send({
        to: 'ben@contoh.my',
        subject: 'Ujian',
        text: 'Pautan: https://kubm.example/tasks',
      });
      const mail = await smtp.waitFor('ben@contoh.my');
      expect(mail.text).toContain('From: KUBM <kubm@contoh.my>');
      expect(mail.text).toContain('Subject: Ujian');
      expect(mail.text).toContain('https://kubm.example/tasks');
    } finally {
      mailer.close();
      await smtp.stop();
    }
  });

  it('in production without SMTP_URL warns once, and logs a mail as not sent with its subject only', async () => {
    const { logger, lines } = capturingLogger();
    const mailer = createMailer(
      { ...smtpDefaults, smtpUrl: undefined, mailFrom: 'KUBM <kubm@contoh.my>', production: true },
      logger,
    );
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
      level: 40,
      msg: expect.stringContaining('e-mail is off'),
    });
    await mailer.send({
      to: 'ana@contoh.my',
      subject: 'Set semula kata laluan',
      text: 'Buka http://localhost:3000/reset-password?token=abc123&email=ana%40contoh.my dalam 1 jam.',
    });
    expect(lines).toHaveLength(2);
    expect(JSON.parse(lines[1] ?? '{}')).toMatchObject({
      level: 40,
      msg: 'e-mail not sent (SMTP_URL is unset)',
      mail: { subject: 'Set semula kata laluan' },
    });
    expect(lines.join('')).not.toMatch(/abc123|reset-password|ana@contoh\.my|ana%40/);
  });
});

describe('SMTP limits', () => {
  const message = { to: 'ana@contoh.my', subject: 'Ujian', text: 'Teks' };
  const withLimits = (url: string, timeoutSeconds: string, maxConnections?: string) => {
    const config = loadConfig({
      SMTP_URL: url,
      SMTP_TIMEOUT_SECONDS: timeoutSeconds,
      ...(maxConnections ? { SMTP_MAX_CONNECTIONS: maxConnections } : {}),
    });
    return createMailer(config, pino({ level: 'silent' }));
  };

  /** How long `send` took to fail, in ms. */
  async function failureAfter(send: () => Promise<void>): Promise<number> {
    const started = performance.now();
    await expect(send()).rejects.toThrow();
    return performance.now() - started;
  }

  it('SMTP_TIMEOUT_SECONDS (default 30) and SMTP_MAX_CONNECTIONS (default 2) are settings', () => {
    expect(loadConfig({})).toMatchObject({ smtpTimeoutMs: 30_000, smtpMaxConnections: 2 });
    expect(loadConfig({ SMTP_TIMEOUT_SECONDS: '1.5', SMTP_MAX_CONNECTIONS: '5' })).toMatchObject({
      smtpTimeoutMs: 1500,
      smtpMaxConnections: 5,
    });
    expect(() => loadConfig({ SMTP_TIMEOUT_SECONDS: '0' })).toThrow(
      'Invalid configuration: SMTP_TIMEOUT_SECONDS must be a number of seconds',
    );
    expect(() => loadConfig({ SMTP_MAX_CONNECTIONS: '0' })).toThrow('SMTP_MAX_CONNECTIONS');
    expect(() => loadConfig({ SMTP_MAX_CONNECTIONS: '101' })).toThrow(
      'SMTP_MAX_CONNECTIONS must be at most 100',
    );
  });

  it('a server that accepts and never greets fails a send within SMTP_TIMEOUT_SECONDS', async () => {
    const silent = await startBrokenSmtpServer('silent');
    const mailer = withLimits(silent.url, '1');
    try {
      const ms = await failureAfter(() => mailer.send(message));
      expect(silent.accepted()).toBe(1);
      // At the 1 s limit (timers never fire early), not nodemailer's own 30 s greeting wait.
      expect(ms).toBeGreaterThan(900);
      expect(ms).toBeLessThan(10_000);
    } finally {
      mailer.close();
      await silent.stop();
    }
  });

  it('a server that answers every line, slowly, fails a whole send within SMTP_TIMEOUT_SECONDS', async () => {
    // Never silent for 1 s (each reply after 0.5 s), but an e-mail to 20 addresses needs 25 replies (a
    // RCPT each): 12.5 s. Its 1 s limit and that lie far apart; the bound between them is nearer the wrong one.
    const slow = await startBrokenSmtpServer('slow', 500);
    const mailer = withLimits(slow.url, '1');
    const to = Array.from({ length: 20 }, (_, i) => `ahli${i}@contoh.my`).join(', ');
    try {
      const ms = await failureAfter(() => mailer.send({ ...message, to }));
      expect(ms).toBeGreaterThan(900);
      expect(ms).toBeLessThan(10_000);
    } finally {
      mailer.close();
      await slow.stop();
    }
  });

  it('many e-mails to a hung server hold at most SMTP_MAX_CONNECTIONS sockets, and all fail in time', async () => {
    const silent = await startBrokenSmtpServer('silent');
    const mailer = withLimits(silent.url, '1', '2');
    try {
      const started = performance.now();
      const results = await Promise.allSettled(Array.from({ length: 60 }, () => mailer.send(message)));
      expect(results.every((r) => r.status === 'rejected')).toBe(true);
      // Queued e-mails count their wait for a connection against the same time: all fail at about 1 s.
      // Were the wait not counted, 60 e-mails over two hung sockets would take about 30 s.
      expect(performance.now() - started).toBeLessThan(10_000);
      expect(silent.mostOpen()).toBeLessThanOrEqual(2);
    } finally {
      mailer.close();
      await silent.stop();
    }
  });
});

describe('reset e-mail without SMTP_URL, through the real server', () => {
  it('NODE_ENV=production: a warning at start; the reset is logged as not sent, without link or address', async () => {
    const { logger, lines } = capturingLogger();
    const server = await startTestServer({ NODE_ENV: 'production' }, { logger });
    try {
      const email = await requestReset(server.url);
      const notSent = await waitForLine(lines, 'e-mail not sent');
      expect(JSON.parse(notSent)).toMatchObject({ level: 40, mail: { subject: expect.any(String) } });
      const log = lines.join('');
      expect(lines.filter((line) => line.includes('e-mail is off'))).toHaveLength(1);
      expect(log).not.toContain('token=');
      expect(log).not.toContain('/reset-password');
      expect(log).not.toContain(email);
      expect(log).not.toContain(encodeURIComponent(email));
    } finally {
      await server.stop();
    }
  });

  it('outside production: the whole e-mail, link included, is logged', async () => {
    const { logger, lines } = capturingLogger();
    const server = await startTestServer({ NODE_ENV: 'development' }, { logger });
    try {
      const email = await requestReset(server.url);
      const mail = JSON.parse(await waitForLine(lines, 'its full text follows')) as {
        mail: { to: string; text: string };
      };
      expect(mail.mail.to).toBe(email);
      expect(mail.mail.text).toContain('/reset-password?token=');
      expect(lines.join('')).not.toContain('e-mail is off');
    } finally {
      await server.stop();
    }
  });
});

describe('NODE_ENV', () => {
  it('is production only when it says so (`pnpm start` sets it)', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).production).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).production).toBe(false);
    expect(loadConfig({}).production).toBe(false);
  });
});
