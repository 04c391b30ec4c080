import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ERROR_CODES, SandboxMailList, type Language } from '@/contract';
import { sha256 } from '@/server/auth/refresh-tokens';
import { count, createHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ config: { resetTokenTtlSeconds: 3600 } });
});
afterAll(() => h?.close());

async function mailbox(email: string) {
  const res = await h.request('GET', `/api/sandbox/mail?to=${encodeURIComponent(email)}`);
  expect(res.status).toBe(200);
  expect(v.is(SandboxMailList, res.body)).toBe(true);
  return res.body as v.InferOutput<typeof SandboxMailList>;
}

function tokenFrom(text: string): string {
  const m = /\/resetPassword\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!m) throw new Error(`no link in: ${text}`);
  return m[1]!;
}

async function requestReset(email: string, lng: Language = 'en') {
  const res = await h.post(`${lng}/auth/forgot_password`, { email });
  expect(res.status).toBe(200);
  const [latest] = await mailbox(email);
  return { mail: latest!, token: tokenFrom(latest!.text) };
}

describe('POST auth/forgot_password', () => {
  it('answers the same 200 for unknown addresses and sends nothing', async () => {
    const known = await h.register();
    const a = await h.post('auth/forgot_password', { email: 'ghost@example.test' });
    const b = await h.post('auth/forgot_password', { email: known.email });
    expect(a.status).toBe(200);
    expect(a.body).toEqual(b.body);
    expect(typeof a.body.message).toBe('string');
    expect(await mailbox('ghost@example.test')).toEqual([]);
    // The registration link (decision 0044), then the reset link.
    expect((await mailbox(known.email)).map((m) => m.subject)).toEqual(['Reset your password', 'Complete your registration']);
  });

  it('mails a single-use link with a 32-byte token; only its hash is stored', async () => {
    const account = await h.register();
    const { mail, token } = await requestReset(account.email);
    expect(mail.to).toBe(account.email);
    // Sandbox default origin (PUBLIC_URL unset): http://localhost:$PORT, never the request's Host.
    expect(mail.text).toContain(`http://localhost:3000/resetPassword?token=${token}&lng=en`);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(await count(h.db, 'password_resets', 'token_hash = $1', [sha256(token)])).toBe(1);
    expect(await count(h.db, 'password_resets', 'token_hash = $1', [token])).toBe(0);
  });

  it('uses PUBLIC_URL for the link when it is set', async () => {
    const other = await createHarness({ config: { publicUrl: 'https://portal.example.jp' } });
    try {
      const account = await other.register();
      await other.post('auth/forgot_password', { email: account.email });
      const res = await other.request('GET', `/api/sandbox/mail?to=${encodeURIComponent(account.email)}`);
      expect(res.body[0].text).toMatch(/https:\/\/portal\.example\.jp\/resetPassword\?token=[A-Za-z0-9_-]{43}&lng=en/);
    } finally {
      await other.close();
    }
  });

  // The subject and a phrase of the body in each language.
  const languages: [Language, string, string][] = [
    ['ja', 'パスワード再設定のご案内', '新しいパスワードを設定してください'],
    ['en', 'Reset your password', 'choose a new password'],
    ['zh', '重置密码通知', '请点击以下链接设置新密码'],
    ['tw', '重設密碼通知', '請點選以下連結設定新密碼'],
    ['vi', 'Đặt lại mật khẩu của bạn', 'tạo mật khẩu mới'],
  ];

  it.each(languages)('writes the mail in the language of the path (%s)', async (lng, subject, phrase) => {
    const account = await h.register();
    const { mail } = await requestReset(account.email, lng);
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(phrase);
    expect(mail.text).toContain('60');
    expect(mail.text).toContain('Sato Kenji');
    expect(mail.text).toContain(`&lng=${lng}`);
  });

  it('lists a customer’s mail newest first', async () => {
    const account = await h.register();
    await h.post('ja/auth/forgot_password', { email: account.email });
    h.clock.advance(60_000);
    await h.post('vi/auth/forgot_password', { email: account.email });
    const list = await mailbox(account.email.toUpperCase());
    expect(list.map((m) => m.subject)).toEqual(['Đặt lại mật khẩu của bạn', 'パスワード再設定のご案内', 'Complete your registration']);
    expect(list[0]!.created_at - list[1]!.created_at).toBe(60);
  });
});

describe('POST auth/reset_password', () => {
  it('sets the new password, once, and ends every session', async () => {
    const account = await h.register();
    const session = account.login;
    const { token } = await requestReset(account.email);

    const res = await h.post('auth/reset_password', { token, password: 'Brand-new-7' });
    expect(res.status).toBe(200);
    expect(typeof res.body.message).toBe('string');

    expect((await h.post('auth/login', { email: account.email, password: account.password })).body.code).toBe('E0003');
    expect((await h.post('auth/login', { email: account.email, password: 'Brand-new-7' })).status).toBe(200);

    // The refresh token from before the reset is dead.
    const refresh = await h.post('prepaid_users/refresh_token', { refresh_token: session.refresh_token });
    expect(refresh.status).toBe(401);
    expect(refresh.body.code).toBe('E0005');

    // The link works once.
    const again = await h.post('auth/reset_password', { token, password: 'Another-one-8' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ code: 'E0008', message: 'The reset password link has expired or is invalid.' });
    expect((await h.post('auth/login', { email: account.email, password: 'Brand-new-7' })).status).toBe(200);
  });

  it('refuses a link older than RESET_TOKEN_TTL_SECONDS (E0008) and changes nothing', async () => {
    const account = await h.register();
    const { token } = await requestReset(account.email);
    h.clock.advance(3600 * 1000 + 1);
    const res = await h.post('auth/reset_password', { token, password: 'Too-late-99' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('E0008');
    expect((await h.post('auth/login', { email: account.email, password: account.password })).status).toBe(200);
  });

  it('accepts a link just before it expires', async () => {
    const account = await h.register();
    const { token } = await requestReset(account.email);
    h.clock.advance(3599 * 1000);
    expect((await h.post('auth/reset_password', { token, password: 'Just-in-time-1' })).status).toBe(200);
  });

  it('kills older links of the same customer once one has been used', async () => {
    const account = await h.register();
    const first = await requestReset(account.email);
    const second = await requestReset(account.email);
    expect((await h.post('auth/reset_password', { token: second.token, password: 'Second-link-2' })).status).toBe(200);
    expect((await h.post('auth/reset_password', { token: first.token, password: 'First-link-1' })).body.code).toBe('E0008');
  });

  it('kills newer links too when an older one is used: one reset per set of mails', async () => {
    const account = await h.register();
    const first = await requestReset(account.email);
    h.clock.advance(60_000);
    const second = await requestReset(account.email);
    expect((await h.post('auth/reset_password', { token: first.token, password: 'First-link-1' })).status).toBe(200);
    expect((await h.post('auth/reset_password', { token: second.token, password: 'Second-link-2' })).body.code).toBe('E0008');
    expect((await h.post('auth/login', { email: account.email, password: 'First-link-1' })).status).toBe(200);
  });

  it('changes only the account the link was sent to', async () => {
    const [owner, other] = [await h.register(), await h.register()];
    const { token } = await requestReset(owner.email);
    expect((await h.post('auth/reset_password', { token, password: 'Owner-new-1' })).status).toBe(200);
    expect((await h.post('auth/login', { email: other.email, password: other.password })).status).toBe(200);
    expect((await h.post('auth/login', { email: other.email, password: 'Owner-new-1' })).body.code).toBe('E0003');
  });

  it.each([
    ['an unknown token', { token: 'A'.repeat(43), password: 'Whatever-123' }, 400, 'E0008'],
    ['a short password', { token: 'A'.repeat(43), password: '123' }, 400, 'E0002'],
    ['no token', { password: 'Whatever-123' }, 400, 'E0002'],
  ])('refuses %s', async (_name, body, status, code) => {
    const res = await h.post('auth/reset_password', body);
    expect(res.status).toBe(status);
    expect(res.body.code).toBe(code);
    if (code === 'E0008') expect(res.body.message).toBe(ERROR_CODES.E0008.message);
  });
});
