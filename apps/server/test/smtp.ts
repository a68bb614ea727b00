// A real SMTP server in-process, so tests read the e-mails the portal actually sends.
import { type AddressInfo, createServer, type Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** The raw message with quoted-printable soft breaks and escapes undone, for finding text and links. */
  text: string;
}

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          text: decodeQuotedPrintable(raw),
        });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Resolves with the first e-mail to `address` (waiting up to `ms`). */
    async waitFor(address: string, ms = 5000): Promise<ReceivedMail> {
      const deadline = Date.now() + ms;
      for (;;) {
        const mail = received.find((m) => m.to.includes(address));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no e-mail to ${address} within ${ms} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The reset link in an e-mail. */
export function findResetLink(mail: ReceivedMail): URL {
  const match = /https?:\/\/\S+\/reset-password\?\S+/.exec(mail.text);
  if (!match) throw new Error('no reset link in the e-mail');
  return new URL(match[0]);
}

/**
 * A mail server that misbehaves at the TCP level. 'silent' accepts and never says a word (a hung server, or
 * one behind a black-holing firewall); 'slow' answers every line, each after `replyDelayMs`, so no socket
 * is ever silent for long but an e-mail takes many delays. It counts connections, and the most open at once.
 */
export async function startBrokenSmtpServer(behaviour: 'silent' | 'slow', replyDelayMs = 0) {
  const open = new Set<Socket>();
  let accepted = 0;
  let mostOpen = 0;
  const server = createServer((socket) => {
    accepted += 1;
    open.add(socket);
    mostOpen = Math.max(mostOpen, open.size);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => {});
    if (behaviour === 'silent') return;
    const reply = (line: string) =>
      setTimeout(() => {
        if (!socket.destroyed) socket.write(`${line}\r\n`);
      }, replyDelayMs);
    reply('220 langkah.example ESMTP');
    let inData = false;
    let buffered = '';
    socket.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('latin1');
      for (let end = buffered.indexOf('\r\n'); end !== -1; end = buffered.indexOf('\r\n')) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            reply('250 OK');
          }
        } else if (/^DATA/i.test(line)) {
          inData = true;
          reply('354 go ahead');
        } else if (/^QUIT/i.test(line)) {
          reply('221 bye');
        } else {
          reply('250 OK');
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** Connections accepted so far. */
    accepted: () => accepted,
    /** The most connections that were open at the same time. */
    mostOpen: () => mostOpen,
    open: () => open.size,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** An smtp:// address where nothing listens (a port just freed): every connection is refused. */
export async function refusedSmtpUrl(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `smtp://127.0.0.1:${port}`;
}
