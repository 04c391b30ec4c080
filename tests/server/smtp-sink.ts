/** A local SMTP server (the smtp-server package) that keeps every message it receives, raw. */
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  url: string;
  messages: { to: string[]; raw: string }[];
  /** Messages whose data has started to arrive (a send in flight counts here before `messages`). */
  started(): number;
  /** Holds each message this long before accepting it: a slow mail server. */
  setDelay(ms: number): void;
  /** Resolves once `n` messages have arrived. */
  waitFor(n: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: SmtpSink['messages'] = [];
  let started = 0;
  let delayMs = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      started++;
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        setTimeout(() => {
          messages.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback();
        }, delayMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    started: () => started,
    setDelay: (ms) => void (delayMs = ms),
    async waitFor(n, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < n) {
        if (Date.now() > deadline) throw new Error(`only ${messages.length} of ${n} mails arrived`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The decoded parts of a raw MIME message, by content type (enough for nodemailer's text + HTML mails). */
export function mimeParts(raw: string): Record<string, string> {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  const chunks = boundary ? raw.split(`--${boundary}`).slice(1, -1) : [raw];
  const parts: Record<string, string> = {};
  for (const chunk of chunks) {
    const split = chunk.indexOf('\r\n\r\n');
    const head = chunk.slice(0, split);
    const body = chunk.slice(split + 4);
    const type = /Content-Type:\s*([^;\r\n]+)/i.exec(head)?.[1]?.trim().toLowerCase() ?? 'text/plain';
    const encoding = /Content-Transfer-Encoding:\s*(\S+)/i.exec(head)?.[1]?.toLowerCase();
    let bytes: Buffer;
    if (encoding === 'base64') bytes = Buffer.from(body.replace(/\s+/g, ''), 'base64');
    else if (encoding === 'quoted-printable') {
      const soft = body.replace(/=\r?\n/g, '');
      bytes = Buffer.from(
        soft.replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
        'latin1',
      );
    } else bytes = Buffer.from(body, 'utf8');
    parts[type] = bytes.toString('utf8');
  }
  return parts;
}

/** The Subject header, RFC 2047 encoded-words decoded. */
export function mimeSubject(raw: string): string {
  const header = /^Subject: (.*(?:\r\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
  // Adjacent encoded words are one byte string: a UTF-8 character may be split between two of them.
  const bytesOf = (enc: string, text: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
          'latin1',
        );
  return header
    .replace(/\r\n[ \t]/g, '')
    .replace(
      /(?:=\?UTF-8\?[BQ]\?[^?]*\?=\s*)+/gi,
      (run: string) =>
        Buffer.concat([...run.matchAll(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi)].map((m) => bytesOf(m[1]!, m[2]!))).toString('utf8') +
        (/\s$/.test(run) ? ' ' : ''),
    );
}
