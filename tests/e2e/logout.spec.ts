import { test, expect } from './fixtures';
import { texts } from './locale';
import { logIn, logOut } from './flows';
import { activeCustomer } from './customers';
import { COOKIE_NAME as LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY } from '@/lib/language-detection';
import { STORED_SESSION_KEY } from '@/lib/session-mark';

/**
 * After logout nothing of the customer stays in the browser. What may stay is not the
 * customer's: the chosen language, the device's own encryption key (non-extractable, DESIGN.md) and,
 * in Cache Storage, the app precache and translations. Everything else left over fails the test —
 * a runtime cache of FAQ or APN answers, a persisted query cache, a session value.
 */
const t = texts('en');
const DEVICE_KEY_DB = 'portal-keys';
const SESSION_DB = 'portal-session';
/** The router's scroll positions, keyed by history entry ids: no URL of the customer's in them. */
const SCROLL_POSITIONS = 'tsr-scroll-restoration-v1_3';
const notCustomerData = {
  // The device's note that no session is stored (decision 0155): "no", never a trace of who was here.
  localStorage: (key: string, value: string) => key === LANGUAGE_STORAGE_KEY || (key === STORED_SESSION_KEY && value === 'no'),
  sessionStorage: (key: string, value: string) =>
    key === LANGUAGE_STORAGE_KEY || (key === SCROLL_POSITIONS && !Object.keys(JSON.parse(value) as object).some((k) => k.includes('/'))),
  indexedDB: (database: string) => database === DEVICE_KEY_DB,
  cache: (cache: string, url: string) => cache.startsWith('workbox-precache') || new URL(url).pathname.startsWith('/locales/'),
  // The language, remembered for the server's translation preload (server/http/locale-preload.ts).
  // The device cookie (decision 0033): a nonce and an HMAC, HttpOnly for /api/ only, so that this
  // phone's owner is not locked out by strangers' guesses. Nothing in it can be read back; the
  // plaintext scan below checks that the email is not in it.
  cookie: (name: string, value: string) =>
    (name === LANGUAGE_COOKIE && /^(ja|en|zh|tw|vi)$/.test(value)) || (name === 'device' && /^[\w-]+\.[\w-]+$/.test(value)),
};

test.use({ serviceWorkers: 'allow' });

test('logging out leaves nothing of the customer in the browser, and the session ends on the server', async ({
  page,
  request,
  api,
  storage,
  security,
}) => {
  await page.goto('/landingPage');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  const who = await activeCustomer(request, api);
  await logIn(page, t, who.email, who.password);
  await expect(page).toHaveURL(/\/topPage$/);
  // The screens whose data a cache could keep: account, lines, plans and orders, APN, FAQ.
  for (const path of [
    '/user-information',
    '/line-list',
    '/data-recharge',
    '/order-history/data-recharge-history',
    '/apn-configuration/1',
    '/faq',
    '/topPage',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  const before = await storage.dump(page);
  expect(before.indexedDB.filter((row) => row.database === SESSION_DB).length, 'a session to clear').toBeGreaterThan(0);

  await logOut(page);
  const after = await storage.dump(page);
  expect(
    after.indexedDB.filter((row) => row.database === SESSION_DB),
    'session values',
  ).toEqual([]);
  const left = [
    ...Object.entries(after.localStorage)
      .filter(([k, value]) => !notCustomerData.localStorage(k, value))
      .map(([k, value]) => `localStorage ${k}: ${value.slice(0, 200)}`),
    ...Object.entries(after.sessionStorage)
      .filter(([k, value]) => !notCustomerData.sessionStorage(k, value))
      .map(([k, value]) => `sessionStorage ${k}: ${value.slice(0, 200)}`),
    ...after.indexedDB
      .filter((row) => !notCustomerData.indexedDB(row.database))
      .map((row) => `indexedDB ${row.database}/${row.store} ${row.key}`),
    ...after.cacheStorage
      .filter((entry) => !notCustomerData.cache(entry.cache, entry.url))
      .map((entry) => `Cache Storage "${entry.cache}" ${entry.url}`),
    ...(await page.context().cookies()).filter((c) => !notCustomerData.cookie(c.name, c.value)).map((cookie) => `cookie ${cookie.name}`),
  ];
  expect(left, 'left behind after logout').toEqual([]);
  // What stays is the device's, never readable as a secret (the key is not extractable).
  expect(after.indexedDB.filter((row) => row.database === DEVICE_KEY_DB).map((row) => row.value)).toEqual([
    '"[CryptoKey AES-GCM extractable=false]"',
  ]);
  expect(await storage.findPlaintext(page, [who.email, who.iccid, who.password])).toEqual([]);

  // The server forgot the session as well: the refresh token the login got no longer works.
  const refreshTokens = (await security.secrets.all()).filter((s) => s.kind === 'refresh token').map((s) => s.value);
  expect(refreshTokens.length).toBeGreaterThan(0);
  for (const refresh_token of refreshTokens) {
    await expect
      .poll(async () => (await request.post('/api/en/prepaid_users/refresh_token', { data: { refresh_token } })).status(), {
        message: 'refresh after logout',
      })
      .toBe(401);
  }
});
