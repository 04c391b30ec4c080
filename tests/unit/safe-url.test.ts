import { describe, expect, it } from 'vitest';
import { safeUrl } from '@/lib/safe-url';

describe('safeUrl', () => {
  it.each([
    ['https://example.com/help?a=1', 'https://example.com/help?a=1'],
    ['http://example.com', 'http://example.com/'],
    ['/api/media/banner/five-g.svg', 'http://localhost/api/media/banner/five-g.svg'],
    ['//cdn.example.com/x.png', 'http://cdn.example.com/x.png'],
    [' https://example.com/ ', 'https://example.com/'],
  ])('keeps %j', (url, kept) => {
    expect(safeUrl(url)).toBe(kept);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    '\tjavascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'blob:https://example.com/1234',
    'file:///etc/passwd',
    'http://[bad',
  ])('drops %j', (url) => {
    expect(safeUrl(url)).toBeUndefined();
  });

  // Portal-only deployments: the API (and its media) lives on another origin than the page.
  it.each([
    ['/api/media/banner/five-g.svg', 'https://api.operator.example/api', 'https://api.operator.example/api/media/banner/five-g.svg'],
    ['/api/media/apn/step-1.svg?v=1', 'http://127.0.0.1:5101/api', 'http://127.0.0.1:5101/api/media/apn/step-1.svg?v=1'],
    ['https://help.example.com/ja/5g/', 'https://api.operator.example/api', 'https://help.example.com/ja/5g/'],
    ['/api/media/banner/five-g.svg', '/api', 'http://localhost/api/media/banner/five-g.svg'],
  ])('resolves %j against the API at %j', (url, apiBase, resolved) => {
    expect(safeUrl(url, apiBase)).toBe(resolved);
  });

  it('drops nothing given', () => {
    expect(safeUrl(null)).toBeUndefined();
    expect(safeUrl('')).toBeUndefined();
  });
});
