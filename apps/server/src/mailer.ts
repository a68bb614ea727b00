// The api's Mailer: SMTP through nodemailer when SMTP_URL is set, otherwise the log, so a reset link is
// still reachable on a machine without mail.
import type { Mailer, MailMessage } from '@kubm/api';
import { createTransport } from 'nodemailer';
import type { Logger } from './logger';

export interface MailerConfig {
  smtpUrl: string | undefined;
  mailFrom: string;
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer & { close(): void } {
  const transport = createTransport(smtpUrl);
  return {
    async send(message: MailMessage) {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}

export function createLogMailer(logger: Logger, from: string): Mailer & { close(): void } {
  return {
    async send(message: MailMessage) {
      logger.info(
        { mail: { from, to: message.to, subject: message.subject, text: message.text } },
        'e-mail not sent (SMTP_URL is unset); its full text follows',
      );
    },
    close: () => {},
  };
}

export function createMailer(config: MailerConfig, logger: Logger): Mailer & { close(): void } {
  return config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.mailFrom)
    : createLogMailer(logger, config.mailFrom);
}
