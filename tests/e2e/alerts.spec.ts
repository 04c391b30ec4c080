import type { CDPSession } from '@playwright/test';
import { test, expect } from './fixtures';
import { DEMO_PASSWORD, texts, type Lang } from './locale';
import { logIn } from './flows';
import { activeCustomer } from './customers';

/**
 * Alerts in the browser: the settings a customer is offered after setup (keyboard, axe, two
 * languages, phone viewport), and a push delivered to the service worker through Chromium's DevTools
 * protocol, as a push service would deliver it, with the screen its tap opens.
 */

/** Describes axe violations in one line each, so a failure names what to fix. */
const describe = (violations: { id: string; nodes: { target: unknown }[] }[]) =>
  violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`).join('\n');

for (const [lng, email, kinds] of [
  ['ja', 'lf@demo.test', ['data_20', 'data_5', 'period_3_days', 'period_last_day', 'unpaid_tomorrow', 'esim_ready']],
  ['vi', 'esims@demo.test', ['data_20', 'data_5', 'period_3_days', 'period_last_day', 'unpaid_tomorrow', 'esim_ready']],
] as const) {
  test(`alert settings in ${lng}: offered once, by keyboard, saved, all off in one step, axe clean`, async ({ page, axe }) => {
    const t = texts(lng as Lang);
    await page.goto(`/login?lng=${lng}`);
    await logIn(page, t, email, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/topPage$/);

    // The offer on the top page, reached by keyboard.
    const offer = page.getByRole('region', { name: t.alerts.offer.title });
    await expect(offer).toBeVisible();
    await offer.getByRole('link', { name: t.alerts.offer.choose }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/alert-settings$/);
    await expect(page.getByRole('heading', { level: 1, name: t.alerts.title })).toBeVisible();

    // One group per alert this SIM can have (no 5G option on an eSIM), with the defaults: only the eSIM-ready mail on.
    const groups = page.getByRole('group');
    await expect(groups).toHaveCount(kinds.length);
    for (const kind of kinds) {
      const group = page.getByRole('group', { name: t.alerts.kinds[kind] });
      await expect(group.getByRole('checkbox', { name: t.alerts.mail, exact: true })).toBeChecked({ checked: kind === 'esim_ready' });
      // This Chromium has Web Push, so the push choice is offered; the device itself is not subscribed yet.
      await expect(group.getByRole('checkbox', { name: t.alerts.push, exact: true })).not.toBeChecked();
    }
    await expect(page.getByRole('button', { name: t.alerts.device.turnOn })).toBeVisible();
    expect(describe(await axe(page)), `${lng} alert settings`).toBe('');

    // Data 5 % by mail, with the keyboard only; saved, and still so after a reload.
    await page.getByRole('group', { name: t.alerts.kinds.data_5 }).getByRole('checkbox', { name: t.alerts.mail, exact: true }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: t.alerts.save, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: t.alerts.saved })).toBeVisible();
    await page.reload();
    const data5Mail = page.getByRole('group', { name: t.alerts.kinds.data_5 }).getByRole('checkbox', { name: t.alerts.mail, exact: true });
    await expect(data5Mail).toBeChecked();

    // One control turns every alert off.
    await page.getByRole('button', { name: t.alerts.allOff }).click();
    await expect(page.getByRole('status').filter({ hasText: t.alerts.allOffDone })).toBeVisible();
    await page.reload();
    for (const kind of kinds) {
      await expect(
        page.getByRole('group', { name: t.alerts.kinds[kind] }).getByRole('checkbox', { name: t.alerts.mail, exact: true }),
      ).not.toBeChecked();
    }
    expect(describe(await axe(page)), `${lng} alert settings, all off`).toBe('');

    // Answered: the top page does not offer it again.
    await page.goto('/topPage');
    await expect(page.getByRole('heading', { level: 1, name: t.account.top.title })).toBeVisible();
    await expect(page.getByRole('region', { name: t.alerts.offer.title })).toHaveCount(0);
  });
}

test.describe('a push reaching the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('shows the notification in the customer’s language; its tap makes that SIM current and opens its data recharge', async ({
    page,
    context,
    baseURL,
    request,
    api,
  }) => {
    const origin = new URL(baseURL!).origin;
    await context.grantPermissions(['notifications'], { origin });
    const t = texts('en');
    // A customer with a SIM in use, who then adds a second SIM: the new one is current (being set up).
    const me = await activeCustomer(request, api);
    const second = await api.mintSim('physical_sim');
    const added = await request.post('/api/en/auth/activation_login', {
      data: { email: me.email, password: me.password, activation_code: second.activation_code },
    });
    expect(added.status()).toBe(200);
    expect(((await added.json()) as { sc_id: number }).sc_id).not.toBe(me.scId);

    await page.goto('/login?lng=en');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    await logIn(page, t, me.email, me.password);
    await expect(page).not.toHaveURL(/\/login/);

    // The registration id, as DevTools knows it.
    const cdp: CDPSession = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r: { scopeURL: string; isDeleted: boolean }) => r.scopeURL === `${origin}/` && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');

    // What the API sends for "5 % left" about the first SIM (push/alert-texts.ts, written here by hand in Vietnamese).
    const alert = {
      title: 'Dung lượng dữ liệu chỉ còn 5%',
      body: 'ICCID …1234: còn 0.15 GB trên 3.00 GB. Bạn sắp mất kết nối: hãy mua thêm dữ liệu ngay.',
      url: `/data-recharge?sim=${me.scId}`,
      tag: `data_5:${me.iccid}`,
      lang: 'vi',
    };
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: await registrationId, data: JSON.stringify(alert) });

    const [worker] = context.serviceWorkers();
    expect(worker).toBeDefined();
    const shown = () =>
      worker!.evaluate(async () =>
        (await (self as unknown as ServiceWorkerGlobalScope).registration.getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          lang: n.lang,
          data: n.data as unknown,
        })),
      );
    await expect.poll(shown).toEqual([{ title: alert.title, body: alert.body, tag: alert.tag, lang: 'vi', data: { url: alert.url } }]);

    // DevTools cannot click a system notification: the tap is dispatched in the worker as the
    // browser would, with the notification shown above. The open window goes to the alert's screen,
    // for the SIM the alert was about (the SIM being set up could not even open data recharge).
    await worker!.evaluate(async () => {
      const scope = self as unknown as ServiceWorkerGlobalScope;
      const [notification] = await scope.registration.getNotifications();
      scope.dispatchEvent(new NotificationEvent('notificationclick', { notification: notification! }));
    });
    await expect(page).toHaveURL(/\/data-recharge$/);
    await expect(page.getByRole('heading', { level: 1, name: t.recharge.dataTitle })).toBeVisible();
    await expect(page.getByRole('radio').first()).toBeVisible();
    // The tap closed it.
    await expect.poll(async () => (await shown()).length).toBe(0);
    // The first SIM is the current one now.
    await page.goto('/line-list');
    await expect(page.getByRole('listitem').filter({ hasText: me.iccid })).toHaveAttribute('aria-current', 'true');
  });
});
