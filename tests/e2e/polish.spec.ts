import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { DEMO_PASSWORD, texts } from './locale';
import { logIn } from './flows';

/**
 * What a customer sees on a 375 px phone, in the language where it was seen.
 * Measured in the page, not read from class names.
 */
test.use({ viewport: { width: 375, height: 812 } });

/** Words of the element's text that the browser drew over more than one line. */
async function splitWords(scope: Locator) {
  return scope.evaluateAll((elements) => {
    const split: string[] = [];
    for (const element of elements) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top)));
          if (lines.size > 1) split.push(match[0]);
        }
      }
    }
    return split;
  });
}

async function signIn(page: Page, lng: 'vi' | 'ja' | 'en', email: string) {
  await page.goto(`/landingPage?lng=${lng}`);
  await logIn(page, texts(lng), email, DEMO_PASSWORD);
  // A login and the top page's first load: slow on a busy machine, which is no failure.
  await expect(page).toHaveURL(/\/topPage$/, { timeout: 30_000 });
}

// At 320 px (the narrowest phones still in use), Vietnamese values such as "Thanh toán tại cửa hàng
// tiện lợi" in the order histories must wrap between words: `break-all` cut them mid-word. The prepaid
// customer's history holds the store payment; the sonet customer's holds the eSIM host names.
test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 700 } });
  for (const email of ['prepaid@demo.test', 'esims@demo.test']) {
    test(`vi: details lists never split a word across lines (${email})`, async ({ page }) => {
      await signIn(page, 'vi', email);
      for (const path of [
        '/topPage',
        '/line-list',
        '/order-history/data-recharge-history',
        '/order-history/subscription-extension-history',
      ]) {
        await page.goto(path);
        // Orders are folded: open each, as a customer reading them does.
        await page.waitForLoadState('networkidle');
        for (const order of await page.getByRole('main').locator('details > summary').all()) await order.click();
        const values = page.getByRole('main').locator('dd');
        await expect(values.first()).toBeVisible();
        // ICCIDs, EIDs and host names (the sonet line's SM-DP+ address) are single technical tokens that
        // may break where they must; words of a sentence may not.
        const technical = /^(\d{10,}|[a-z0-9-]+(\.[a-z0-9-]+)+)$/;
        const words = (await splitWords(values)).filter((word) => !technical.test(word));
        expect(words, path).toEqual([]);
      }
    });
  }
});

test('vi: the three agreement checkboxes are all full size', async ({ page }) => {
  const t = texts('vi');
  await page.goto('/register?lng=vi');
  const group = page.getByRole('group', { name: t.auth.register.agreements });
  const boxes = group.getByRole('checkbox');
  await expect(boxes).toHaveCount(3);
  for (const box of await boxes.all()) {
    const size = (await box.boundingBox())!;
    expect(size.width).toBe(20);
    expect(size.height).toBe(20);
  }
});

test('vi: Copy stays on one line and turning into "Copied" does not move the value', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const t = texts('vi');
  await signIn(page, 'vi', 'prepaid@demo.test');
  await page.goto('/apn-configuration/2');
  const copy = page.getByRole('button', { name: t.common.actions.copyNamed.replace('{{name}}', t.apn.details.apn) });
  await expect(copy).toBeVisible();
  const row = copy.locator('xpath=..');
  const value = row.locator('span').first();
  const before = (await value.boundingBox())!;
  const button = (await copy.boundingBox())!;
  const lineHeight = await copy.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
  expect(button.height, 'one line of "Sao chép"').toBeLessThan(lineHeight * 2);
  await copy.click();
  await expect(page.getByRole('status').filter({ hasText: t.common.actions.copied }).first()).toBeAttached();
  const after = (await value.boundingBox())!;
  expect(after.x).toBe(before.x);
  expect(after.width).toBe(before.width);
  expect((await copy.boundingBox())!.width).toBe(button.width);
});

for (const lng of ['vi', 'ja', 'en', 'zh', 'tw'] as const) {
  test(`${lng}: the brand name stays on one line in the header at 375 px`, async ({ page }) => {
    await page.goto(`/landingPage?lng=${lng}`);
    const brand = page.getByRole('banner').getByText(texts(lng).common.shell.brand, { exact: true });
    await expect(brand).toBeVisible();
    const lines = await brand.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top))).size;
    });
    expect(lines).toBe(1);
    // …and whole: not cut off at the edge or under the language choice.
    const box = (await brand.boundingBox())!;
    const select = (await page.getByRole('banner').getByRole('combobox').boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(select.x);
  });
}

test('en: no two links on the eSIM install screen share a name', async ({ page }) => {
  await signIn(page, 'en', 'esims@demo.test');
  await page.goto('/apn-configuration');
  await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
  const names = await page.getByRole('main').getByRole('link').allInnerTexts();
  expect(names.length).toBeGreaterThan(1);
  expect(new Set(names).size, names.join(' | ')).toBe(names.length);
});

test('ja: the footer says its rights in Japanese', async ({ page }) => {
  await page.goto('/landingPage?lng=ja');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('無断転載を禁じます');
  await expect(footer).not.toContainText('All rights reserved');
});

/**
 * Where the browser drew a new line inside the element's text: the index of each line's first
 * character (Japanese has no spaces, so words cannot be read back from the text).
 */
async function lineStarts(scope: Locator) {
  return scope.evaluate((element) => {
    const starts: number[] = [];
    let index = 0;
    let top: number | undefined;
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i++, index++) {
        if (/\s/.test(text[i]!)) continue;
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getClientRects()[0];
        if (!rect) continue;
        const y = Math.round(rect.top);
        if (top !== undefined && y > top + 2) starts.push(index);
        top = y;
      }
    }
    return starts;
  });
}

// Seen at 375 px: "2. お支払い方法を選/択" and "カードを変更す/る". A line may start only where a
// phrase does; the phrases are written here by hand.
test('ja: the stepper and the card buttons wrap between phrases at 375 px, never inside a word', async ({ page }) => {
  const t = texts('ja');
  await signIn(page, 'ja', 'prepaid@demo.test');
  await page.goto('/data-recharge');
  await page.locator('label:has(input[type=radio])').first().click();
  await page.getByRole('button', { name: t.recharge.purchase }).click();
  await expect(page).toHaveURL(/\/payment\?paymentId=/);
  const PHRASES: [string, string[]][] = [
    ['1. プランを選択', ['1. ', 'プランを', '選択']],
    ['2. お支払い方法を選択', ['2. ', 'お支払い', '方法を', '選択']],
    ['カードを変更する', ['カードを', '変更する']],
  ];
  const steps = page.getByRole('list', { name: t.recharge.steps.label }).getByRole('listitem');
  const labels = [steps.nth(0), steps.nth(1), page.getByRole('button', { name: 'カードを変更する' })];
  for (const [index, [text, phrases]] of PHRASES.entries()) {
    const label = labels[index]!;
    await expect(label).toHaveText(text);
    const allowed = phrases.slice(1).map((_, i) => phrases.slice(0, i + 1).join('').length);
    const starts = await lineStarts(label);
    expect(
      starts.every((start) => allowed.includes(start)),
      `${text}: lines start at ${starts.join(', ')} (allowed ${allowed.join(', ')})`,
    ).toBe(true);
  }
  // At this width they do wrap: the test would prove nothing on one line.
  expect(await lineStarts(labels[1]!)).not.toEqual([]);
});

for (const [email, lng, iphone, android] of [
  ['esima@demo.test', 'en', 'On this phone (iPhone)', 'On this phone (Android)'],
  ['lf@demo.test', 'ja', 'このスマートフォンでインストール（iPhone）', 'このスマートフォンでインストール（Android）'],
] as const) {
  test(`${lng}: ${email}'s eSIM install links each say which phone`, async ({ page }) => {
    await signIn(page, lng, email);
    await page.goto('/esim-apn-settings');
    const links = page.getByRole('main').getByRole('link');
    await expect(links.first()).toBeVisible();
    await expect(page.getByRole('link', { name: iphone, exact: true })).toHaveCount(1);
    await expect(page.getByRole('link', { name: android, exact: true })).toHaveCount(1);
    const names = await links.evaluateAll((all) => all.map((a) => a.getAttribute('aria-label') ?? a.textContent?.trim() ?? ''));
    expect(new Set(names).size, names.join(' | ')).toBe(names.length);
  });
}
