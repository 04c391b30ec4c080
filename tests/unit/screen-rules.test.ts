import { describe, expect, it } from 'vitest';
import { esimAndroidApnRedirect, esimConfigRedirect, step2Redirect } from '@/domain/screen-rules';

// Written from spec §2/§4: where a customer who opens a screen that no longer applies goes.
describe('/step2 by SIM and status', () => {
  it.each([
    ['PREPAID', undefined, false, undefined],
    ['PREPAID', 'init', false, undefined],
    ['PREPAID', 'prepare', false, undefined],
    ['PREPAID', 'activate', true, undefined], // the reserved date is shown, it cannot change
    ['PREPAID', 'sim_activated', true, undefined],
    ['PREPAID', 'completing', false, '/basicInfo'],
    ['PREPAID', 'sold', false, '/topPage'],
    ['PREPAID', 'using', false, '/topPage'],
    ['ESIMS', 'prepare', false, undefined],
    ['ESIMS', 'activate', false, '/esim-activation-notification'],
    ['ESIMS', 'activate', true, '/esim-apn-settings'],
    ['ESIMS', 'completing', false, '/basicInfo'],
    // An issued sonet eSIM got the EID form again.
    ['ESIMS', 'sold', false, '/apn-configuration'],
    ['ESIMS', 'using', false, '/apn-configuration'],
    ['LF', 'sold', false, '/apn-configuration'],
    ['ESIMA', 'prepare', false, undefined],
  ] as const)('%s %s (step flag %s) → %s', (usertype, simStatus, stepValidationStatus, to) =>
    expect(step2Redirect({ usertype, simStatus, stepValidationStatus })).toBe(to),
  );
});

describe('Android eSIM APN pages', () => {
  it.each([
    ['ESIMA', false, undefined],
    ['LF', false, undefined],
    ['LF', true, undefined],
    ['PREPAID', false, '/apn-configuration/2'],
    ['ESIMS', false, '/apn-configuration/2'],
    ['PREPAID', true, '/step3/2'],
    ['ESIMS', true, '/step3/2'],
  ] as const)('%s (onboarding %s) → %s', (usertype, onboarding, to) => expect(esimAndroidApnRedirect(usertype, onboarding)).toBe(to));
});

describe('eSIM initial config pages', () => {
  it.each([
    ['PREPAID', '1', false, '/apn-configuration/1'],
    ['PREPAID', '2', true, '/step3/2'],
    ['ESIMS', '1', false, undefined],
    ['LF', '2', true, undefined],
  ] as const)('%s device %s (onboarding %s) → %s', (usertype, device, onboarding, to) =>
    expect(esimConfigRedirect(usertype, device, onboarding)).toBe(to),
  );
});
