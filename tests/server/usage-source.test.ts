/**
 * Decision 0047: usage figures come from the usage source (a seam), on the top page's card usage and
 * on the line list alike; when the source fails, the customer gets a clear 500 E0057, never a made-up
 * figure (0 used would read as a full allowance left).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@/server/app';
import type { UsageSource } from '@/server/ops/seams';
import { sandboxSeams } from '@/server/sandbox/seams';
import { type Harness } from './harness';
import { activeCustomer, useShopperHarness } from './shoppers';
import type { Customer } from './customers';

let h: Harness;
useShopperHarness((created) => (h = created));

let me: Customer;
let iccid: string;
let outage = false;
const asked: string[] = [];
const network: UsageSource = {
  name: 'test network',
  async usedMb(req) {
    asked.push(req.iccid);
    if (outage) throw new Error('ECONNREFUSED');
    return 2560; // 2.5 GB
  },
};

let app: ReturnType<typeof createApp>;
const get = async (path: string) => {
  const res = await app.request(`/api/en/${path}`, { headers: { authorization: `Bearer ${me.login.access_token}` } });
  return { status: res.status, body: (await res.json()) as any };
};

beforeAll(async () => {
  me = await activeCustomer(h); // physical SIM, 3 GB (the registration plan), in use
  iccid = me.login.iccid;
  app = createApp({ db: h.db, config: h.config, seams: { ...sandboxSeams(h.db, () => h.clock.now), usage: network } });
});
afterAll(() => {
  // Other apps over this database settle with the sandbox again (jobs/issuance.ts useSimBackend).
  createApp({ db: h.db, config: h.config });
});

describe('the usage source', () => {
  it('gives the figures of cards/usage and of the line list', async () => {
    const usage = await get(`cards/usage?id=${me.id}&type=PREPAID`);
    expect(usage.status).toBe(200);
    expect(usage.body.data_used_gb).toBe(2.5);
    expect(usage.body.data_remaining_gb).toBe(Math.round((usage.body.data_total_gb - 2.5) * 100) / 100);
    const lines = await get('cards/list');
    expect(lines.body.lines.find((l: { iccid: string }) => l.iccid === iccid).data_used_gb).toBe(2.5);
    expect(asked).toEqual([iccid, iccid]);
  });

  it('down: 500 E0057 on both, nothing invented', async () => {
    outage = true;
    for (const path of [`cards/usage?id=${me.id}&type=PREPAID`, 'cards/list']) {
      const res = await get(path);
      expect([res.status, res.body.code], path).toEqual([500, 'E0057']);
    }
  });
});
