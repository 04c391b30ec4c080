import type { Page } from '@playwright/test';
import { test, expect, describeViolations } from './fixtures';
import { LANGS, texts, type Texts } from './locale';
import { register, uniqueEmail } from './flows';
import type { SandboxApi } from './fixtures';
import type { SimType } from '@/contract/sim';

type Axe = (page: Page) => Promise<Parameters<typeof describeViolations>[0]>;

async function newCustomer(page: Page, api: SandboxApi, t: Texts, lng: string, type: SimType) {
  const sim = await api.mintSim(type);
  await page.goto(`/register?lng=${lng}`);
  await register(page, t, { email: uniqueEmail(`a11y-${type}`), password: 'pass-word1', code: sim.activation_code });
  await expect(page).toHaveURL(/\/step2$/);
}

async function scan(page: Page, axe: Axe, label: string) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(describeViolations(await axe(page)), label).toBe('');
}

for (const lng of LANGS) {
  test.describe(`${lng}: onboarding screens pass axe`, () => {
    const t = texts(lng);

    test('physical SIM', async ({ page, api, axe }) => {
      await newCustomer(page, api, t, lng, 'physical_sim');
      await scan(page, axe, 'step2 date form');
      const date = await page.getByLabel(t.onboarding.activationDate.label, { exact: true }).getAttribute('min');
      await page.getByLabel(t.onboarding.activationDate.label, { exact: true }).fill(date!);
      await page.getByRole('button', { name: t.onboarding.activationDate.next }).click();
      await scan(page, axe, 'step2 confirm');
      await page.getByRole('button', { name: t.onboarding.activationDate.reserve }).click();
      await expect(page.getByRole('button', { name: t.onboarding.activationDate.toApn })).toBeVisible();
      await scan(page, axe, 'step2 reserved');
      await page.getByRole('button', { name: t.onboarding.activationDate.toApn }).click();
      await scan(page, axe, 'step3 devices');
      for (const device of ['1', '2', '3', '4']) {
        await page.goto(`/step3/${device}`);
        await expect(page.getByRole('button', { name: t.apn.setupComplete })).toBeVisible();
        await scan(page, axe, `step3/${device}`);
      }
      await page.getByRole('button', { name: t.apn.setupComplete }).click();
      await expect(page).toHaveURL(/\/basicInfo$/);
      await scan(page, axe, 'basicInfo');
    });

    test('sonet eSIM', async ({ page, api, axe }) => {
      await newCustomer(page, api, t, lng, 'sonet_esim');
      await page.getByRole('button', { name: t.onboarding.esimIssue.submit }).click();
      await expect(page.getByText(t.common.validation.Thisfieldisrequired)).toBeVisible();
      await page.locator('details').first().click();
      await scan(page, axe, 'EID form with errors and help');
      await page.getByLabel(t.onboarding.esimIssue.eidLabel).fill('89049032000000000000000000012385');
      await page.getByLabel(t.onboarding.esimIssue.agree).check();
      await page.getByRole('button', { name: t.onboarding.esimIssue.submit }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await scan(page, axe, 'issue confirmation');
      await page.getByRole('dialog').getByRole('button', { name: t.onboarding.esimIssue.issue }).click();
      await expect(page).toHaveURL(/\/esim-activation-notification$/);
      await scan(page, axe, 'notification');
      await expect(page.getByRole('button', { name: t.onboarding.notification.toSettings })).toBeEnabled({ timeout: 30_000 });
      await page.getByRole('button', { name: t.onboarding.notification.toSettings }).click();
      await scan(page, axe, 'esim-apn-settings');
      await page.goto('/apn-config/2/1');
      await expect(page.getByRole('button', { name: t.esim.toApnStep })).toBeVisible();
      await scan(page, axe, 'sonet initial settings');
      await page.getByRole('button', { name: t.esim.toApnStep }).click();
      await expect(page.getByRole('button', { name: t.apn.setupComplete })).toBeVisible();
      await scan(page, axe, 'sonet APN');
    });

    test('linksfield eSIM', async ({ page, api, axe }) => {
      await newCustomer(page, api, t, lng, 'linksfield_esim');
      await page.getByLabel(t.onboarding.esimIssue.agree).check();
      await page.getByRole('button', { name: t.onboarding.esimIssue.submit }).click();
      await page.getByRole('dialog').getByRole('button', { name: t.onboarding.esimIssue.issue }).click();
      await expect(page.getByRole('button', { name: t.onboarding.notification.toSettings })).toBeEnabled({ timeout: 30_000 });
      await page.getByRole('button', { name: t.onboarding.notification.toSettings }).click();
      await scan(page, axe, 'esim-apn-settings with methods');
      await page.goto('/apn-config/2/2');
      await expect(page.getByTestId('esim-qr')).toBeVisible();
      await scan(page, axe, 'eSIM config with QR');
      await page.getByRole('button', { name: t.esim.toApnStep }).click();
      await expect(page.getByRole('button', { name: t.apn.setupComplete })).toBeVisible();
      await scan(page, axe, 'Android eSIM APN');
    });
  });
}
