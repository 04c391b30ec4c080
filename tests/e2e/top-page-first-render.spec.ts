import { test, expect } from './fixtures';
import { logIn } from './flows';
import { DEMO_PASSWORD, texts } from './locale';

/**
 * The top page's first render holds what a phone shows first, the usage; the chart's panel, the
 * account panel and the rest below follow in a later, deferred render (decision 0157). An init script
 * notes which of the page's section headings are in the document at the moment the usage heading
 * first appears (a MutationObserver runs after the render that added it has been applied in full).
 */
const t = texts('en');

function noteFirstRender(headings: { usage: string; below: string[] }) {
  const seen: { withUsage: string[] | null } = { withUsage: null };
  Object.defineProperty(window, '__topPage', { value: seen });
  new MutationObserver((_, observer) => {
    const names = [...document.querySelectorAll('main h2')].map((h) => h.textContent?.trim() ?? '');
    if (!names.includes(headings.usage)) return;
    seen.withUsage = names.filter((name) => headings.below.includes(name));
    observer.disconnect();
  }).observe(document, { subtree: true, childList: true });
}

test('the top page draws the usage first and what is below it just after', async ({ page }) => {
  await logIn(page, t, 'prepaid@demo.test', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: t.account.top.title })).toBeVisible();
  await page.addInitScript(noteFirstRender, { usage: t.account.usage.title, below: [t.account.chart.title, t.account.account.title] });
  // A returning customer opening the top page.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: t.account.account.title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: t.account.chart.title })).toBeVisible();
  const withUsage = await page.evaluate(() => (window as unknown as { __topPage: { withUsage: string[] | null } }).__topPage.withUsage);
  expect(withUsage, 'the panels below the usage that came in the same render as the usage').toEqual([]);
});
