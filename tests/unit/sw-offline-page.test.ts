import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { offlinePageHtml, offlinePageLanguage, offlinePageResponse } from '../../sw/offline-page';
import { entryFiles } from '../../sw/shell-files';

const common = (lng: string) => JSON.parse(readFileSync(new URL(`../../public/locales/${lng}/common.json`, import.meta.url), 'utf8'));

// The worker's own no-connection page (decision 0055): which language, and what it says.
describe('the language of the no-connection page', () => {
  const url = (path: string) => new URL(path, 'https://portal.example');
  it.each([
    ['/topPage?lng=vi', 'ja', ['en-US'], 'vi'], // the link says so
    ['/topPage', 'tw', ['en-US'], 'tw'], // the language the customer chose in the portal
    ['/topPage', null, ['ko-KR', 'zh-HK'], 'tw'], // else the browser's first language we have
    ['/topPage', null, ['fr-FR'], 'en'], // none of ours
    ['/topPage?lng=xx', 'ja', [], 'ja'], // a link naming no language of ours is passed over
  ] as const)('%s, cookie %s, browser %o → %s', (path, cookie, languages, lng) =>
    expect(offlinePageLanguage(url(path), cookie, languages)).toBe(lng),
  );
});

describe('the no-connection page', () => {
  it.each(['ja', 'en', 'zh', 'tw', 'vi'] as const)('%s: the title, the words and a reload of the same address', (lng) => {
    const html = offlinePageHtml(lng, new URL('https://portal.example/apn-configuration/1?lng=ja&x="><script>'));
    const t = common(lng);
    expect(html).toContain(`<h1>${t.status.networkTitle}</h1>`);
    expect(html).toContain(t.offlinePage.body);
    expect(html).toContain(`href="/apn-configuration/1?lng=ja&amp;x=%22%3E%3Cscript%3E">${t.offlinePage.retry}</a>`);
    expect(html).not.toMatch(/<script/);
  });

  it('allows its one style by hash and nothing else', async () => {
    const response = await offlinePageResponse('en', new URL('https://portal.example/topPage'));
    expect(response.status).toBe(503);
    const policy = response.headers.get('content-security-policy')!;
    expect(policy).toMatch(/^default-src 'none'; img-src data:; style-src 'sha256-[A-Za-z0-9+/]{43}='; /);
    expect(await response.clone().text()).toContain('<link rel="icon" href="data:,">');
    const style = /<style>(.*)<\/style>/.exec(await response.text())![1]!;
    const { createHash } = await import('node:crypto');
    expect(policy).toContain(`'sha256-${createHash('sha256').update(style).digest('base64')}'`);
  });
});

describe('the files the shell starts with', () => {
  it('are its module scripts, preloads and style sheets, not its icons', () => {
    const html = `<script type="module" crossorigin src="/assets/index-a.js"></script>
      <link rel="stylesheet" crossorigin href="/assets/index-b.css"><link rel="modulepreload" crossorigin href="/assets/framework-c.js">
      <link rel="icon" href="/favicon.svg" type="image/svg+xml"><link rel="manifest" href="/manifest.webmanifest"><script src="/assets/index-a.js"></script>`;
    expect(entryFiles(html)).toEqual(['/assets/index-a.js', '/assets/index-b.css', '/assets/framework-c.js']);
  });
});
