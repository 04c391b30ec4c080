// The APN step pictures were grey wireframes with the alt text "Screenshot of step N". A
// customer now sees each screen of their device in their language, and a screen reader says which
// screen it is and what to tap. The alt texts below are written by hand, in Japanese for Android
// and in Vietnamese for the iPhone, as a native reader would expect to hear them.
import { test, expect } from './fixtures';
import { DEMO_PASSWORD, texts, type Lang } from './locale';
import { logIn } from './flows';

const CASES: { lng: Lang; device: number; words: string[]; alts: string[] }[] = [
  {
    lng: 'ja',
    device: 2,
    // Words the first picture itself draws.
    words: ['ネットワークとインターネット', 'インターネット', '機内モード'],
    alts: [
      'Androidの設定「ネットワークとインターネット」：「SIM」をタップ',
      'Androidの設定「Prepaid SIM」：「モバイルデータ」をオン、「アクセスポイント名」をタップ',
      'Androidの設定「APN」：「+」をタップ',
      'Androidの設定「アクセスポイントの編集」：「名前」「APN」「ユーザー名」「パスワード」「認証タイプ」を入力',
      'Androidの設定「アクセスポイントの編集」：「⋮」をタップ、「保存」をタップ',
      'Androidの設定「APN」：「Prepaid SIM」を選択',
      'Androidの設定「インターネット」：「Wi-Fi」をオフ、「4G」の表示を確認',
    ],
  },
  {
    lng: 'vi',
    device: 1,
    words: ['Trang web này đang cố tải về một hồ sơ cấu hình', 'Cho phép', 'Bỏ qua'],
    alts: [
      'Safari trên iPhone: chạm vào “Tải hồ sơ về”, rồi chạm vào “Cho phép”',
      'Cài đặt iPhone: chạm vào “Đã tải về hồ sơ”',
      'Cài đặt iPhone, Cài đặt hồ sơ: chạm vào “Cài đặt”',
      'Cài đặt iPhone: tắt “Wi-Fi”, rồi kiểm tra đã hiện “4G”',
      'Cài đặt iPhone, Quản lý VPN & thiết bị: chạm vào “Xóa hồ sơ”',
    ],
  },
];

for (const { lng, device, words, alts } of CASES) {
  test(`${lng}: the APN steps of device ${device} show the device's screens with what they show and what to tap as alt text`, async ({
    page,
  }) => {
    const t = texts(lng);
    await page.goto(`/landingPage?lng=${lng}`);
    await logIn(page, t, 'prepaid@demo.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/topPage/);
    await page.goto(`/apn-configuration/${device}?lng=${lng}`);
    await expect(page.getByRole('heading', { name: t.apn.steps.title })).toBeVisible();

    const pictures = page.locator('main ol img');
    await expect(pictures).toHaveCount(alts.length);
    for (const [i, alt] of alts.entries()) {
      const img = page.getByRole('img', { name: alt, exact: true });
      await img.scrollIntoViewIfNeeded();
      await expect(img).toBeVisible();
      // Below the fold they wait until they are near; each keeps its box (width and height given).
      await expect(img).toHaveAttribute('loading', i === 0 ? 'eager' : 'lazy');
      await expect(img).toHaveAttribute('width', /^\d+$/);
      await expect(img).toHaveAttribute('height', /^\d+$/);
      // Drawn in this language: the URL names it, and the picture decodes.
      await expect(img).toHaveAttribute('src', new RegExp(`/api/media/apn/${lng}/prepaid/[a-z-]+\\.svg\\?v=[0-9a-f]{12}$`));
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
      // Shown at its own size (the words are drawn at a phone's reading size), never wider than the step.
      const box = (await img.boundingBox())!;
      const listItem = (await img.locator('xpath=ancestor::li[1]').boundingBox())!;
      expect(box.width).toBeLessThanOrEqual(listItem.width);
      expect(box.width).toBeGreaterThanOrEqual(Math.min(Number(await img.getAttribute('width')), listItem.width - 30));
    }
    for (const alt of await pictures.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt') ?? ''))) {
      expect(alt).not.toMatch(/screenshot|ảnh chụp|スクリーンショット|step \d/i);
    }

    // The first picture is the device's screen in the reader's language.
    const svg = await (await page.request.get((await pictures.first().getAttribute('src'))!)).text();
    // Its text as drawn: a long label wraps onto lines of its own, so compare without the spaces.
    const drawn = svg.replace(/<[^>]+>/g, '').replace(/\s+/g, '');
    for (const word of words) expect(drawn).toContain(word.replace(/\s+/g, ''));
  });
}
