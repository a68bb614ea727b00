// A real SMTP server for the browser tests: the portal under test sends its e-mails here, and each one is
// written to a folder the tests read (the tests and the runner are different processes).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 3198);

export function startMailCatcher(mailDir: string): Promise<() => Promise<void>> {
  mkdirSync(mailDir, { recursive: true });
  let seq = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        seq += 1;
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        writeFileSync(
          join(mailDir, `${Date.now()}-${seq}.eml`),
          `X-Test-To: ${to}\r\n${Buffer.concat(chunks)}`,
        );
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(SMTP_PORT, '127.0.0.1', () =>
      resolve(() => new Promise<void>((done) => server.close(() => done()))),
    );
  });
}

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** Waits for the newest e-mail to `address` and returns its decoded text. */
export async function waitForMail(address: string, timeoutMs = 10_000): Promise<string> {
  const mailDir = process.env.KUBM_E2E_MAIL_DIR;
  if (!mailDir) throw new Error('KUBM_E2E_MAIL_DIR is not set (see playwright.config.ts)');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = readdirSync(mailDir).sort().reverse();
    for (const file of files) {
      const raw = readFileSync(join(mailDir, file), 'utf8');
      if (raw.startsWith(`X-Test-To: ${address}`)) return decodeQuotedPrintable(raw);
    }
    if (Date.now() > deadline) throw new Error(`no e-mail to ${address} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
