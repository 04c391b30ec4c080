import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_TYPES, type SimType } from '../../src/contract';
import { KEPT_OFFLINE } from '../../src/features/apn/kept-offline';
import { APN_SOURCES } from '../../src/features/apn/api/apn-settings';
import { createHarness, type Harness } from './harness';
import { customer } from './customers';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h?.close());

/**
 * The offline copies fetch KEPT_OFFLINE of each SIM type right after login, in five languages: each
 * must exist, and every device that exists must be among them (iOS copies of astro/LF eSIMs once
 * answered 404 five times at each login).
 */
describe.each(['physical_sim', 'sonet_esim', 'astro_esim', 'linksfield_esim'] as const)('%s', (type: SimType) => {
  it('has APN instructions on exactly the devices the portal keeps offline', async () => {
    const me = await customer(h, type);
    for (const kept of KEPT_OFFLINE[me.usertype]) {
      const source = APN_SOURCES[kept.source];
      const found: string[] = [];
      for (const [device, code] of Object.entries(DEVICE_TYPES)) {
        const res = await h.get(`${source}?platform=${code}&id=${me.id}`, me.auth);
        expect([200, 404]).toContain(res.status);
        if (res.status === 200) found.push(device);
      }
      expect(found, kept.source).toEqual([...kept.devices]);
    }
  });
});
