/**
 * The floor of `npm run bench` (bench/api-floor/) must run what the API runs: for each hot read, the
 * statements the real endpoint sends, in order, with parameters of the same kinds. Recorded here from
 * the API itself; a change to an endpoint's SQL that the floor does not follow fails this test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOT_READS, type FloorRequest } from '../../bench/api-floor/queries.mjs';
import type { LoginResponse } from '@/contract';
import { createHarness, type Harness } from './harness';

let h: Harness;
let login: LoginResponse;

beforeAll(async () => {
  // A new customer on a physical SIM: the statements do not depend on the data (and seeding the demo
  // accounts would cost seconds).
  h = await createHarness();
  login = (await h.register({}, 'physical_sim')).login;
});
afterAll(() => h?.close());

const oneLine = (sql: string) => sql.replace(/\s+/g, ' ').trim();
const kind = (value: unknown) => (value === null ? 'null' : value instanceof Date ? 'date' : typeof value);

/** Each statement the API sends while answering `path`, with its parameters. */
async function recorded(path: string): Promise<{ sql: string; params: unknown[] }[]> {
  const sent: { sql: string; params: unknown[] }[] = [];
  const query = h.db.query;
  h.db.query = <T>(sql: string, params: unknown[] = []) => {
    sent.push({ sql: oneLine(sql), params });
    return query.call(h.db, sql, params) as Promise<T[]>;
  };
  try {
    const res = await h.get(path, { token: login.access_token });
    expect(res.status).toBe(200);
  } finally {
    h.db.query = query;
  }
  return sent;
}

// The bench's requests (scripts/bench.mjs), on this customer's physical SIM.
const paths: Record<keyof typeof HOT_READS, (id: number) => string> = {
  'cards/usage': (id) => `cards/usage?id=${id}&type=PREPAID`,
  'plans/data_recharge': (id) => `plans/data_recharge?id=${id}`,
  'plans/data_recharge_history': (id) => `plans/data_recharge_history?id=${id}&page=1`,
};

describe('the floor of each hot read', () => {
  for (const [name, statements] of Object.entries(HOT_READS) as [keyof typeof HOT_READS, (typeof HOT_READS)[keyof typeof HOT_READS]][]) {
    it(`${name}: the same statements as the API, in order, with parameters of the same kinds`, async () => {
      const sent = await recorded(paths[name](login.sc_id));
      const floorRequest: FloorRequest = {
        userId: 1,
        familyId: '00000000-0000-4000-8000-000000000000',
        simId: login.sc_id,
        page: 1,
        now: h.clock.now,
      };
      expect(statements.map((s) => oneLine(s.sql))).toEqual(sent.map((s) => s.sql));
      expect(statements.map((s) => s.params(floorRequest).map(kind))).toEqual(sent.map((s) => s.params.map(kind)));
    });
  }
});
