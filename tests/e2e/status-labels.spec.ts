import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, LANGS, texts, type Lang } from './locale';
import { logIn, openMenuAndChoose } from './flows';
import { activeCustomer, addEsimLineInUse } from './customers';

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

/**
 * The other states spec §4 names, written by hand: a physical line temporarily stopped ("stop"),
 * terminating ("cancelling") and terminated ("cancelled"); an eSIM unused or expired.
 */
const OTHER_LABEL = {
  stop: { ja: '一時停止中', en: 'Temporarily stopped', zh: '已暂停', tw: '暫停使用', vi: 'Tạm ngưng' },
  cancelling: { ja: '解約手続き中', en: 'Terminating', zh: '终止处理中', tw: '終止處理中', vi: 'Đang chấm dứt' },
  cancelled: { ja: '解約済み', en: 'Terminated', zh: '已终止', tw: '已終止', vi: 'Đã chấm dứt' },
  unused: { ja: '未使用', en: 'Unused', zh: '未使用', tw: '未使用', vi: 'Chưa sử dụng' },
  expired: { ja: '有効期限切れ', en: 'Expired', zh: '已过期', tw: '已過期', vi: 'Đã hết hạn' },
} satisfies Record<string, Record<Lang, string>>;
type State = keyof typeof OTHER_LABEL;

const chooseLanguage = (page: Page, lng: Lang) => page.getByRole('banner').getByRole('combobox').selectOption(lng);

test('a line stopped, terminating or terminated and an eSIM unused or expired: top page and line list, five languages', async ({
  page,
  request,
  api,
}) => {
  test.setTimeout(180_000);
  const who = await activeCustomer(request, api);
  const esim = await addEsimLineInUse(request, api, who);
  const putLine = async (iccid: string, sc_status: State) => {
    const res = await request.post('/api/sandbox/line_status', { data: { iccid, sc_status } });
    expect(res.status(), `${sc_status}: ${await res.text()}`).toBe(204);
  };
  /** The top page (the current SIM) and the line list (every line given), in each language. */
  const reads = async (current: [string, State], lines: [string, State][]) => {
    await page.goto('/topPage');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const lng of LANGS) {
      await chooseLanguage(page, lng);
      await expect(statusIn(page, texts(lng).account.labels.status), `${current[1]}, ${lng}, top page`).toHaveText(
        OTHER_LABEL[current[1]][lng],
      );
    }
    if (lines.length === 0) return;
    await page.goto('/line-list');
    for (const lng of LANGS) {
      await chooseLanguage(page, lng);
      for (const [iccid, state] of lines) {
        const line = page.getByRole('main').getByRole('listitem').filter({ hasText: iccid });
        await expect(statusIn(line, texts(lng).lines.labels.status), `${state}, ${lng}, line list`).toHaveText(OTHER_LABEL[state][lng]);
      }
    }
  };

  // The eSIM, added last, is the current SIM.
  await page.goto('/landingPage?lng=en');
  await logIn(page, texts('en'), who.email, who.password);
  await expect(page).toHaveURL(/\/topPage$/);
  await putLine(esim.iccid, 'unused');
  await putLine(who.iccid, 'stop');
  await reads(
    [esim.iccid, 'unused'],
    [
      [esim.iccid, 'unused'],
      [who.iccid, 'stop'],
    ],
  );
  await putLine(esim.iccid, 'expired');
  await putLine(who.iccid, 'cancelling');
  await reads(
    [esim.iccid, 'expired'],
    [
      [esim.iccid, 'expired'],
      [who.iccid, 'cancelling'],
    ],
  );

  // The physical SIM made current on the line list: stopped, terminating, terminated on the top page.
  await chooseLanguage(page, 'en');
  const physical = page.getByRole('main').getByRole('listitem').filter({ hasText: who.iccid });
  await physical.getByRole('button', { name: texts('en').lines.useThis }).click();
  await expect(physical).toHaveAttribute('aria-current', 'true');
  await putLine(who.iccid, 'stop');
  await reads([who.iccid, 'stop'], []);
  await putLine(who.iccid, 'cancelling');
  await reads([who.iccid, 'cancelling'], []);
  await putLine(who.iccid, 'cancelled');
  await reads([who.iccid, 'cancelled'], [[who.iccid, 'cancelled']]);
  // A terminated line's customer still has the menu and can leave.
  await openMenuAndChoose(page, texts('vi'), texts('vi').common.menu.logout);
  await expect(page).toHaveURL(/\/login$/);
});
