import { describe, expect, it } from 'vitest';
import * as onboarding from '@/domain/onboarding';
import type { OnboardingPatch } from '@/domain/onboarding';

/**
 * Spec §4 "Onboarding", written out by hand as event → what the session's SIM status and
 * stepValidationStatus become. Each row names the transition the screens call.
 */
const TRANSITIONS: [event: string, run: () => OnboardingPatch, expected: OnboardingPatch][] = [
  // "Once the activation date is reserved ... " the physical SIM activates on it.
  ['physical SIM: activation date reserved', () => onboarding.activationDateReserved(), { simStatus: 'activate' }],
  // Flag true for /step3 (navigation table: physical, activate → /step3, flag true).
  ['physical SIM: reserved date acknowledged, on to step 3', () => onboarding.activationDateConfirmed(), { stepValidationStatus: true }],
  // "Activation request success sets status activate and goes to the notification page."
  [
    'eSIM requested (server answers activate / registered)',
    () => onboarding.esimRequested({ ac_status: 'activate', sc_status: 'registered' }),
    { simStatus: 'activate', cardStatus: 'registered' },
  ],
  // "The user then goes to step3 and stepValidationStatus becomes true."
  [
    'eSIM issued (activate / activated): on to step 3',
    () => onboarding.esimIssued({ ac_status: 'activate', sc_status: 'activated' }),
    { simStatus: 'activate', cardStatus: 'activated', stepValidationStatus: true },
  ],
  // "The APN configuration page sets it to true."
  ['APN configuration page opened', () => onboarding.apnConfigurationOpened(), { stepValidationStatus: true }],
  // "simStatus completing is set for prepaid when basic info opens."
  ['basic info opened by a physical SIM', () => onboarding.basicInfoOpened('PREPAID'), { simStatus: 'completing' }],
  ['basic info opened by a sonet eSIM', () => onboarding.basicInfoOpened('ESIMS'), {}],
  ['basic info opened by an astro eSIM', () => onboarding.basicInfoOpened('ESIMA'), {}],
  ['basic info opened by a linksfield eSIM', () => onboarding.basicInfoOpened('LF'), {}],
  // "Setup complete calls registration complete ... On prepaid setup complete, stepValidationStatus
  // becomes false." and "Go to top page ... call registration complete, set sold".
  ['registration complete answered', () => onboarding.registrationCompleted(), { simStatus: 'sold', stepValidationStatus: false }],
  // "simStatus sold is set ... via the dedicated-page link."
  ['basic info link to the top page', () => onboarding.basicInfoLeft(), { simStatus: 'sold' }],
];

describe('onboarding transitions (spec §4)', () => {
  it.each(TRANSITIONS)('%s', (_event, run, expected) => expect(run()).toEqual(expected));

  it('a transition hands out a new patch each time (the session cannot share one object)', () => {
    expect(onboarding.registrationCompleted()).not.toBe(onboarding.registrationCompleted());
  });
});
