// The api's Mailer: SMTP through nodemailer when SMTP_URL is set. Without it, outside production the
// whole e-mail goes to the log, so a reset link is still reachable on a developer's machine; in
// production the log only says a mail was not sent: a reset link there would sign anyone who can read
// the logs into that account.
import type { Mailer, MailMessage } from '@kubm/api';
import { createTransport } from 'nodemailer';
import type { Logger } from './logger';

export interface MailerConfig {
  smtpUrl: string | undefined;
  mailFrom: string;
  /** NODE_ENV=production: never write an e-mail's text (links, tokens) or recipient to the log. */
  production: boolean;
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

/** Production without SMTP_URL: a mail is reported by its subject only; the link stays out of the log. */
export function createDisabledMailer(logger: Logger): Mailer & { close(): void } {
  logger.warn({}, 'e-mail is off (SMTP_URL is unset): password reset e-mails will not be sent');
  return {
    async send(message: MailMessage) {
      logger.warn({ mail: { subject: message.subject } }, 'e-mail not sent (SMTP_URL is unset)');
    },
    close: () => {},
  };
}

export function createMailer(config: MailerConfig, logger: Logger): Mailer & { close(): void } {
  if (config.smtpUrl) return createSmtpMailer(config.smtpUrl, config.mailFrom);
  return config.production ? createDisabledMailer(logger) : createLogMailer(logger, config.mailFrom);
}
