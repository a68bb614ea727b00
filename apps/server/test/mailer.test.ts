import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createMailer } from '../src/mailer';
import { startSmtpServer } from './smtp';

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
      { smtpUrl: undefined, mailFrom: 'Portal KUBM <no-reply@localhost>' },
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
      { smtpUrl: smtp.url, mailFrom: 'KUBM <kubm@contoh.my>' },
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
});
