import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hashPassword, verifyPassword } from '@/server/auth/password';
import { ConfigError, loadConfig, readConfig, SettingsProblems } from '@/server/config';
import { isPlausibleBirthDate } from '@/server/domain/users';
import { daysRemaining, toCardUsage } from '@/server/domain/usage';
import { usedMb } from '@/server/sandbox/usage';
import type { SimRow } from '@/server/domain/sims';
import {
  ACTIVATION_CODE_ALPHABET,
  isValidLuhn,
  luhnCheckDigit,
  newActivationCode,
  newEid,
  newIccid,
  newTelNo,
} from '@/server/sandbox/sim-numbers';

const DAY = 86_400_000;

describe('SIM numbers', () => {
  it('computes the Luhn digit', () => {
    // 79927398713 is the textbook Luhn example.
    expect(luhnCheckDigit('7992739871')).toBe('3');
    expect(isValidLuhn('79927398713')).toBe(true);
    expect(luhnCheckDigit('898110002215296770')).toBe('5');
    expect(isValidLuhn('8981100022152967705')).toBe(true);
    expect(isValidLuhn('8981100022152967706')).toBe(false);
  });

  it('makes 19-digit Japanese ICCIDs with a valid check digit', () => {
    for (let i = 0; i < 200; i++) {
      const iccid = newIccid();
      expect(iccid).toMatch(/^8981\d{15}$/);
      expect(isValidLuhn(iccid)).toBe(true);
    }
  });

  it('makes 16-character codes without look-alike characters', () => {
    expect(ACTIVATION_CODE_ALPHABET).not.toMatch(/[01OIL]/);
    for (let i = 0; i < 200; i++) expect(newActivationCode()).toMatch(/^[A-HJKMNP-Z2-9]{16}$/);
  });

  it('makes 0X0-xxxx-xxxx phone numbers and 32-digit EIDs that pass the mod-97 check', () => {
    for (let i = 0; i < 100; i++) {
      expect(newTelNo()).toMatch(/^0[789]0-\d{4}-\d{4}$/);
      const eid = newEid();
      expect(eid).toMatch(/^89049032\d{24}$/);
      expect(BigInt(eid) % 97n).toBe(1n);
    }
  });

  it('Luhn detects every single-digit change', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 18 }), fc.integer({ min: 1, max: 9 }), (pos, delta) => {
        const iccid = newIccid();
        const changed = iccid.slice(0, pos) + String((Number(iccid[pos]) + delta) % 10) + iccid.slice(pos + 1);
        return !isValidLuhn(changed);
      }),
    );
  });
});

describe('simulated usage', () => {
  const sim = (over: Partial<SimRow> = {}): SimRow => ({
    id: 100_001,
    iccid: '8981100022152967705',
    activation_code: 'ABCDEFGHJKMNPQRS',
    sim_type: 'physical_sim',
    user_id: 1,
    ac_status: 'using',
    sc_status: 'activated',
    tel_no: null,
    eid: null,
    plan: '3GB / 30 days',
    data_total_mb: 3072,
    start_date: new Date(0),
    expiry_date: new Date(30 * DAY),
    issuance_due_at: null,
    issued_at: null,
    smdp_address: null,
    matching_id: null,
    registered_at: null,
    five_g_due_at: null,
    five_g_enabled_at: null,
    ...over,
  });

  it('never decreases with time, never exceeds the allowance and is zero before the start', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 1, max: 365 }),
        fc.integer({ min: -10 * DAY, max: 400 * DAY }),
        fc.integer({ min: 0, max: 30 * DAY }),
        (id, totalMb, days, t, dt) => {
          const s = sim({ id, data_total_mb: totalMb, expiry_date: new Date(days * DAY) });
          const a = usedMb(s, t);
          const b = usedMb(s, t + dt);
          return a >= 0 && a <= b && b <= totalMb && (t > 0 || a === 0);
        },
      ),
    );
  });

  it('is zero for a SIM with no start date', () => {
    expect(usedMb(sim({ start_date: null }), 10 * DAY)).toBe(0);
  });

  it('rounds to two decimals and adds up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 * DAY }), (t) => {
        const u = toCardUsage(sim(), t, usedMb(sim(), t));
        const cents = (x: number) => Math.abs(x * 100 - Math.round(x * 100)) < 1e-9;
        return cents(u.data_used_gb) && cents(u.data_remaining_gb) && Math.round((u.data_used_gb + u.data_remaining_gb) * 100) === 300;
      }),
    );
  });

  it('counts remaining days, a started day as one', () => {
    expect(daysRemaining(null, 0)).toBeNull();
    expect(daysRemaining(new Date(30 * DAY), 0)).toBe(30);
    expect(daysRemaining(new Date(30 * DAY), 1)).toBe(30);
    expect(daysRemaining(new Date(30 * DAY), 29 * DAY + 1)).toBe(1);
    expect(daysRemaining(new Date(30 * DAY), 30 * DAY)).toBe(0);
    expect(daysRemaining(new Date(30 * DAY), 31 * DAY)).toBe(0);
  });
});

describe('passwords', () => {
  it('verify the right password only, with a fresh salt each time', async () => {
    const [a, b] = await Promise.all([hashPassword('Demo1234!'), hashPassword('Demo1234!')]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Demo1234!', a)).toBe(true);
    expect(await verifyPassword('Demo1234?', a)).toBe(false);
    expect(await verifyPassword('Demo1234!', 'md5$abc')).toBe(false);
  });

  it('treat full-width input like its ASCII form (NFKC), as Japanese keyboards may send it', async () => {
    const hash = await hashPassword('Demo1234!');
    expect(await verifyPassword('Ｄｅｍｏ１２３４！', hash)).toBe(true);
  });

  it('take well under 100 ms per hash here (scrypt N=16384, r=8, p=1)', async () => {
    await hashPassword('warm-up');
    // The hash's own cost is the fastest of several: the test runs beside other workers on two cores,
    // and a slower one measures how long it waited for a core, not what scrypt costs.
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t = performance.now();
      await hashPassword(`pw-${i}`);
      times.push(performance.now() - t);
    }
    expect(Math.min(...times)).toBeLessThan(100);
  });
});

describe('birth dates', () => {
  const now = Date.UTC(2026, 3, 1);
  it.each([
    ['1990-04-12', true],
    ['2000-02-29', true],
    ['1900-01-01', true],
    ['2026-04-01', true],
    ['2026-04-02', false],
    ['1899-12-31', false],
    ['2023-02-29', false],
    ['1990-13-01', false],
    ['1990-4-12', false],
  ])('%s → %s', (iso, ok) => {
    expect(isPlausibleBirthDate(iso, now)).toBe(ok);
  });
});

describe('config', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      mode: 'sandbox',
      accessTokenTtlSeconds: 900,
      refreshTokenTtlSeconds: 30 * 86400,
      resetTokenTtlSeconds: 3600,
      tokenSecret: undefined,
      rateLimitScale: 1,
      publicUrl: 'http://localhost:3000',
      host: '127.0.0.1',
      sessionMaxSeconds: 90 * 86400,
      trustProxy: 0,
      providerOrigins: [],
    });
    expect(Math.abs(c.now() - Date.now())).toBeLessThan(1000);
  });

  it('reads every variable', () => {
    const c = loadConfig({
      API_MODE: 'production',
      ACCESS_TOKEN_TTL_SECONDS: '60',
      REFRESH_TOKEN_TTL_SECONDS: '120',
      RESET_TOKEN_TTL_SECONDS: '600',
      TOKEN_SECRET: 'Zq3vX8kPm2LrT7wYb5NcH9dFj4GsA6eU',
      RATE_LIMIT_SCALE: '100',
      PUBLIC_URL: 'https://portal.example.jp/app/',
      TRUST_PROXY: '1',
      PROVIDER_SCRIPT_ORIGINS: 'https://pay.example.jp  https://3ds.example.com',
    });
    expect(c).toMatchObject({
      mode: 'production',
      accessTokenTtlSeconds: 60,
      refreshTokenTtlSeconds: 120,
      resetTokenTtlSeconds: 600,
      tokenSecret: 'Zq3vX8kPm2LrT7wYb5NcH9dFj4GsA6eU',
      rateLimitScale: 100,
      publicUrl: 'https://portal.example.jp/app',
      trustProxy: 1,
      providerOrigins: ['https://pay.example.jp', 'https://3ds.example.com'],
    });
  });

  it.each([
    [{ API_MODE: 'staging' }],
    [{ ACCESS_TOKEN_TTL_SECONDS: '-1' }],
    [{ RATE_LIMIT_SCALE: 'lots' }],
    [{ PUBLIC_URL: 'not a url' }],
    [{ PUBLIC_URL: 'javascript:alert(1)' }],
    [{ PROVIDER_SCRIPT_ORIGINS: "https://ok.example 'unsafe-inline'" }],
    [{ PROVIDER_SCRIPT_ORIGINS: 'https://a.example; script-src *' }],
    [{ API_MODE: 'production', TOKEN_SECRET: 'short' }],
    [{ TRUST_PROXY: 'yes' }],
  ])('refuses %j', (env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
  });

  it('notes every malformed setting, each once, and goes on reading the rest', () => {
    const problems = new SettingsProblems();
    // PUBLIC_URL is read for the sandbox gateway and the push subject too: still one line.
    const config = readConfig(
      {
        API_MODE: 'production',
        PUBLIC_URL: 'not a url',
        TOKEN_SECRET: 'abc',
        RATE_LIMIT_SCALE: 'lots',
        ACCESS_TOKEN_TTL_SECONDS: '60',
        SHUTDOWN_DELAY_MS: '-5',
        SHUTDOWN_TIMEOUT_MS: 'x',
        RECEIPT_SELLER_NAME: '𠮷野通信株式会社',
        RECEIPT_SELLER_ADDRESS: '東京都港区芝公園4-2-8',
        INVOICE_REGISTRATION_NUMBER: '7010001234567',
      },
      {},
      problems,
    );
    expect(problems.list).toEqual([
      'TOKEN_SECRET must be at least 32 characters; generate one with: openssl rand -base64 48',
      'PUBLIC_URL is not a URL: "not a url"',
      'RATE_LIMIT_SCALE must be a positive number, got "lots"',
      'INVOICE_REGISTRATION_NUMBER must be T followed by 13 digits (e.g. T1234567890123), got "7010001234567"',
      'RECEIPT_SELLER_NAME has characters the receipt font cannot print: 𠮷',
      'SHUTDOWN_DELAY_MS must be a whole number of milliseconds, got "-5"',
      'SHUTDOWN_TIMEOUT_MS must be a whole number of milliseconds, got "x"',
    ]);
    // What could be read was: the config's other settings are there.
    expect(config).toMatchObject({ mode: 'production', accessTokenTtlSeconds: 60, tokenSecret: 'abc', rateLimitScale: 1 });
    // loadConfig says all of it in one error, one problem per line.
    expect(() => loadConfig({ RATE_LIMIT_SCALE: 'lots', TRUST_PROXY: 'yes' })).toThrow(
      'TRUST_PROXY must be 0, 1 or a hop count, got "yes"\nRATE_LIMIT_SCALE must be a positive number, got "lots"',
    );
  });
});
