import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, LANGS, texts, type Lang } from './locale';
import { logIn } from './flows';

/**
 * SIMs in use were labelled "Activating" (開通処理中, 激活中, 開通中, Đang kích hoạt). Each
 * demo account's SIMs are read on the top page and the line list in five languages and compared
 * with what those SIMs really are (src/server/sandbox/demo/seed.ts: every demo SIM is in use), written by hand
 * here rather than taken from the code or the locale files.
 */
const LABEL = {
  activated: { ja: '開通済み', en: 'Activated', zh: '已激活', tw: '已開通', vi: 'Đã kích hoạt' },
  inUse: { ja: '利用中', en: 'In use', zh: '使用中', tw: '使用中', vi: 'Đang sử dụng' },
} satisfies Record<string, Record<Lang, string>>;
type Really = keyof typeof LABEL;

/** What each demo customer's SIMs are, the current one first: a physical SIM in use is activated, an eSIM in use is in use. */
const REALLY: Record<string, Really[]> = {
  'prepaid@demo.test': ['activated'],
  'esims@demo.test': ['inUse'],
  'esima@demo.test': ['inUse'],
  'lf@demo.test': ['inUse'],
  'multi@demo.test': ['activated', 'inUse'],
};

const statusIn = (scope: Locator | Page, label: string) =>
  scope.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

for (const email of DEMO_ACCOUNTS) {
  test(`${email}: every SIM's status label says what the SIM is, in five languages`, async ({ page }) => {
    const sims = REALLY[email]!;
    await page.goto('/landingPage?lng=en');
    await logIn(page, texts('en'), email, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/topPage$/);
    for (const lng of LANGS) {
      const t = texts(lng);
      await page.goto(`/topPage?lng=${lng}`);
      await expect(page.getByRole('heading', { level: 1, name: t.account.top.title })).toBeVisible();
      await expect(statusIn(page, t.account.labels.status), `${lng} top page`).toHaveText(LABEL[sims[0]!][lng]);

      await page.goto(`/line-list?lng=${lng}`);
      const lines = page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ has: page.locator('dl') });
      await expect(lines).toHaveCount(sims.length);
      for (const [i, really] of sims.entries()) {
        await expect(statusIn(lines.nth(i), t.lines.labels.status), `${lng} line ${i + 1}`).toHaveText(LABEL[really][lng]);
      }
    }
  });
}
