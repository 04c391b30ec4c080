import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import QRCode from 'qrcode';
import { EsimActivationData, QrPixels } from '@/contract';
import { createHarness, type Harness } from './harness';
import { customer, issueEsim, simState, type Customer } from './customers';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ config: { accessTokenTtlSeconds: 365 * 86400 } });
});
afterAll(() => h?.close());

const LPA = /^LPA:1\$([a-z0-9.-]+)\$([A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5})$/;

/** Decodes the contract's 0xAARRGGBB pixels the way the portal's canvas draws them. */
function decode(qr: QrPixels): string | undefined {
  const rgba = new Uint8ClampedArray(qr.width * qr.height * 4);
  qr.pixels.forEach((argb, i) => rgba.set([(argb >>> 16) & 0xff, (argb >>> 8) & 0xff, argb & 0xff, (argb >>> 24) & 0xff], i * 4));
  return jsQR(rgba, qr.width, qr.height)?.data;
}

/** The raw response (harness.request reads bodies as text, which would mangle a PNG). */
function raw(path: string, c: Customer) {
  return h.app.request(`/api/en/${path}`, { headers: { authorization: `Bearer ${c.auth.token}` } });
}

describe.each([
  ['astro_esim', 'smdp.astro-esim.example'],
  ['linksfield_esim', 'smdp.linksfield.example'],
] as const)('%s once issued', (type, smdp) => {
  let me: Customer;
  let data: EsimActivationData;
  beforeAll(async () => {
    me = await customer(h, type);
    await issueEsim(h, me);
    const res = await h.get(`apn/esim/activation_code?platform=2&id=${me.id}`, me.auth);
    expect(res.status).toBe(200);
    data = res.body;
  });

  it('apn/esim/activation_code: what each phone asks for when typed in (decision 0029), for both phones', async () => {
    expect(v.is(EsimActivationData, data)).toBe(true);
    const row = await simState(h.db, me.id);
    // iPhone: "SM-DP+ Address" and "Activation Code" (the matching ID) in two fields.
    expect(data.smdp_address).toBe(smdp);
    expect(data.activation_code).toBe(row.matching_id);
    expect(data.activation_code).toMatch(/^[A-Z0-9]{5}(-[A-Z0-9]{5}){3}$/);
    // Android: one "activation code" field that takes the whole LPA string.
    expect(data.android_act_code).toMatch(LPA);
    expect(data.android_act_code).toBe(`LPA:1$${smdp}$${row.matching_id}`);
    const ios = await h.get(`apn/esim/activation_code?platform=1&id=${me.id}`, me.auth);
    expect(ios.body).toEqual(data);
  });

  it('its QR decodes to the LPA string; 4 px modules, 4-module quiet zone, opaque black and white', () => {
    const { modules } = QRCode.create(data.android_act_code, { errorCorrectionLevel: 'M' });
    expect(data.qr_code.width).toBe((modules.size + 8) * 4);
    expect(data.qr_code.height).toBe(data.qr_code.width);
    expect(data.qr_code.pixels).toHaveLength(data.qr_code.width * data.qr_code.height);
    expect(new Set(data.qr_code.pixels)).toEqual(new Set([0xff000000, 0xffffffff]));
    // The quiet zone: the first 16 rows are white.
    expect(data.qr_code.pixels.slice(0, 16 * data.qr_code.width).every((p) => p === 0xffffffff)).toBe(true);
    // Top-left finder pattern: its corner module is black, 4×4 pixels.
    const at = (x: number, y: number) => data.qr_code.pixels[y * data.qr_code.width + x];
    expect([at(16, 16), at(19, 19), at(20, 16)]).toEqual([0xff000000, 0xff000000, 0xff000000]);
    expect(at(15, 16)).toBe(0xffffffff);
    expect(decode(data.qr_code)).toBe(data.android_act_code);
  });

  it('apn/esim/qr_code: the same pixels alone', async () => {
    const res = await h.get(`apn/esim/qr_code?platform=1&id=${me.id}`, me.auth);
    expect(res.status).toBe(200);
    expect(v.is(QrPixels, res.body)).toBe(true);
    expect(res.body).toEqual(data.qr_code);
  });

  it('apn/esim/qr_download: a PNG of at least 512 px named after the line, that decodes to the LPA string', async () => {
    const res = await raw(`apn/esim/qr_download?id=${me.id}`, me);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const row = await h.db.query<{ tel_no: string | null; iccid: string }>('SELECT tel_no, iccid FROM sims WHERE id = $1', [me.id]);
    const last4 = (row[0]!.tel_no ?? row[0]!.iccid).replace(/\D/g, '').slice(-4);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="esim-${last4}.png"`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const png = PNG.sync.read(Buffer.from(await res.arrayBuffer()));
    // Scanned from another screen: 164 px (4 px a module) is too small to hold steady.
    expect(png.width).toBeGreaterThanOrEqual(512);
    expect(png.height).toBe(png.width);
    expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(data.android_act_code);
  });

  it('is the same code on every read', async () => {
    const again = await h.get(`apn/esim/activation_code?platform=2&id=${me.id}`, me.auth);
    expect(again.body.activation_code).toBe(data.activation_code);
  });
});

describe('refusals', () => {
  const paths = (id: number) => [
    `apn/esim/activation_code?platform=2&id=${id}`,
    `apn/esim/qr_code?platform=2&id=${id}`,
    `apn/esim/qr_download?id=${id}`,
  ];

  it('404 E0026 before issuance is done (requested or not)', async () => {
    const me = await customer(h, 'astro_esim');
    for (const p of paths(me.id)) expect((await h.get(p, me.auth)).body.code).toBe('E0026');
    await h.post('cards/esim_activate', { id: me.id, type: 'ESIMA' }, me.auth);
    for (const p of paths(me.id)) {
      const res = await h.get(p, me.auth);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('E0026');
    }
  });

  it('404 E0020 for a sonet eSIM (pushed by EID, no code) and a physical SIM', async () => {
    const sonet = await customer(h, 'sonet_esim');
    await issueEsim(h, sonet);
    const physical = await customer(h, 'physical_sim');
    for (const c of [sonet, physical]) {
      for (const p of paths(c.id)) {
        const res = await h.get(p, c.auth);
        expect(res.status).toBe(404);
        expect(res.body.code).toBe('E0020');
      }
    }
  });

  it('404 E0010 for another customer’s issued eSIM', async () => {
    const [me, other] = [await customer(h, 'linksfield_esim'), await customer(h, 'linksfield_esim')];
    await issueEsim(h, other);
    for (const p of paths(other.id)) {
      const res = await h.get(p, me.auth);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('E0010');
    }
  });

  it.each([
    ['no platform', 'apn/esim/activation_code?id=1', 'platform'],
    ['platform 5', 'apn/esim/activation_code?platform=5&id=1', 'platform'],
    ['no id', 'apn/esim/qr_code?platform=1', 'id'],
    ['a platform on qr_download', 'apn/esim/qr_download?id=1&platform=1', 'platform'],
  ])('400 E0002 for %s', async (_name, path, field) => {
    const me = await customer(h, 'astro_esim');
    const res = await h.get(path, me.auth);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('E0002');
    expect(res.body.message).toContain(`"${field}"`);
  });

  it('401 without a token', async () => {
    expect((await h.get('apn/esim/qr_download?id=1')).status).toBe(401);
  });
});

describe('demo eSIMs', () => {
  it('in use since the seed have a profile and a code', async () => {
    const seeded = await createHarness({ seed: true });
    try {
      const login = await seeded.post('auth/login', { email: 'esima@demo.test', password: 'Demo1234!' });
      const res = await seeded.get(`apn/esim/activation_code?platform=1&id=${login.body.sc_id}`, { token: login.body.access_token });
      expect(res.status).toBe(200);
      expect(res.body.android_act_code).toMatch(LPA);
      expect(`LPA:1$${res.body.smdp_address}$${res.body.activation_code}`).toBe(res.body.android_act_code);
    } finally {
      await seeded.close();
    }
  });
});
