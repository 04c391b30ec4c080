import type { AcStatus, Language, Profile, ScStatus, SimType } from '@/contract';
import { hashPassword } from '@/server/auth/password';
import { insertSim } from '@/server/domain/sims';
import { insertUser } from '@/server/domain/users';
import { newMatchingId, SMDP_ADDRESS } from '@/server/sandbox/smdp';
import { hasTelNo } from '@/server/sandbox/new-sim';
import { newActivationCode, newEid, newIccid, newTelNo } from '@/server/sandbox/sim-numbers';
import type { Db } from '@/server/db/client';
import { MIGRATION_LOCK_KEY } from '@/server/db/migrate';
import { DEMO_ORDERS, seedOrders, seedSavedCard } from './seed-orders';

export const DEMO_PASSWORD = 'Demo1234!';
const DAY_MS = 24 * 60 * 60 * 1000;

interface DemoSim {
  type: SimType;
  plan: string;
  gb: number;
  periodDays: number;
  /** How long ago it was activated: the SIM stays valid for weeks after seeding. */
  startedDaysAgo: number;
}

interface DemoUser extends Profile {
  email: string;
  language: Language;
  sims: DemoSim[];
}

/** The demo accounts of DESIGN.md; the first SIM of each is the current one. */
export const DEMO_USERS: DemoUser[] = [
  {
    email: 'prepaid@demo.test',
    full_name: 'Yamada Hanako',
    purpose_of_use: 'telework',
    nationality: 'JP',
    gender: 'female',
    date_of_birth: '1990-04-12',
    affiliation: 'Sakura Design Co.',
    language: 'ja',
    sims: [{ type: 'physical_sim', plan: '3GB / 30 days', gb: 3, periodDays: 30, startedDaysAgo: 9 }],
  },
  {
    email: 'esims@demo.test',
    full_name: 'Nguyen Van An',
    purpose_of_use: 'business_trip',
    nationality: 'VN',
    gender: 'male',
    date_of_birth: '1994-08-23',
    affiliation: '',
    language: 'vi',
    sims: [{ type: 'sonet_esim', plan: '10GB / 30 days', gb: 10, periodDays: 30, startedDaysAgo: 5 }],
  },
  {
    email: 'esima@demo.test',
    full_name: 'Li Wei',
    purpose_of_use: 'travel',
    nationality: 'CN',
    gender: 'male',
    date_of_birth: '1988-01-30',
    affiliation: '',
    language: 'zh',
    sims: [{ type: 'astro_esim', plan: '5GB / 30 days', gb: 5, periodDays: 30, startedDaysAgo: 3 }],
  },
  {
    email: 'lf@demo.test',
    full_name: 'Chen Mei-Ling',
    purpose_of_use: 'travel',
    nationality: 'TW',
    gender: 'female',
    date_of_birth: '1998-11-05',
    affiliation: 'National Taiwan University',
    language: 'tw',
    sims: [{ type: 'linksfield_esim', plan: '20GB / 60 days', gb: 20, periodDays: 60, startedDaysAgo: 14 }],
  },
  {
    email: 'multi@demo.test',
    full_name: 'Alex Morgan',
    purpose_of_use: 'secondary_device',
    nationality: 'US',
    gender: 'other',
    date_of_birth: '1985-06-17',
    affiliation: 'Morgan & Partners',
    language: 'en',
    sims: [
      { type: 'physical_sim', plan: '10GB / 30 days', gb: 10, periodDays: 30, startedDaysAgo: 12 },
      { type: 'linksfield_esim', plan: '3GB / 30 days', gb: 3, periodDays: 30, startedDaysAgo: 2 },
    ],
  },
];

/** "In use": a physical SIM is 'using' / 'activated', an installed eSIM 'using' / 'set'. */
function inUse(type: SimType): { ac_status: AcStatus; sc_status: ScStatus } {
  return type === 'physical_sim' ? { ac_status: 'using', sc_status: 'activated' } : { ac_status: 'using', sc_status: 'set' };
}

/**
 * Puts the demo accounts into a fresh database, once: a marker in app_settings stops a second run
 * (and a restart after someone deleted the demo users) from recreating them. Returns whether it seeded.
 */
async function isFresh(db: Db): Promise<boolean> {
  const [state] = await db.query<{ users: number; seeded: number }>(
    `SELECT (SELECT count(*) FROM users)::int AS users,
            (SELECT count(*) FROM app_settings WHERE key = 'demo_seeded')::int AS seeded`,
  );
  return !!state && state.users === 0 && state.seeded === 0;
}

export async function seedDemoData(db: Db, nowMs: number = Date.now()): Promise<boolean> {
  // Cheap check first: a restart should not pay for five scrypt hashes it throws away.
  if (!(await isFresh(db))) return false;
  const hashes = await Promise.all(DEMO_USERS.map(() => hashPassword(DEMO_PASSWORD)));
  return db.tx(async (tx) => {
    // Checked again under the lock: another process may have seeded in the meantime.
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    if (!(await isFresh(tx))) return false;
    for (const [i, u] of DEMO_USERS.entries()) {
      const { sims, ...profile } = u;
      const user = await insertUser(tx, { ...profile, password_hash: hashes[i]!, created_at: new Date(nowMs - 30 * DAY_MS) });
      let first: number | undefined;
      for (const s of sims) {
        const start = nowMs - s.startedDaysAgo * DAY_MS;
        const sim = await insertSim(tx, {
          iccid: newIccid(),
          activation_code: newActivationCode(),
          sim_type: s.type,
          user_id: user.id,
          ...inUse(s.type),
          tel_no: hasTelNo(s.type) ? newTelNo() : null,
          eid: s.type === 'physical_sim' ? null : newEid(),
          plan: s.plan,
          data_total_mb: s.gb * 1024,
          start_date: new Date(start),
          expiry_date: new Date(start + s.periodDays * DAY_MS),
          created_at: new Date(start - DAY_MS),
          registered_at: new Date(start - DAY_MS),
        });
        // An eSIM in use was installed from a profile: give it one, as issuance would have.
        if (s.type !== 'physical_sim') {
          await tx.query('UPDATE sims SET smdp_address = $2, matching_id = $3, issued_at = $4 WHERE id = $1', [
            sim.id,
            SMDP_ADDRESS[s.type],
            newMatchingId(),
            new Date(start),
          ]);
        }
        first ??= sim.id;
      }
      await tx.query('UPDATE users SET current_sim_id = $1 WHERE id = $2', [first, user.id]);
      const orders = DEMO_ORDERS[u.email];
      if (orders) {
        const cardToken = u.email === 'prepaid@demo.test' ? await seedSavedCard(tx, user.id, nowMs) : null;
        await seedOrders(tx, { userId: user.id, simId: first!, simType: sims[0]!.type, language: u.language, cardToken }, orders, nowMs);
      }
    }
    await tx.query(`INSERT INTO app_settings (key, value) VALUES ('demo_seeded', $1)`, [new Date(nowMs).toISOString()]);
    return true;
  });
}
