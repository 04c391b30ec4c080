import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimType } from '@/contract';
import { createHarness, type Harness } from './harness';
import { customer } from './customers';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h?.close());

/** Spec §3, Codes: IOS 1, ANDROID 2, WINDOWS 3, WIFI 4. */
const DEVICES = { ios: 1, android: 2, windows: 3, wifi: 4 } as const;
type Device = keyof typeof DEVICES;

/**
 * Which instruction endpoints answer for which devices, by SIM type, written from the spec (§2 the
 * prepaid device picker: iOS, Android, Computer, WiFi router; §6 and §7: sonet eSIMs have the iOS
 * initial settings and their APN on iOS and, with platform 2, Android; astro and linksfield eSIMs
 * the Android eSIM APN, `/apn/esim?platform=2`). The portal fetches each of these right after login
 * for its offline copies: every one must exist, and no device outside them may.
 */
const INSTRUCTIONS: Record<SimType, { path: string; devices: Device[] }[]> = {
  physical_sim: [{ path: 'apn/prepaid', devices: ['ios', 'android', 'windows', 'wifi'] }],
  sonet_esim: [
    { path: 'apn/sonet_esim', devices: ['ios', 'android'] },
    { path: 'apn/sonet_esim_apn', devices: ['ios', 'android'] },
  ],
  astro_esim: [{ path: 'apn/esim', devices: ['android'] }],
  linksfield_esim: [{ path: 'apn/esim', devices: ['android'] }],
};

describe.each(Object.keys(INSTRUCTIONS) as SimType[])('%s', (type) => {
  it('has APN instructions on exactly the devices of its instruction pages', async () => {
    const me = await customer(h, type);
    for (const { path, devices } of INSTRUCTIONS[type]) {
      const found: Device[] = [];
      for (const [device, code] of Object.entries(DEVICES) as [Device, number][]) {
        const res = await h.get(`${path}?platform=${code}&id=${me.id}`, me.auth);
        expect([200, 404]).toContain(res.status);
        if (res.status === 200) found.push(device);
      }
      expect(found, path).toEqual(devices);
    }
  });
});
