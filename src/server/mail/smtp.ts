import nodemailer from 'nodemailer';
import type { MailTransport } from './transport';

/**
 * Mail over SMTP with nodemailer (SMTP_URL, e.g. smtps://user:pass@mail.example:465). Multipart:
 * the plain text every template writes, plus its HTML rendering when the mail has one.
 */
export function smtpMailTransport(url: string, from = 'Prepaid portal <no-reply@localhost>'): MailTransport {
  const transport = nodemailer.createTransport(url);
  const host = (() => {
    try {
      return new URL(url).host;
    } catch {
      return 'smtp';
    }
  })();
  return {
    // Never the URL itself: it carries the password.
    name: `SMTP ${host}`,
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, ...(mail.html ? { html: mail.html } : {}) });
    },
  };
}
