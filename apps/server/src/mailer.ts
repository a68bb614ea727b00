// Without SMTP_URL a mail is logged whole outside production, by subject only in production: a reset link
// in the log would let anyone who reads it in. docs/decisions/email-without-smtp.md.
import type { Mailer, MailMessage } from '@kubm/api';
import { createTransport, type SendMailOptions } from 'nodemailer';
import type { Logger } from './logger';

export interface SmtpLimits {
  timeoutMs: number;
  maxConnections: number;
}

export interface MailerConfig {
  smtpUrl: string | undefined;
  mailFrom: string;
  production: boolean;
  smtpTimeoutMs: number;
  smtpMaxConnections: number;
}

// nodemailer's defaults (a socket per e-mail, 10-minute waits) let a hung mail server pile up sockets
// and hold shutdown: docs/decisions/smtp-pool-and-timeouts.md.
export function createSmtpMailer(
  smtpUrl: string,
  from: string,
  limits: SmtpLimits,
): Mailer & { close(): void } {
  const transport = createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: limits.maxConnections,
    connectionTimeout: limits.timeoutMs,
    greetingTimeout: limits.timeoutMs,
    socketTimeout: limits.timeoutMs,
  });
  const closing = new AbortController();
  return {
    async send(message: MailMessage) {
      // nodemailer 10 honours `signal`; @types/nodemailer does not know it yet.
      const options: SendMailOptions & { signal: AbortSignal } = {
        from,
        ...message,
        signal: AbortSignal.any([AbortSignal.timeout(limits.timeoutMs), closing.signal]),
      };
      await transport.sendMail(options);
    },
    close: () => {
      if (closing.signal.aborted) return;
      closing.abort(new Error('the mailer was closed (shutdown)'));
      transport.close();
    },
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
  if (config.smtpUrl) {
    return createSmtpMailer(config.smtpUrl, config.mailFrom, {
      timeoutMs: config.smtpTimeoutMs,
      maxConnections: config.smtpMaxConnections,
    });
  }
  return config.production ? createDisabledMailer(logger) : createLogMailer(logger, config.mailFrom);
}
