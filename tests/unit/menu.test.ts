import { describe, expect, it } from 'vitest';
import { activeMenuKey, menuFor, otherLinesInUse } from '@/domain/menu';

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
      'alertSettings',
      'apnConfiguration',
      'faq',
      'customerSupport',
      'logout',
    ]);
  });
  it.each(['ESIMA', 'LF'] as const)('eSIM customers without plans to buy (%s) get eSIM settings', (usertype) => {
    expect(keys({ loggedIn: true, usertype, simStatus: 'sold' })).toEqual([
      'topPage',
      'userInformation',
      'lineList',
      'alertSettings',
      'esimSettings',
      'faq',
      'customerSupport',
      'logout',
    ]);
  });
  // Spec §2 lets sonet eSIMs into recharge, extension and order history; the menu must show them.
  it('sonet eSIM customers get recharge, extension and order history too', () => {
    expect(keys({ loggedIn: true, usertype: 'ESIMS', simStatus: 'sold' })).toEqual([
      'topPage',
      'userInformation',
      'lineList',
      'dataRecharge',
      'usePeriodExtension',
      'orderHistory',
      'alertSettings',
      'esimSettings',
      'faq',
      'customerSupport',
      'logout',
    ]);
  });
  // A second SIM added by activation login is being set up; the first is still in use.
  it.each([
    [
      'LF',
      ['PREPAID'],
      [
        'initialSettings',
        'topPage',
        'userInformation',
        'lineList',
        'dataRecharge',
        'usePeriodExtension',
        'orderHistory',
        'fiveG',
        'alertSettings',
        'apnConfiguration',
        'faq',
        'customerSupport',
        'logout',
      ],
    ],
    [
      'PREPAID',
      ['LF'],
      ['initialSettings', 'topPage', 'userInformation', 'lineList', 'alertSettings', 'esimSettings', 'faq', 'customerSupport', 'logout'],
    ],
    [
      'ESIMA',
      ['ESIMS', 'LF'],
      [
        'initialSettings',
        'topPage',
        'userInformation',
        'lineList',
        'dataRecharge',
        'usePeriodExtension',
        'orderHistory',
        'alertSettings',
        'esimSettings',
        'faq',
        'customerSupport',
        'logout',
      ],
    ],
    ['LF', [], ['initialSettings', 'customerSupport', 'logout']],
  ] as const)('a new %s being set up beside SIMs in use %o', (usertype, otherLines, expected) => {
    expect(keys({ loggedIn: true, usertype, simStatus: 'prepare', otherLines })).toEqual(expected);
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
    ['/alert-settings', {}, 'alertSettings'],
    ['/faq', {}, 'faq'],
    ['/customer-support', {}, 'customerSupport'],
    ['/somewhere-else', {}, undefined],
  ] as const)('%s %o → %s', (path, opts, key) => expect(activeMenuKey(path, opts)).toBe(key));
});

describe('other SIMs in use, from the line list', () => {
  const line = (sc_id: number, user_type: 'PREPAID' | 'LF' | 'ESIMS', ac_status: 'sold' | 'using' | 'prepare' | 'activate') => ({
    sc_id,
    user_type,
    ac_status,
  });
  it.each([
    [[line(1, 'PREPAID', 'sold'), line(2, 'LF', 'prepare')], 2, ['PREPAID']],
    [[line(1, 'PREPAID', 'using'), line(2, 'LF', 'prepare'), line(3, 'ESIMS', 'activate')], 2, ['PREPAID']],
    [[line(2, 'LF', 'prepare')], 2, []],
    [[line(1, 'PREPAID', 'sold'), line(2, 'PREPAID', 'sold'), line(3, 'LF', 'sold')], 3, ['PREPAID']],
  ] as const)('%o, current %s → %o', (lines, current, expected) => expect(otherLinesInUse(lines, current)).toEqual(expected));
});
