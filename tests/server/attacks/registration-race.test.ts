/**
 * A stranger races the owner of an address to register it (account pre-hijack; decision 0065), and a
 * stranger writes a link as the name that goes into mail to an address nobody has proved. Played as
 * the attacker would, end to end: register, the mails as they arrive, the link's confirmation, login.
 * Expectations from the OWASP Authentication Cheat Sheet ("account creation") and the issue, written
 * here by hand, never read from the templates.
 */
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settled } from '@/server/app';
import { relayOutbox } from '@/server/mail/relay';
import { smtpMailTransport } from '@/server/mail/smtp';
import { count, createHarness, validRegistration, type Harness } from '../harness';
import { mimeParts, startSmtpSink, type SmtpSink } from '../smtp-sink';

let h: Harness;
let smtp: SmtpSink;
let n = 0;
const v4 = () => `192.0.${Math.floor(++n / 250) % 250}.${n % 250}`;

beforeAll(async () => {
  // Limits as configured (scale 1), as an attacker meets them.
  h = await createHarness({ config: { rateLimitScale: 1 } });
  smtp = await startSmtpSink();
});
afterAll(async () => {
  await smtp?.close();
  await h?.close();
});

const mailbox = async (email: string) =>
  (await h.request('GET', `/api/sandbox/mail?to=${encodeURIComponent(email)}`)).body as { subject: string; text: string }[];
const tokenIn = (text: string) => /\/confirmRegistration\?token=([A-Za-z0-9_-]+)/.exec(text)![1]!;
const confirm = (token: string, password: string) => h.post('auth/register_confirm', { token, password }, { ip: v4() });
const login = (email: string, password: string) => h.post('auth/login', { email, password }, { ip: v4() });
const accounts = (email: string) => count(h.db, 'users', 'lower(email) = lower($1)', [email]);
const freeSim = (iccid: string) => count(h.db, 'sims', 'iccid = $1 AND user_id IS NULL', [iccid]);

describe('a stranger registers the owner’s address with his own SIM and password', () => {
  // The stranger may be first or last: "only the newest registration counts" would hand him the
  // address whenever he registers after the owner.
  it.each(['before', 'after'])(
    'registering %s the owner: the owner’s password never confirms his link, the owner’s own link gives the owner’s account',
    async (when) => {
      const email = `victim-${when}-${Date.now()}@example.test`;
      const [his, mine] = [await h.newSim(), await h.newSim()];
      const stranger = validRegistration(his.activation_code, { email, password: 'Strangers-pass-1' });
      const owner = validRegistration(mine.activation_code, { email, password: 'Owners-pass-22' });
      for (const body of when === 'before' ? [stranger, owner] : [owner, stranger]) {
        expect((await h.post('auth/register', body, { ip: v4() })).status).toBe(202);
      }
      await settled(h.app);
      // Newest first: two mails with the same subject, one per registration.
      const mails = await mailbox(email);
      expect(mails.map((m) => m.subject)).toEqual(['Complete your registration', 'Complete your registration']);
      const [strangers, owners] = when === 'before' ? [mails[1]!, mails[0]!] : [mails[0]!, mails[1]!];

      // The owner opens the stranger's mail and types the password they chose: refused, nothing made.
      const hijack = await confirm(tokenIn(strangers.text), owner.password as string);
      expect([hijack.status, hijack.body.code]).toEqual([400, 'E0075']);
      expect(hijack.headers.get('set-cookie')).toBeNull();
      expect(await accounts(email)).toBe(0);
      expect(await freeSim(his.iccid)).toBe(1);

      // Their own mail: their account, their SIM, signed in.
      const done = await confirm(tokenIn(owners.text), owner.password as string);
      expect(done.status).toBe(201);
      expect(done.body.iccid).toBe(mine.iccid);
      expect(await freeSim(his.iccid)).toBe(1);

      // The stranger is out: his password does not log in, his link is dead even with his password.
      expect((await login(email, stranger.password as string)).status).toBe(401);
      expect((await login(email, owner.password as string)).status).toBe(200);
      expect((await confirm(tokenIn(strangers.text), stranger.password as string)).body.code).toBe('E0050');

      // The two mails are told apart: each names the end of the activation code it was made with.
      expect(strangers.text).toContain(his.activation_code.slice(-4));
      expect(strangers.text).not.toContain(mine.activation_code.slice(-4));
      expect(owners.text).toContain(mine.activation_code.slice(-4));
    },
  );

  it('a confirmation without a password creates nothing', async () => {
    const body = validRegistration((await h.newSim()).activation_code);
    await h.post('auth/register', body, { ip: v4() });
    const token = (await h.registrationToken(body.email as string))!;
    const res = await h.post('auth/register_confirm', { token }, { ip: v4() });
    expect([res.status, res.body.code]).toEqual([400, 'E0002']);
    expect(await accounts(body.email as string)).toBe(0);
    // A typo is not the end of the link: the right password still confirms it.
    expect((await confirm(token, 'not-the-one')).body.code).toBe('E0075');
    expect((await confirm(token, body.password as string)).status).toBe(201);
  });
});

describe('mail to an address nobody has proved carries nothing a stranger wrote', () => {
  it('a link typed as the name is neither text nor link in the confirmation mail, as relayed through SMTP', async () => {
    const email = `unproven-${Date.now()}@example.test`;
    const name = 'https://evil.example/login Visit www.evil.example';
    expect(
      (await h.post('auth/register', validRegistration((await h.newSim()).activation_code, { email, full_name: name }), { ip: v4() }))
        .status,
    ).toBe(202);
    await settled(h.app);
    const before = smtp.messages.length;
    const sent = await relayOutbox(h.db, smtpMailTransport(smtp.url, 'Portal <no-reply@portal.test>'), pino({ level: 'silent' }), 500);
    await smtp.waitFor(before + sent);
    const raw = smtp.messages.slice(before).find((m) => m.to.includes(email))!.raw;
    const parts = mimeParts(raw);
    expect(Object.keys(parts).sort()).toEqual(['text/html', 'text/plain']);
    for (const part of Object.values(parts)) {
      expect(part).not.toContain('evil.example');
      expect(part).not.toContain('Visit');
    }
    // The one link of the HTML part is the confirmation link on PUBLIC_URL.
    const hrefs = [...parts['text/html']!.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
    expect(hrefs).toHaveLength(1);
    expect(hrefs[0]).toMatch(/^http:\/\/localhost:3000\/confirmRegistration\?token=[A-Za-z0-9_-]{43}&amp;lng=en$/);
  });
});
