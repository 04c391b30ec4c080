import { describe, expect, it } from 'vitest';
import { activeMenuKey, menuFor } from '../../src/lib/menu';

const keys = (state: Parameters<typeof menuFor>[0]) => menuFor(state).map((i) => i.key);

describe('side menu by user state (spec §2)', () => {
  it.each(['prepare', 'sim_activated', 'init', 'activate', 'completing'] as const)('onboarding status %s', (simStatus) => {
    expect(keys({ loggedIn: true, usertype: 'PREPAID', simStatus })).toEqual(['initialSettings', 'customerSupport', 'logout']);
    expect(keys({ loggedIn: true, usertype: 'LF', simStatus })).toEqual(['initialSettings', 'customerSupport', 'logout']);
  });
  it('prepaid customers get the full menu', () => {
    expect(keys({ loggedIn: true, usertype: 'PREPAID', simStatus: 'using' })).toEqual([
      'topPage',
      'userInformation',
      'lineList',
      'dataRecharge',
      'usePeriodExtension',
      'orderHistory',
      'fiveG',
      'apnConfiguration',
      'faq',
      'customerSupport',
      'logout',
    ]);
  });
  it.each(['ESIMA', 'ESIMS', 'LF'] as const)('eSIM customers (%s) get eSIM settings', (usertype) => {
    expect(keys({ loggedIn: true, usertype, simStatus: 'sold' })).toEqual([
      'topPage',
      'userInformation',
      'lineList',
      'esimSettings',
      'faq',
      'customerSupport',
      'logout',
    ]);
  });
  it('guests can log in, register or get help', () => expect(keys({ loggedIn: false })).toEqual(['login', 'register', 'customerSupport']));
});

describe('active menu item (spec §2)', () => {
  it.each([
    ['/topPage', {}, 'topPage'],
    ['/line-list', {}, 'lineList'],
    ['/user-information/', {}, 'userInformation'],
    ['/order-history', {}, 'orderHistory'],
    ['/order-history/data-recharge-history', {}, 'orderHistory'],
    ['/payment', { rechargeType: 0 }, 'dataRecharge'],
    ['/payment-verify', { rechargeType: 1 }, 'usePeriodExtension'],
    ['/ordercompleted', { rechargeType: 1 }, 'usePeriodExtension'],
    ['/ordercompleted', {}, 'dataRecharge'],
    ['/apn-configuration/2', { usertype: 'PREPAID' }, 'apnConfiguration'],
    ['/apn-configuration/2/1', { usertype: 'LF' }, 'esimSettings'],
    ['/esim-apn-android', { usertype: 'ESIMA' }, 'esimSettings'],
    ['/step3/1', { usertype: 'PREPAID' }, 'initialSettings'],
    ['/apn-config/1/1', { usertype: 'ESIMS' }, 'initialSettings'],
    ['/basicInfo', {}, 'initialSettings'],
    ['/5g-communication-option', {}, 'fiveG'],
    ['/faq', {}, 'faq'],
    ['/customer-support', {}, 'customerSupport'],
    ['/somewhere-else', {}, undefined],
  ] as const)('%s %o → %s', (path, opts, key) => expect(activeMenuKey(path, opts)).toBe(key));
});
