import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { BannerList, FaqList, LANGUAGES, NoticeList, VideoSection, type Language } from '@/contract';
import { BANNER_ART } from '@/server/content/banner-art';
import { createHarness, type Harness } from './harness';
import { customer, type Customer } from './customers';

let h: Harness;
let prepaid: Customer;
let esim: Customer;
beforeAll(async () => {
  h = await createHarness();
  prepaid = await customer(h, 'physical_sim');
  esim = await customer(h, 'astro_esim');
});
afterAll(() => h?.close());

/** The tags content HTML may use; the portal sanitises anyway, but the API should not rely on that. */
const ALLOWED_TAGS = new Set(['p', 'strong', 'a', 'ul', 'li']);

/**
 * Text a reader of that language would recognise as written for them: kana for Japanese, only
 * simplified forms for zh and only traditional ones for tw (a machine conversion would leave the
 * other kind behind), Vietnamese diacritics, and English without CJK.
 */
const SIMPLIFIED_ONLY = /[设网络择连这们时间请费转过详务账么发钟开启应该过届内单订]/;
const TRADITIONAL_ONLY = /[設網絡擇連這們時間請費轉過詳務帳麼發鐘開啟應該屆內單訂]/;
const SCRIPT: Record<Language, (text: string) => boolean> = {
  ja: (t) => /[\u3040-\u30ff]/.test(t),
  en: (t) => !/[\u3000-\u9fff]/.test(t) && /\b(the|your|you|of|to)\b/i.test(t),
  zh: (t) => /[\u4e00-\u9fff]/.test(t) && !TRADITIONAL_ONLY.test(t) && !/[\u3040-\u30ff]/.test(t),
  tw: (t) => /[\u4e00-\u9fff]/.test(t) && !SIMPLIFIED_ONLY.test(t) && !/[\u3040-\u30ff]/.test(t),
  vi: (t) => /[ăâđêôơưạảấầẩậắằẳặẹẻẽếềểệỉịọỏốồổộớờởợụủứừửựỳỵỷỹ]/i.test(t),
};

const text = (html: string) => html.replace(/<[^>]+>/g, '');

function expectSafeHtml(html: string) {
  for (const [, tag] of html.matchAll(/<\/?([a-z0-9]+)/gi)) expect(ALLOWED_TAGS).toContain(tag!.toLowerCase());
  for (const [, href] of html.matchAll(/href="([^"]*)"/g)) expect(href).toMatch(/^https:\/\/help\.example\.jp\/[a-z]{2}\/[a-z0-9/-]+\/$/);
  expect(html).not.toMatch(/\son[a-z]+=|javascript:|<script|style=/i);
  expect(text(html).trim().length).toBeGreaterThan(5);
}

const EACH_LANGUAGE = LANGUAGES.map((l) => [l] as const);

describe('GET prepaid_users/video', () => {
  it.each(EACH_LANGUAGE)('in %s: title and plain-text description, the introduction film', async (lng) => {
    const res = await h.get(`${lng}/prepaid_users/video`, prepaid.auth);
    expect(res.status).toBe(200);
    expect(v.is(VideoSection, res.body)).toBe(true);
    const video = res.body as VideoSection;
    expect(video.url).toBe('https://videos.example.jp/service-introduction.mp4');
    expect(video.title.trim()).not.toBe('');
    expect(video.description).not.toMatch(/[<>]/);
    expect(video.description.length).toBeGreaterThan(30);
    expect(SCRIPT[lng](`${video.title} ${video.description}`)).toBe(true);
  });
});

describe('GET prepaid_users/banner', () => {
  it.each(EACH_LANGUAGE)(
    'in %s: two banners for a physical SIM on 3GB / 30 days, none for an eSIM on 5GB / 15 days (no 5G, no rollover)',
    async (lng) => {
      const forPrepaid = await h.get(`${lng}/prepaid_users/banner`, prepaid.auth);
      const forEsim = await h.get(`${lng}/prepaid_users/banner`, esim.auth);
      for (const res of [forPrepaid, forEsim]) {
        expect(res.status).toBe(200);
        expect(v.is(BannerList, res.body)).toBe(true);
      }
      const a = (forPrepaid.body as BannerList).banners;
      const b = (forEsim.body as BannerList).banners;
      // Versioned URLs: the picture's URL changes when the picture does, so it is cached a year.
      const unversioned = (banners: BannerList['banners']) => banners.map((x) => x.image.replace(/\?v=[0-9a-f]{12}$/, ''));
      expect(unversioned(a)).toEqual(['/api/media/banner/five-g.svg', '/api/media/banner/data-rollover.svg']);
      expect(unversioned(b)).toEqual([]);
      for (const banner of a) {
        const picture = await h.request('GET', banner.image);
        expect(picture.status).toBe(200);
        expect(picture.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      }
      for (const banner of a) {
        expect(SCRIPT[lng](`${banner.title} ${banner.alt}`)).toBe(true);
        expect(banner.alt.length).toBeGreaterThan(10);
        expect(banner.link).toMatch(new RegExp(`^https://help\\.example\\.jp/${lng}/[a-z0-9/-]+/$`));
      }
    },
  );

  // Spec §4: rollover is for monthly plans of 3GB or more, not the online-only 1GB plan.
  it.each([
    ['1GB / 7 days', false],
    ['1GB / 30 days', false],
    ['3GB / 7 days', false],
    ['5GB / 15 days', false],
    ['3GB / 30 days', true],
    ['10GB / 30 days', true],
    ['20GB / 60 days', true],
  ] as const)('the rollover banner on a plan of %s: %s', async (plan, shown) => {
    const lf = await customer(h, 'linksfield_esim');
    await h.db.query('UPDATE sims SET plan = $2 WHERE id = $1', [lf.id, plan]);
    const { banners } = (await h.get('ja/prepaid_users/banner', lf.auth)).body as BannerList;
    expect(banners.some((b) => b.image.includes('/data-rollover.svg'))).toBe(shown);
  });
});

describe('GET /api/media/banner/<name>.svg', () => {
  it.each(BANNER_ART.map((n) => [n]))('%s is a light, script-free SVG, cached for a day without its version', async (name) => {
    const res = await h.request('GET', `/api/media/banner/${name}.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const svg = res.body as string;
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="640" height="200" viewBox="0 0 640 200">.*<\/svg>$/s);
    expect(svg).not.toMatch(/<script|<foreignObject|<text|\son[a-z]+=|href|url\(/i);
    expect(svg.length).toBeLessThan(8_000);
  });

  it.each(['nothing.svg', 'five-g.png', 'FIVE-G.svg', '..%2Fapp.svg'])('%s is 404 E0010, not cacheable', async (file) => {
    const res = await h.request('GET', `/api/media/banner/${file}`);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('E0010');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('GET prepaid_users/get_notice', () => {
  it.each(EACH_LANGUAGE)('in %s: 3 to 5 notices, newest first, short safe HTML', async (lng) => {
    const res = await h.get(`${lng}/prepaid_users/get_notice`, prepaid.auth);
    expect(res.status).toBe(200);
    expect(v.is(NoticeList, res.body)).toBe(true);
    const { notices } = res.body as NoticeList;
    expect(notices.length).toBeGreaterThanOrEqual(3);
    expect(notices.length).toBeLessThanOrEqual(5);
    const dates = notices.map((n) => n.published_at);
    expect(dates).toEqual([...dates].sort((x, y) => y - x));
    for (const n of notices) {
      expectSafeHtml(n.body);
      expect(n.body.length).toBeLessThan(1_200);
      expect(SCRIPT[lng](`${n.title} ${text(n.body)}`)).toBe(true);
    }
  });

  it('has the same notices in every language, and says what the data rollover is', async () => {
    const all = await Promise.all(
      LANGUAGES.map(async (lng) => (await h.get(`${lng}/prepaid_users/get_notice`, esim.auth)).body as NoticeList),
    );
    const ids = all.map((l) => l.notices.map((n) => [n.id, n.published_at]));
    for (const other of ids) expect(other).toEqual(ids[0]);
    const en = all[LANGUAGES.indexOf('en')]!.notices.map((n) => text(n.body)).join('\n');
    expect(en).toMatch(/3GB or more carries over to the next month/);
    expect(en).toMatch(/1 November 2023/);
    expect(en).toMatch(/maintenance/i);
    expect(en).toMatch(/5G/);
  });
});

describe('GET faq/list', () => {
  const CASES = [1, 2, 3].flatMap((type) => LANGUAGES.map((lng) => [type, lng] as const));

  it.each(CASES)('type %i in %s: 8 to 10 questions, answers in safe HTML', async (type, lng) => {
    const res = await h.get(`${lng}/faq/list?type=${type}`, esim.auth);
    expect(res.status).toBe(200);
    expect(v.is(FaqList, res.body)).toBe(true);
    const { faqs } = res.body as FaqList;
    expect(faqs.length).toBeGreaterThanOrEqual(8);
    expect(faqs.length).toBeLessThanOrEqual(10);
    expect(new Set(faqs.map((f) => f.id)).size).toBe(faqs.length);
    for (const f of faqs) {
      expect(f.question).not.toMatch(/[<>]/);
      expectSafeHtml(f.answer);
      expect(SCRIPT[lng](`${f.question} ${text(f.answer)}`)).toBe(true);
      // Our internal names of the eSIM kinds mean nothing to a customer: "eSIM（A）", "eSIM (LF)" …
      expect(`${f.question} ${text(f.answer)}`).not.toMatch(/[（(]\s*(A|S|LF)\s*[）)]/);
    }
  });

  it('has the same questions in every language and a different set per type', async () => {
    const idsOf = async (type: number, lng: Language) =>
      ((await h.get(`${lng}/faq/list?type=${type}`, prepaid.auth)).body as FaqList).faqs.map((f) => f.id);
    const byType = [];
    for (const type of [1, 2, 3]) {
      const ids = await idsOf(type, 'ja');
      for (const lng of LANGUAGES) expect(await idsOf(type, lng)).toEqual(ids);
      byType.push(ids);
    }
    const [prepaidIds, esimIds, lfIds] = byType.map((ids) => ids.join());
    expect(new Set([prepaidIds, esimIds, lfIds]).size).toBe(3);
  });

  it('answers what each kind of customer needs to know', async () => {
    const all = async (type: number) =>
      ((await h.get(`en/faq/list?type=${type}`, prepaid.auth)).body as FaqList).faqs
        .map((f) => `${f.question}\n${text(f.answer)}`)
        .join('\n');
    const [p, e, lf] = [await all(1), await all(2), await all(3)];
    expect(p).toMatch(/prepaid\.example\.jp/);
    expect(p).toMatch(/activation date/i);
    expect(p).toMatch(/carries over/);
    expect(p).toMatch(/before your usage expiry date/);
    expect(p).toMatch(/convenience store/i);
    expect(p).toMatch(/5G/);
    expect(e).toMatch(/EID/);
    expect(e).toMatch(/cannot be installed again/);
    expect(e).toMatch(/esim\.example\.jp/);
    expect(lf).toMatch(/within 24 hours/);
    expect(lf).toMatch(/roaming/i);
    expect(lf).toMatch(/lf-data\.example\.jp/);
    for (const t of [p, e, lf]) expect(t).toMatch(/10:00 to 18:00/);
    expect(e).not.toMatch(/5G option/);
  });

  it.each(['', '?type=0', '?type=4', '?type=a', '?type=1&type=2', '?type=1&lang=en'])('refuses %s with 400 E0002', async (query) => {
    const res = await h.get(`en/faq/list${query}`, prepaid.auth);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('E0002');
  });
});

describe('every content endpoint', () => {
  it.each(['prepaid_users/video', 'prepaid_users/banner', 'prepaid_users/get_notice', 'faq/list?type=1'])(
    '%s needs a token',
    async (path) => {
      const res = await h.get(path);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('E0001');
    },
  );

  it.each(['prepaid_users/video', 'prepaid_users/banner', 'prepaid_users/get_notice'])('%s takes no query', async (path) => {
    const res = await h.get(`${path}?x=1`, prepaid.auth);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('E0002');
  });

  it('answers 404 E0010 in an unsupported language', async () => {
    const res = await h.request('GET', '/api/fr/faq/list?type=1', undefined, prepaid.auth);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('E0010');
  });
});
