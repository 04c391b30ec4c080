/**
 * The outbox must not store whole reset links in plain text. A copy of the database (a
 * backup, a read-only SQL injection, a support export) must not hold a live reset or registration
 * link; the mail must still reach the customer intact (docs/decisions/0045).
 */
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settled } from '@/server/app';
import { relayOutbox } from '@/server/mail/relay';
import { smtpMailTransport } from '@/server/mail/smtp';
import { createHarness, validRegistration, type Harness } from '../harness';
import { mimeParts, startSmtpSink, type SmtpSink } from '../smtp-sink';

let h: Harness;
let smtp: SmtpSink;
beforeAll(async () => {
  h = await createHarness();
  smtp = await startSmtpSink();
});
afterAll(async () => {
  await smtp?.close();
  await h?.close();
});

/** Every outbox row as the database holds it, every column as text. */
const rowsAtRest = async () => (await h.db.query<{ row: string }>('SELECT o::text AS row FROM outbox o')).map((r) => r.row);

describe('mail bodies are sealed at rest', () => {
  it('after forgot_password and register, no outbox row holds a link or a token; the SMTP mail carries a working link', async () => {
    const me = await h.register();
    const newcomer = `sealed-${Date.now()}@example.test`;
    expect((await h.post('auth/forgot_password', { email: me.email })).status).toBe(200);
    const sim = await h.newSim();
    expect((await h.post('auth/register', validRegistration(sim.activation_code, { email: newcomer }))).status).toBe(202);
    await settled(h.app);

    const atRest = await rowsAtRest();
    expect(atRest.length).toBeGreaterThanOrEqual(3);
    for (const row of atRest) {
      expect(row).not.toContain('resetPassword?token');
      expect(row).not.toContain('confirmRegistration?token');
      expect(row).not.toContain('Sato Kenji'); // the name in the greeting: personal data is sealed too
    }

    // The relay opens the bodies just before SMTP: what arrives is whole, and its link works.
    const before = smtp.messages.length;
    const sent = await relayOutbox(h.db, smtpMailTransport(smtp.url, 'Portal <no-reply@portal.test>'), pino({ level: 'silent' }), 100);
    expect(sent).toBe(atRest.length);
    await smtp.waitFor(before + sent);
    const toMe = smtp.messages.slice(before).filter((m) => m.to.includes(me.email.toLowerCase()) || m.to.includes(me.email));
    const reset = toMe.map((m) => mimeParts(m.raw)['text/plain'] ?? '').find((t) => t.includes('/resetPassword?token='))!;
    expect(reset).toContain('Hello Sato Kenji,');
    const token = /\/resetPassword\?token=([A-Za-z0-9_-]{43})&lng=en/.exec(reset)![1]!;
    for (const row of atRest) expect(row).not.toContain(token);
    expect((await h.post('auth/reset_password', { token, password: 'Sealed-pass-1' })).status).toBe(200);
    expect((await h.post('auth/login', { email: me.email, password: 'Sealed-pass-1' })).status).toBe(200);

    // The sandbox mailbox (loopback only) shows the same text, opened for display.
    const [shown] = (await h.request('GET', `/api/sandbox/mail?to=${encodeURIComponent(newcomer)}`)).body as { text: string }[];
    expect(shown!.text).toMatch(/\/confirmRegistration\?token=[A-Za-z0-9_-]{43}&lng=en/);
  });

  it('a sealed body copied to another recipient’s row does not open', async () => {
    const a = await h.register();
    const b = await h.register();
    // Each has its registration mail; put A's body into B's row, as someone with write access might.
    await h.db.query(
      `UPDATE outbox SET text = (SELECT text FROM outbox WHERE lower(to_email) = lower($1) ORDER BY id DESC LIMIT 1)
        WHERE id = (SELECT id FROM outbox WHERE lower(to_email) = lower($2) ORDER BY id DESC LIMIT 1)`,
      [a.email, b.email],
    );
    const res = await h.request('GET', `/api/sandbox/mail?to=${encodeURIComponent(b.email)}`);
    expect(res.status).toBe(500);
    const mine = await h.request('GET', `/api/sandbox/mail?to=${encodeURIComponent(a.email)}`);
    expect(mine.status).toBe(200);
  });
});
