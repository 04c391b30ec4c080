import { describe, expect, it } from 'vitest';
import { createPgliteDb } from '@/server/db/client';
import { loadMigrations, migrate } from '@/server/db/migrate';
import { stableUuid } from '@/server/apn/mobileconfig';
import { plistXml } from '@/server/apn/plist';
import { addDays, isoDayUtc, japanMidnight, todayInJapan } from '@/server/domain/japan-time';
import { activationWindow } from '@/server/domain/onboarding';
import { planDays } from '@/server/domain/validity';
import { lpaCode } from '@/server/esim/profile';
import { newMatchingId } from '@/server/sandbox/smdp';

describe('Japan days', () => {
  it('knows real calendar days from look-alikes', () => {
    expect(isoDayUtc('2028-02-29')).toBe(Date.UTC(2028, 1, 29));
    for (const bad of ['2026-02-29', '2026-04-31', '2026-13-01', '2026-4-1', '']) expect(isoDayUtc(bad)).toBeUndefined();
  });

  it('turns at 15:00 UTC, and a day starts at 00:00 JST', () => {
    expect(todayInJapan(Date.UTC(2026, 11, 31, 14, 59, 59))).toBe('2026-12-31');
    expect(todayInJapan(Date.UTC(2026, 11, 31, 15))).toBe('2027-01-01');
    expect(japanMidnight('2027-01-01')).toBe(Date.UTC(2026, 11, 31, 15));
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(activationWindow(Date.UTC(2026, 0, 31, 15))).toEqual({ min: '2026-02-01', max: '2026-03-03' });
  });
});

describe('plans, codes and profiles', () => {
  it('reads the days of a plan from its name, 30 when it does not say', () => {
    expect(planDays('3GB / 30 days')).toBe(30);
    expect(planDays('1GB / 7 days')).toBe(7);
    expect(planDays('20GB / 60 Days')).toBe(60);
    expect(planDays('Unlimited')).toBe(30);
    expect(planDays('0 days')).toBe(30);
  });

  it('makes matching ids of four groups of five and the GSMA code around them', () => {
    const ids = new Set(Array.from({ length: 500 }, () => newMatchingId()));
    expect(ids.size).toBe(500);
    for (const id of ids) expect(id).toMatch(/^[A-HJKMNP-Z2-9]{5}(-[A-HJKMNP-Z2-9]{5}){3}$/); // no 0/O, 1/I/L
    expect(lpaCode('smdp.example', 'AAAAA-BBBBB-CCCCC-DDDDD')).toBe('LPA:1$smdp.example$AAAAA-BBBBB-CCCCC-DDDDD');
  });

  it('makes stable version-5 UUIDs and escapes plist text', () => {
    expect(stableUuid('1/profile')).toBe(stableUuid('1/profile'));
    expect(stableUuid('1/profile')).not.toBe(stableUuid('2/profile'));
    expect(stableUuid('x')).toMatch(/^[0-9A-F]{8}-[0-9A-F]{4}-5[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}$/);
    expect(plistXml({ a: '<b>&"', n: 1, t: true, l: ['x'] })).toContain('<string>&lt;b&gt;&amp;&quot;</string>');
  });
});

describe('migration 002', () => {
  it('gives eSIMs already in use the profile they were installed from, and leaves the others alone', async () => {
    const db = await createPgliteDb();
    try {
      const all = await loadMigrations();
      await migrate(
        db,
        all.filter((m) => m.name < '002'),
      );
      await db.query(`INSERT INTO users (email, password_hash, full_name, purpose_of_use, nationality, gender, date_of_birth)
                      VALUES ('a@b.test', 'x', 'A', 'travel', 'JP', 'other', '1990-01-01')`);
      const sims: [string, string, string][] = [
        ['astro_esim', 'using', 'set'],
        ['astro_esim', 'using', 'set'],
        ['linksfield_esim', 'using', 'set'],
        ['sonet_esim', 'using', 'activated'],
        ['astro_esim', 'prepare', 'registered'],
        ['physical_sim', 'using', 'activated'],
      ];
      for (const [i, [type, ac, sc]] of sims.entries()) {
        await db.query(
          `INSERT INTO sims (iccid, activation_code, sim_type, user_id, ac_status, sc_status, plan, data_total_mb, start_date)
           VALUES ($1, $2, $3, 1, $4, $5, '1GB / 7 days', 1024, now())`,
          [`898100000000000000${i}`, `CODE${i}`, type, ac, sc],
        );
      }
      await migrate(db);
      const rows = await db.query<{ sim_type: string; smdp_address: string | null; matching_id: string | null; issued_at: Date | null }>(
        'SELECT sim_type, smdp_address, matching_id, issued_at FROM sims ORDER BY id',
      );
      expect(rows.map((r) => r.smdp_address)).toEqual([
        'smdp.astro-esim.example',
        'smdp.astro-esim.example',
        'smdp.linksfield.example',
        'smdp.sonet-esim.example',
        null,
        null,
      ]);
      const ids = rows.slice(0, 4).map((r) => r.matching_id);
      for (const id of ids) expect(id).toMatch(/^[A-HJKMNP-Z2-9]{5}(-[A-HJKMNP-Z2-9]{5}){3}$/); // no 0/O, 1/I/L
      expect(new Set(ids).size).toBe(4); // one random id per row, not one for all
      expect(rows[0]!.issued_at).toBeInstanceOf(Date);
      expect(rows[4]).toMatchObject({ matching_id: null, issued_at: null });
    } finally {
      await db.close();
    }
  });
});
