/**
 * Device cookies (decision 0033) after the account's password is replaced, and for a portal on
 * another origin (decision 0066). A copy of a device cookie taken before a reset must be worth no more
 * than no cookie at all; the owner's devices must keep their exemption however the portal is deployed.
 * Expectations from the OWASP Authentication Cheat Sheet ("device cookies": a device cookie is
 * invalidated when the password changes) and the Fetch standard's CORS rules, written here by hand.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@/server/app';
import { TEST_CLIENT_IP_HEADER } from '@/server/http/client-ip';
import { createHarness, validRegistration, type Harness } from '../harness';

let h: Harness;
let n = 0;
const v4 = () => `198.18.${Math.floor(++n / 250) % 250}.${n % 250}`;

/**
 * The limits at a tenth (RATE_LIMIT_SCALE=0.1): the same rules, but an account takes 3 logins from
 * unknown devices per 15 minutes instead of 30, so the attacks cost a tenth of the password hashes.
 */
const UNKNOWN_DEVICE_BUDGET = 3;

beforeAll(async () => {
  h = await createHarness({ config: { rateLimitScale: 0.1 } });
});
afterAll(() => h?.close());

async function register(): Promise<{ email: string; password: string; access: string }> {
  const body = validRegistration((await h.newSim()).activation_code);
  await h.post('auth/register', body, { ip: v4() });
  const token = await h.registrationToken(body.email as string);
  const res = await h.post('auth/register_confirm', { token, password: body.password }, { ip: v4() });
  if (res.status !== 201) throw new Error(`register_confirm: ${res.status} ${JSON.stringify(res.body)}`);
  return { email: body.email as string, password: body.password as string, access: res.body.access_token };
}

const login = (email: string, password: string, cookie?: string) =>
  h.post('auth/login', { email, password }, { ip: v4(), ...(cookie ? { headers: { cookie } } : {}) });
const deviceCookie = (res: { headers: Headers }) => /device=[^;]+/.exec(res.headers.get('set-cookie') ?? '')?.[0];
/** Strangers from as many addresses, none with a cookie: the account's budget for unknown devices. */
async function strangersGuess(email: string, times: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await login(email, `guess-${i}`)).status);
  return statuses;
}

async function resetPassword(email: string, password: string): Promise<void> {
  await h.post('auth/forgot_password', { email }, { ip: v4() });
  const mails = (await h.request('GET', `/api/sandbox/mail?to=${encodeURIComponent(email)}`)).body as { text: string }[];
  const token = mails.map((m) => /resetPassword\?token=([A-Za-z0-9_-]+)/.exec(m.text)?.[1]).find(Boolean);
  expect((await h.post('auth/reset_password', { token, password }, { ip: v4() })).status).toBe(200);
}

describe('a password reset retires the account’s device cookies', () => {
  it('a copy of the owner’s cookie taken before the reset is one more unknown device: no guessing budget of its own', async () => {
    const owner = await register();
    const stolen = deviceCookie(await login(owner.email, owner.password));
    expect(stolen).toBeDefined();
    await resetPassword(owner.email, 'After-reset-7');
    // The owner's first login after the reset (a device they reset from) marks that device again.
    const fresh = await login(owner.email, 'After-reset-7');
    expect(fresh.status).toBe(200);
    const ownersNew = deviceCookie(fresh);
    // Strangers use up the account's budget for unknown devices (the owner's login above was one).
    const guesses = await strangersGuess(owner.email, UNKNOWN_DEVICE_BUDGET - 1);
    expect(guesses).toEqual(Array(UNKNOWN_DEVICE_BUDGET - 1).fill(401));
    // The thief's copy counts as unknown now: 429, not a guess of its own.
    expect((await login(owner.email, 'thiefs-guess', stolen)).status).toBe(429);
    // The owner's device marked after the reset still gets in.
    expect((await login(owner.email, 'After-reset-7', ownersNew)).status).toBe(200);
  });

  it('a password change retires the other devices’ cookies and marks the device that made it', async () => {
    const owner = await register();
    const laptop = deviceCookie(await login(owner.email, owner.password));
    const phoneLogin = await login(owner.email, owner.password);
    const changed = await h.post(
      'prepaid_users/change_password',
      { current_password: owner.password, new_password: 'Changed-pass-3' },
      { ip: v4(), token: phoneLogin.body.access_token, headers: { cookie: deviceCookie(phoneLogin)! } },
    );
    expect(changed.status).toBe(200);
    const phone = deviceCookie(changed);
    expect(phone).toBeDefined();
    await strangersGuess(owner.email, UNKNOWN_DEVICE_BUDGET);
    expect((await login(owner.email, 'Changed-pass-3', laptop)).status).toBe(429);
    expect((await login(owner.email, 'Changed-pass-3', phone)).status).toBe(200);
  });
});

describe('a portal on another origin keeps the owner’s device (portal-only deployment)', () => {
  const PORTAL = 'https://portal.operator.example';
  const other = () => createApp({ db: h.db, config: { ...h.config, publicUrl: PORTAL }, corsOrigins: [PORTAL] });
  const call = (app: ReturnType<typeof other>, method: string, headers: Record<string, string>, body?: unknown) =>
    app.request('https://api.operator.example/api/en/auth/login', {
      method,
      headers: { [TEST_CLIENT_IP_HEADER]: v4(), ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });

  it('CORS lets the configured portal send credentials and nobody else', async () => {
    const app = other();
    const preflight = { 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' };
    const ok = await call(app, 'OPTIONS', { origin: PORTAL, ...preflight });
    expect(ok.headers.get('access-control-allow-origin')).toBe(PORTAL);
    expect(ok.headers.get('access-control-allow-credentials')).toBe('true');
    const stranger = await call(app, 'OPTIONS', { origin: 'https://evil.example', ...preflight });
    expect(stranger.headers.get('access-control-allow-origin')).not.toBe('https://evil.example');
    expect(stranger.headers.get('access-control-allow-origin')).not.toBe('*');
  });

  it('the cookie a cross-origin login sets travels cross-site over https; a same-origin login’s stays SameSite=Strict', async () => {
    const owner = await register();
    const app = other();
    const cross = await call(app, 'POST', { origin: PORTAL }, { email: owner.email, password: owner.password });
    expect(cross.status).toBe(200);
    const attributes = (cross.headers.get('set-cookie') ?? '').split(/;\s*/).map((a) => a.toLowerCase());
    for (const a of ['httponly', 'secure', 'samesite=none', 'partitioned', 'path=/api/']) expect(attributes).toContain(a);
    const same = await call(app, 'POST', {}, { email: owner.email, password: owner.password });
    expect((same.headers.get('set-cookie') ?? '').toLowerCase()).toContain('samesite=strict');
  });
});
