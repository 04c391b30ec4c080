import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import plist from 'plist';
import { ApnSettings, LANGUAGES, type Language, type SimType } from '@/contract';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { SCREENS, screenshotSvg, type ScreenName } from '@/server/apn/screenshots';
import { isPictureVariant } from '@/server/apn/values';
import { createHarness, type Harness } from './harness';
import { customer, type Customer } from './customers';

let h: Harness;
const sims = {} as Record<SimType, Customer>;
beforeAll(async () => {
  h = await createHarness();
  for (const type of ['physical_sim', 'astro_esim', 'sonet_esim', 'linksfield_esim'] as const) sims[type] = await customer(h, type);
});
afterAll(() => h?.close());

/** Every endpoint × SIM type × platform that has settings, and the APN each must show. */
const OFFERED: [endpoint: string, type: SimType, platforms: number[], apn: string | null][] = [
  ['apn/prepaid', 'physical_sim', [1, 2, 3, 4], 'prepaid.example.jp'],
  ['apn/esim', 'astro_esim', [2], 'esim.example.jp'],
  ['apn/esim', 'linksfield_esim', [2], 'lf-data.example.jp'],
  ['apn/sonet_esim', 'sonet_esim', [1, 2], null],
  ['apn/sonet_esim_apn', 'sonet_esim', [1, 2], 'sonet-esim.example.jp'],
];

const CASES = OFFERED.flatMap(([endpoint, type, platforms, apn]) =>
  platforms.flatMap((platform) => LANGUAGES.map((lng) => [endpoint, type, platform, lng, apn] as const)),
);

/** The width and height an SVG declares on its root element. */
const svgSize = (svg: string) => (/^<svg [^>]*width="(\d+)" height="(\d+)"/.exec(svg) ?? []).slice(1).map(Number);

/** The tags step texts use; the portal sanitises anyway, but the API should not rely on that. */
const ALLOWED_TAGS = new Set(['strong', 'br', 'ol', 'ul', 'li', 'a']);

/** Text a reader of that language would recognise as theirs. */
const SCRIPT: Record<Language, RegExp> = {
  ja: /[\u3040-\u30ff]/, // kana
  en: /^[\x00-\x7f’…⋮]*$/,
  zh: /[设网络置择]/, // simplified forms
  tw: /[設網絡擇連]/, // traditional forms
  vi: /[ăâđêôơưạảấầẩậắằẳặẹẻẽếềểệỉịọỏốồổộớờởợụủứừửựỳỵỷỹ]/i,
};

describe('ApnSettings', () => {
  it.each(CASES)('%s for %s, platform %i, in %s: valid, natively written, with screenshots', async (endpoint, type, platform, lng, apn) => {
    const me = sims[type];
    const res = await h.get(`${lng}/${endpoint}?platform=${platform}&id=${me.id}`, me.auth);
    expect(res.status).toBe(200);
    expect(v.is(ApnSettings, res.body)).toBe(true);
    const s = res.body as ApnSettings;
    expect(s.apn).toBe(apn);
    expect(s.instructions.length).toBeGreaterThanOrEqual(4);
    expect(s.instructions.length).toBeLessThanOrEqual(7);
    for (const step of s.instructions) {
      expect(step.instruction.trim().length).toBeGreaterThan(10);
      for (const [, tag] of step.instruction.matchAll(/<\/?([a-z0-9]+)/gi)) expect(ALLOWED_TAGS).toContain(tag);
      // Versioned URL (cached a year) naming the picture's language and APN, and the picture's own
      // size, so the portal keeps its box.
      const [, picLng, variant, name] =
        /^\/api\/media\/apn\/([a-z]+)\/([a-z]+)\/([a-z0-9-]+)\.svg\?v=[0-9a-f]{12}$/.exec(step.image!) ?? [];
      expect(picLng).toBe(lng);
      expect(isPictureVariant(variant!)).toBe(true);
      expect(Object.keys(SCREENS)).toContain(name);
      expect([step.image_width, step.image_height]).toEqual(svgSize(screenshotSvg(name as ScreenName, lng, variant as 'prepaid')));
    }
    const text = s.instructions.map((i) => i.instruction.replace(/<[^>]+>/g, '')).join('\n');
    expect(text).toMatch(SCRIPT[lng]);
    // The values to type are in the text, exactly as the details box shows them.
    if (apn && !(endpoint === 'apn/prepaid' && platform === 1)) expect(text).toContain(apn);
    if (lng !== 'en') {
      const en = await h.get(`en/${endpoint}?platform=${platform}&id=${me.id}`, me.auth);
      expect(s.instructions.map((i) => i.instruction)).not.toEqual(en.body.instructions.map((i: { instruction: string }) => i.instruction));
      // The same screens, each drawn in this language.
      const screens = (steps: { image: string | null }[]) =>
        steps.map((i) => i.image?.replace(/^\/api\/media\/apn\/[a-z]+\//, '').replace(/\?v=.*$/, ''));
      expect(screens(s.instructions)).toEqual(screens(en.body.instructions));
    }
  });

  it('prepaid: credentials everywhere, IP and APN type on a computer, no video for a router', async () => {
    const me = sims.physical_sim;
    const get = async (p: number) => (await h.get(`apn/prepaid?platform=${p}&id=${me.id}`, me.auth)).body as ApnSettings;
    const [ios, android, pc, router] = [await get(1), await get(2), await get(3), await get(4)];
    for (const s of [ios, android, pc, router]) {
      expect(s).toMatchObject({
        name: 'Prepaid SIM',
        apn: 'prepaid.example.jp',
        username: 'user@prepaid',
        password: 'prepaid',
        authentication_type: 'CHAP',
      });
    }
    expect(pc).toMatchObject({ ip: 'IPv4/IPv6', type_of_apn: 'default,supl', video: 'https://videos.example.jp/apn-windows.mp4' });
    expect(android).toMatchObject({ ip: null, type_of_apn: null, video: 'https://videos.example.jp/apn-android.mp4' });
    expect(ios.video).toBe('https://videos.example.jp/apn-ios.mp4');
    expect(router.video).toBeNull();
  });

  it('eSIMs have no credentials; the sonet eSIM’s installation steps have no APN at all', async () => {
    const esim = (await h.get(`apn/esim?platform=2&id=${sims.astro_esim.id}`, sims.astro_esim.auth)).body;
    expect(esim).toMatchObject({ name: 'Astro eSIM', username: null, password: null, authentication_type: null });
    const initial = (await h.get(`apn/sonet_esim?platform=1&id=${sims.sonet_esim.id}`, sims.sonet_esim.auth)).body;
    expect(initial).toMatchObject({
      name: null,
      apn: null,
      username: null,
      password: null,
      authentication_type: null,
      ip: null,
      type_of_apn: null,
    });
    // LF reaches its network by roaming: its Android steps say to turn roaming on.
    const lf = (await h.get(`apn/esim?platform=2&id=${sims.linksfield_esim.id}`, sims.linksfield_esim.auth)).body as ApnSettings;
    expect(lf.instructions.map((i) => i.instruction).join()).toContain('Roaming');
    expect((esim as ApnSettings).instructions.map((i) => i.instruction).join()).not.toContain('Roaming');
  });
});

describe('not found', () => {
  it.each([
    ['apn/prepaid', 'astro_esim', 1, 'E0021'],
    ['apn/prepaid', 'sonet_esim', 2, 'E0021'],
    ['apn/esim', 'astro_esim', 1, 'E0020'],
    ['apn/esim', 'linksfield_esim', 3, 'E0020'],
    ['apn/esim', 'physical_sim', 2, 'E0020'],
    ['apn/esim', 'sonet_esim', 2, 'E0020'],
    ['apn/sonet_esim', 'astro_esim', 1, 'E0020'],
    ['apn/sonet_esim', 'physical_sim', 1, 'E0020'],
    ['apn/sonet_esim', 'sonet_esim', 3, 'E0020'],
    ['apn/sonet_esim_apn', 'linksfield_esim', 2, 'E0021'],
    ['apn/sonet_esim_apn', 'physical_sim', 1, 'E0021'],
    ['apn/sonet_esim_apn', 'sonet_esim', 4, 'E0021'],
    ['apn/apn_download', 'physical_sim', 2, 'E0021'],
    ['apn/apn_download', 'sonet_esim', 1, 'E0021'],
  ] as const)('%s for %s on platform %i is 404 %s', async (endpoint, type, platform, code) => {
    const me = sims[type];
    const res = await h.get(`${endpoint}?platform=${platform}&id=${me.id}`, me.auth);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe(code);
  });

  it('another customer’s SIM is 404 E0010 on every endpoint', async () => {
    const me = sims.astro_esim;
    for (const [endpoint, type, platforms] of OFFERED) {
      const res = await h.get(
        `${endpoint}?platform=${platforms[0]}&id=${sims[type].id}`,
        type === 'astro_esim' ? sims.physical_sim.auth : me.auth,
      );
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('E0010');
    }
    const profile = await h.get(`apn/apn_download?platform=1&id=${sims.physical_sim.id}`, me.auth);
    expect(profile.body.code).toBe('E0010');
  });

  it.each([
    ['platform 0', 'platform=0&id=ID', 'platform'],
    ['platform 5', 'platform=5&id=ID', 'platform'],
    ['a word for a platform', 'platform=ios&id=ID', 'platform'],
    ['no id', 'platform=1', 'id'],
    ['an unknown parameter', 'platform=1&id=ID&type=PREPAID', 'type'],
  ])('%s is 400 E0002 naming the parameter', async (_name, query, field) => {
    const me = sims.physical_sim;
    const res = await h.get(`apn/prepaid?${query.replace('ID', String(me.id))}`, me.auth);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('E0002');
    expect(res.body.message).toContain(`"${field}"`);
  });

  it('needs a token', async () => {
    expect((await h.get(`apn/prepaid?platform=1&id=${sims.physical_sim.id}`)).body.code).toBe('E0001');
  });
});

describe('GET apn/apn_download', () => {
  type Apn = { Name: string; AuthenticationType: string; Username: string; Password: string };
  type Profile = {
    PayloadType: string;
    PayloadIdentifier: string;
    PayloadUUID: string;
    PayloadVersion: number;
    PayloadDisplayName: string;
    PayloadContent: {
      PayloadType: string;
      PayloadIdentifier: string;
      PayloadUUID: string;
      PayloadVersion: number;
      AttachAPN: Apn;
      APNs: Apn[];
    }[];
  };
  const download = async (c: Customer) => {
    const res = await h.get(`apn/apn_download?platform=1&id=${c.id}`, c.auth);
    expect(res.status).toBe(200);
    return { res, profile: plist.parse(res.body as string) as unknown as Profile };
  };

  it('is an iOS configuration profile that sets the prepaid APN', async () => {
    const { res, profile } = await download(sims.physical_sim);
    expect(res.headers.get('content-type')).toBe('application/x-apple-aspen-config');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="APN_Settings.mobileconfig"');
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<!DOCTYPE plist/);
    const uuid = /^[0-9A-F]{8}-[0-9A-F]{4}-5[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}$/;
    expect(profile).toMatchObject({ PayloadType: 'Configuration', PayloadVersion: 1, PayloadDisplayName: 'Prepaid SIM' });
    expect(profile.PayloadIdentifier).toMatch(/^jp\.example\.prepaid\.apn\.\d+$/);
    expect(profile.PayloadUUID).toMatch(uuid);
    expect(profile.PayloadContent).toHaveLength(1);
    const cellular = profile.PayloadContent[0]!;
    expect(cellular).toMatchObject({ PayloadType: 'com.apple.cellular', PayloadVersion: 1 });
    expect(cellular.PayloadIdentifier.startsWith(`${profile.PayloadIdentifier}.`)).toBe(true);
    expect(cellular.PayloadUUID).toMatch(uuid);
    expect(cellular.PayloadUUID).not.toBe(profile.PayloadUUID);
    const apn = { Name: 'prepaid.example.jp', AuthenticationType: 'CHAP', Username: 'user@prepaid', Password: 'prepaid' };
    expect(cellular.AttachAPN).toEqual(apn);
    expect(cellular.APNs).toEqual([apn]);
  });

  it('has stable UUIDs per SIM, different between SIMs', async () => {
    const a = (await download(sims.physical_sim)).profile;
    const again = (await download(sims.physical_sim)).profile;
    const other = (await download(await customer(h, 'physical_sim'))).profile;
    expect(again.PayloadUUID).toBe(a.PayloadUUID);
    expect(again.PayloadContent[0]!.PayloadUUID).toBe(a.PayloadContent[0]!.PayloadUUID);
    expect(other.PayloadUUID).not.toBe(a.PayloadUUID);
  });
});

describe('GET /api/media/apn/<lng>/<variant>/<name>.svg', () => {
  it('the version in the URLs the API hands out is cached a year; none or another version, a day', async () => {
    const me = sims.physical_sim;
    const windows = await h.get(`en/apn/prepaid?platform=3&id=${me.id}`, me.auth);
    const url = (windows.body as ApnSettings).instructions[0]!.image!;
    const current = await h.request('GET', url);
    expect(current.status).toBe(200);
    expect(current.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const other of [url.replace(/\?v=.*$/, ''), url.replace(/\?v=.*$/, '?v=000000000000')]) {
      const res = await h.request('GET', other);
      expect(res.status).toBe(200);
      expect(res.body).toBe(current.body);
      expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    }
  });

  it.each(Object.keys(SCREENS).flatMap((n) => LANGUAGES.map((lng) => [n, lng])))(
    '%s in %s is a light, script-free SVG, cached for a day without its version',
    async (name, lng) => {
      const res = await h.request('GET', `/api/media/apn/${lng}/pc/${name}.svg`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      const svg = res.body as string;
      expect(svg).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+" viewBox="0 0 \d+ \d+" lang="[a-zA-Z-]+" font-family="[^"<>]+">.*<\/svg>$/s,
      );
      expect(svg).not.toMatch(/<script|<foreignObject|<style|<image|\son[a-z]+=|href|url\(|@import/i);
      // Decision 0032: a few kB each (3.0 kB on average, 0.8 kB in brotli, measured when drawn).
      expect(svg.length).toBeLessThan(7_000);
    },
  );

  it('sends a picture compressed when the browser takes brotli or gzip, the same picture once decoded', async () => {
    const url = '/api/media/apn/vi/prepaid/android-apn-form.svg';
    const plain = await h.request('GET', url);
    const fetchAs = (accept: string) => h.app.request(url, { headers: { 'Accept-Encoding': accept } });
    const br = await fetchAs('gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(brotliDecompressSync(brBody).toString('utf8')).toBe(plain.body);
    expect(brBody.length).toBeLessThan(1_500);
    const gz = await fetchAs('gzip, br;q=0');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString('utf8')).toBe(plain.body);
    const identity = await fetchAs('identity');
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(await identity.text()).toBe(plain.body);
  });

  it.each([
    'en/prepaid/nothing.svg',
    'en/prepaid/ios-connected.png',
    'en/prepaid/ios-connected',
    'en/prepaid/..%2Fapp.svg',
    'en/prepaid/IOS-CONNECTED.svg',
    'xx/prepaid/ios-connected.svg',
    'EN/prepaid/ios-connected.svg',
    'en/nothing/ios-connected.svg',
    'en/constructor/ios-connected.svg',
    // A picture's URL without its language.
    'ios-connected.svg',
  ])('%s is 404 E0010, not cacheable', async (file) => {
    const res = await h.request('GET', `/api/media/apn/${file}`);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('E0010');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
  });
});
