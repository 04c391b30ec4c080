/** A mail to send: text, and HTML when there is one. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Mail delivery (SMTP_URL through nodemailer, or MAIL_MODULE). */
export interface MailTransport {
  name: string;
  send(mail: OutgoingMail): Promise<void>;
}
