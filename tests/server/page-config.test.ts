/**
 * Decision 0047: with the reference API serving the portal, the card form loads the payment
 * provider's own scripts, named by the payment module (browserScripts) or the variables, which win.
 */
import { describe, expect, it } from 'vitest';
import { ConfigError } from '@/server/config';
import { combinedPageConfig, injectPortalConfig, scriptOriginsOf } from '@/server/portal-config';

const MODULE = {
  tokenScript: 'https://js.pay.example/v2/cptoken.js',
  threeDsScript: 'https://3ds.pay.example/adapter.js',
  accountId: 'm-1',
};

describe('the card provider’s scripts in the pages (portal + reference API)', () => {
  it('none named: nothing written, the build’s sandbox scripts stay', () => {
    expect(combinedPageConfig({}, undefined)).toBeUndefined();
  });

  it('the module’s, with their two origins for the CSP', () => {
    const c = combinedPageConfig({}, MODULE);
    expect(c).toEqual({ tokenScript: MODULE.tokenScript, threeDsScript: MODULE.threeDsScript, providerAccountId: 'm-1' });
    expect(scriptOriginsOf(c)).toEqual(['https://js.pay.example', 'https://3ds.pay.example']);
  });

  it('the variables win over the module', () => {
    const env = {
      CARD_TOKEN_SCRIPT_URL: 'https://cdn.example/t.js',
      THREEDS_SCRIPT_URL: 'https://cdn.example/3.js',
      PROVIDER_ACCOUNT_ID: 'from-env',
    };
    expect(combinedPageConfig(env, MODULE)).toEqual({
      tokenScript: 'https://cdn.example/t.js',
      threeDsScript: 'https://cdn.example/3.js',
      providerAccountId: 'from-env',
    });
  });

  it('refuses half a provider and scripts that are not absolute http(s) URLs', () => {
    expect(() => combinedPageConfig({ CARD_TOKEN_SCRIPT_URL: 'https://cdn.example/t.js' }, undefined)).toThrow(ConfigError);
    expect(() => combinedPageConfig({ CARD_TOKEN_SCRIPT_URL: '/t.js', THREEDS_SCRIPT_URL: 'https://cdn.example/3.js' }, undefined)).toThrow(
      /absolute/,
    );
    expect(() =>
      combinedPageConfig({ CARD_TOKEN_SCRIPT_URL: 'javascript:alert(1)', THREEDS_SCRIPT_URL: 'https://cdn.example/3.js' }, undefined),
    ).toThrow(ConfigError);
  });

  it('writes only the fields it has into the page, escaped', () => {
    const html = injectPortalConfig('<html><head><title>x</title></head></html>', {
      tokenScript: 'https://a.example/t.js?a="b"',
      threeDsScript: 'https://a.example/3.js',
    });
    const content = /<head><meta name="portal-config" content="([^"]*)">/.exec(html)![1]!;
    expect(JSON.parse(content.replace(/&quot;/g, '"').replace(/&amp;/g, '&'))).toEqual({
      tokenScript: 'https://a.example/t.js?a="b"',
      threeDsScript: 'https://a.example/3.js',
    });
  });
});
