// The api's Mailer: SMTP through nodemailer when SMTP_URL is set. Without it, outside production the
// whole e-mail goes to the log, so a reset link is still reachable on a developer's machine; in
// production the log only says a mail was not sent: a reset link there would sign anyone who can read
// the logs into that account.
import type { Mailer, MailMessage } from '@kubm/api';
import { createTransport, type SendMailOptions } from 'nodemailer';
import type { Logger } from './logger';

export interface SmtpLimits {
  /** SMTP_TIMEOUT_SECONDS: connecting, the greeting, any silence, and one whole send. */
  timeoutMs: number;
  /** SMTP_MAX_CONNECTIONS: sockets to the mail server at most. */
  maxConnections: number;
}

export interface MailerConfig {
  smtpUrl: string | undefined;
  mailFrom: string;
  /** NODE_ENV=production: never write an e-mail's text (links, tokens) or recipient to the log. */
  production: boolean;
  smtpTimeoutMs: number;
  smtpMaxConnections: number;
}

/**
 * nodemailer waits 2 minutes to connect and 10 minutes on a silent socket by default, and opens a socket per
 * e-mail: a mail server that accepts and never answers would gather one hung socket per e-mail (a task
 * each) for minutes, and hold shutdown. A pool caps the sockets; every wait is bounded; and so is a whole
 * send, time queued for a free connection included, so a server that trickles its replies (which no socket
 * timeout notices) or a queue behind a hung server drains within the same time.
 */
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
  // Aborted by close(): shutdown must not wait SMTP_TIMEOUT_SECONDS for a hung server's e-mails.
  const closing = new AbortController();
  return {
    async send(message: MailMessage) {
      // nodemailer 10 honours `signal` (its own types know it; @types/nodemailer does not yet).
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
  if (config.smtpUrl) {
    return createSmtpMailer(config.smtpUrl, config.mailFrom, {
      timeoutMs: config.smtpTimeoutMs,
      maxConnections: config.smtpMaxConnections,
    });
  }
  return config.production ? createDisabledMailer(logger) : createLogMailer(logger, config.mailFrom);
}
