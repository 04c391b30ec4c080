import CHROMIUM_FLAGS from '../../scripts/chromium-flags.json' with { type: 'json' };
import { test, expect } from './fixtures';
import { texts } from './locale';

/**
 * Narrower phones: 360 px (a common Android width) and 375 px with a classic scrollbar taking 15 px of
 * it (desktop-style scrollbars, some Android browsers). The brand may take a second line there, but it
 * never runs under the language choice, never leaves the header, and the header keeps its height.
 */
// Headless Chromium hides scrollbars unless told not to: the scrollbar case needs a real one.
test.use({
  launchOptions: {
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
    ignoreDefaultArgs: ['--hide-scrollbars'],
  },
});
for (const [width, scrollbar] of [
  [360, false],
  [375, true],
  [360, true],
] as const) {
  test(`every language: the brand stays clear of the language choice at ${width} px${scrollbar ? ' with a scrollbar' : ''}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 740 });
    const heights = new Set<number>();
    for (const lng of ['vi', 'ja', 'en', 'zh', 'tw'] as const) {
      await page.goto(`/landingPage?lng=${lng}`);
      // A page long enough to scroll: the classic scrollbar then takes its width from the layout.
      if (scrollbar) await page.evaluate(() => (document.body.style.minHeight = '200vh'));
      const clientWidth = await page.evaluate(() => document.documentElement.clientWidth);
      if (scrollbar) expect(clientWidth, 'the scrollbar takes its width').toBeLessThan(width);
      const banner = page.getByRole('banner');
      const brand = banner.getByText(texts(lng).common.shell.brand, { exact: true });
      await expect(brand).toBeVisible();
      const select = (await banner.getByRole('combobox').boundingBox())!;
      // Every line of the brand's text, not the box of its element (text can overflow its box).
      const right = await brand.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return Math.max(...Array.from(range.getClientRects()).map((r) => r.right));
      });
      expect(right, `${lng}: brand text ends ${(right - select.x).toFixed(1)} px under the language choice`).toBeLessThanOrEqual(select.x);
      expect(select.x + select.width, `${lng}: the language choice inside the page`).toBeLessThanOrEqual(clientWidth);
      heights.add(Math.round((await banner.boundingBox())!.height));
    }
    expect([...heights], 'the header keeps one height in every language').toHaveLength(1);
  });
}
