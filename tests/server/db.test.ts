import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { isUniqueViolation } from '@/server/db/client';
import { loadMigrations, migrate } from '@/server/db/migrate';
import { DEMO_PASSWORD, seedDemoData } from '@/server/sandbox/demo/seed';
import { count, createHarness, T0, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ seed: true });
});
afterAll(() => h?.close());

describe('migrations', () => {
  it('are all recorded, and running them again applies nothing', async () => {
    const names = (await loadMigrations()).map((m) => m.name);
    expect(names.length).toBeGreaterThan(0);
    expect(names).toEqual([...names].sort());
    const recorded = await h.db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    expect(recorded.map((r) => r.name)).toEqual(names);
    expect(await migrate(h.db)).toEqual([]);
  });

  it('roll back as a whole when one fails', async () => {
    const broken = [
      ...(await loadMigrations()),
      { name: '900_ok.sql', sql: 'CREATE TABLE probe_ok (id int);' },
      { name: '901_bad.sql', sql: 'CREATE TABLE probe_bad (id int); SELECT no_such_function();' },
    ];
    await expect(migrate(h.db, broken)).rejects.toThrow();
    const tables = await h.db.query(`SELECT 1 FROM information_schema.tables WHERE table_name IN ('probe_ok', 'probe_bad')`);
    expect(tables).toEqual([]);
    // The five demo accounts of DESIGN.md are still there.
    expect(await count(h.db, 'users')).toBe(5);
  });
});

describe('seed', () => {
  it('creates the demo accounts once', async () => {
    expect(await count(h.db, 'users')).toBe(5);
    expect(await count(h.db, 'sims')).toBe(6);
    expect(await seedDemoData(h.db, T0)).toBe(false);
    expect(await count(h.db, 'users')).toBe(5);
  });

  it('stores per-user salts: no two demo hashes are equal', async () => {
    const rows = await h.db.query<{ password_hash: string }>('SELECT password_hash FROM users');
    expect(new Set(rows.map((r) => r.password_hash)).size).toBe(rows.length);
    expect(rows.every((r) => !r.password_hash.includes(DEMO_PASSWORD))).toBe(true);
  });

  it('gives every demo SIM a unique 19-digit ICCID, a code, a plan and a current period', async () => {
    const sims = await h.db.query<{
      iccid: string;
      activation_code: string;
      plan: string;
      start_date: Date;
      expiry_date: Date;
      user_id: number;
    }>('SELECT iccid, activation_code, plan, start_date, expiry_date, user_id FROM sims');
    for (const s of sims) {
      expect(s.iccid).toMatch(/^8981\d{15}$/);
      expect(s.activation_code).toMatch(/^[A-Z2-9]{16}$/);
      expect(s.user_id).not.toBeNull();
      expect(s.start_date.getTime()).toBeLessThan(T0);
      expect(s.expiry_date.getTime()).toBeGreaterThan(T0 + 14 * 86_400_000);
    }
    expect(new Set(sims.map((s) => s.iccid)).size).toBe(sims.length);
  });
});

describe('Db', () => {
  it('rolls a transaction back on a throw and commits otherwise', async () => {
    await h.db.exec('CREATE TABLE IF NOT EXISTS probe_tx (v int)');
    await expect(
      h.db.tx(async (tx) => {
        await tx.query('INSERT INTO probe_tx VALUES (1)');
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    await h.db.tx(async (tx) => {
      await tx.query('INSERT INTO probe_tx VALUES (2)');
      await tx.tx((inner) => inner.query('INSERT INTO probe_tx VALUES (3)'));
    });
    expect(await h.db.query('SELECT v FROM probe_tx ORDER BY v')).toEqual([{ v: 2 }, { v: 3 }]);
  });

  it('recognises a unique violation from the driver', async () => {
    const err = await h.db
      .query(
        `INSERT INTO users (email, password_hash, full_name, purpose_of_use, nationality, gender, date_of_birth)
      VALUES ('PREPAID@demo.test', 'x', 'x', 'travel', 'JP', 'male', '1990-01-01')`,
      )
      .catch((e: unknown) => e);
    expect(isUniqueViolation(err)).toBe(true);
    expect(isUniqueViolation(err, 'users_email_lower_key')).toBe(true);
    expect(isUniqueViolation(new Error('other'))).toBe(false);
  });

  it('returns numbers for ids and counts and Dates for timestamps on both drivers', async () => {
    const [row] = await h.db.query<{ id: number; n: number; created_at: Date }>(
      'SELECT id, (SELECT count(*) FROM sims)::int AS n, created_at FROM sims LIMIT 1',
    );
    expect(typeof row!.id).toBe('number');
    expect(typeof row!.n).toBe('number');
    expect(row!.created_at).toBeInstanceOf(Date);
  });
});

describe('token secret', () => {
  it('is generated once and kept, so a restarted app accepts the tokens of the previous one', async () => {
    const config = loadConfig({}, { now: () => h.clock.now, rateLimitScale: 1000 });
    const first = createApp({ db: h.db, config });
    const json = { 'content-type': 'application/json' };
    const login = await first.request('/api/en/auth/login', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: 'lf@demo.test', password: DEMO_PASSWORD }),
    });
    const { access_token, sc_id } = await login.json();

    const restarted = createApp({ db: h.db, config });
    const res = await restarted.request('/api/en/cards/check_card', {
      method: 'POST',
      headers: { ...json, authorization: `Bearer ${access_token}` },
      body: JSON.stringify({ id: sc_id }),
    });
    expect(res.status).toBe(200);
    const rows = await h.db.query<{ value: string }>(`SELECT value FROM app_settings WHERE key = 'token_secret'`);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.value.length).toBeGreaterThanOrEqual(64);

    // A configured TOKEN_SECRET wins: tokens signed with the stored one are then invalid.
    const configured = createApp({ db: h.db, config: { ...config, tokenSecret: 'c'.repeat(48) } });
    const other = await configured.request('/api/en/cards/check_card', {
      method: 'POST',
      headers: { ...json, authorization: `Bearer ${access_token}` },
      body: JSON.stringify({ id: sc_id }),
    });
    expect((await other.json()).code).toBe('E0012');
  });
});
