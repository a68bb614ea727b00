/** What the api needs from mail: the server supplies SMTP (nodemailer) or the log. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
