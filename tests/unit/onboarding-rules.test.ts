import { describe, expect, it } from 'vitest';
import { afterSetupComplete, goToTopPage } from '@/domain/onboarding';
import { returnTarget, type ReturnContext } from '@/domain/return-target';
import { initialSettingsTarget } from '@/domain/menu';

describe('setup complete and go to top page (spec §4)', () => {
  it.each([
    ['sold', { callRegComplete: false, to: '/topPage' }],
    ['activate', { callRegComplete: true, to: '/basicInfo' }],
    ['sim_activated', { callRegComplete: true, to: '/basicInfo' }],
    [undefined, { callRegComplete: true, to: '/basicInfo' }],
  ] as const)('setup complete with status %s', (status, expected) => expect(afterSetupComplete(status)).toEqual(expected));

  it.each([
    ['sold', false],
    ['activate', true],
    ['completing', true],
  ] as const)('go to top page with status %s calls reg_complete: %s', (status, call) =>
    expect(goToTopPage(status).callRegComplete).toBe(call),
  );
});

describe('Return button (spec §4)', () => {
  it.each<[ReturnContext, string]>([
    [{ page: 'step3', usertype: 'ESIMS', simStatus: 'activate', device: '1' }, '/apn-config/1/1'],
    [{ page: 'step3', usertype: 'ESIMS', simStatus: 'activate', device: '2' }, '/apn-config/2/1'],
    [{ page: 'step3', usertype: 'ESIMS', simStatus: 'sold', device: '1' }, '/step3'],
    [{ page: 'step3', usertype: 'PREPAID', simStatus: 'activate', device: '1' }, '/step3'],
    [{ page: 'step3', usertype: 'LF', simStatus: 'activate', device: '2' }, '/step3'],
    [{ page: 'apn-config' }, '/apn-configuration'],
    [{ page: 'esim-android', duringOnboarding: true, method: '2' }, '/apn-config/2/2'],
    [{ page: 'esim-android', duringOnboarding: false, method: '2' }, '/apn-configuration'],
    [{ page: 'other' }, '/step3'],
  ])('%o → %s', (ctx, target) => expect(returnTarget(ctx)).toBe(target));
});

describe('side menu "Initial settings" (spec §2)', () => {
  it.each([
    [{ loggedIn: true, cardStatus: 'registered', simStatus: 'activate', usertype: 'LF' }, '/esim-activation-notification'],
    [{ loggedIn: true, cardStatus: 'registered', simStatus: 'activate', usertype: 'ESIMS' }, '/esim-activation-notification'],
    [{ loggedIn: true, cardStatus: 'registered', simStatus: 'activate', usertype: 'PREPAID' }, '/step2'],
    [{ loggedIn: true, cardStatus: 'activated', simStatus: 'completing', usertype: 'PREPAID' }, '/basicInfo'],
    [{ loggedIn: true, cardStatus: 'registered', simStatus: 'prepare', usertype: 'ESIMA' }, '/step2'],
    [{ loggedIn: true, cardStatus: 'set', simStatus: 'activate', usertype: 'LF' }, '/step2'],
    [{ loggedIn: false, cardStatus: 'registered', simStatus: 'prepare', usertype: 'LF' }, '/register'],
    [{ loggedIn: true, simStatus: 'prepare', usertype: 'LF' }, '/register'],
  ] as const)('%o → %s', (stored, target) => expect(initialSettingsTarget(stored)).toBe(target));
});
