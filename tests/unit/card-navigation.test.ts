import { describe, expect, it } from 'vitest';
import { targetAfterCardCheck, type CardCheck, type CardCheckTarget } from '@/domain/onboarding';

// Spec §4, "Navigation after a card status check", row by row.
const rows: [CardCheck, CardCheckTarget][] = [
  [
    { usertype: 'PREPAID', acStatus: 'init', scStatus: 'registered' },
    { to: '/step2', stepValidationStatus: false },
  ],
  [
    { usertype: 'PREPAID', acStatus: 'prepare', scStatus: 'registered' },
    { to: '/step2', stepValidationStatus: false },
  ],
  [
    { usertype: 'PREPAID', acStatus: 'activate', scStatus: 'activated' },
    { to: '/step3', stepValidationStatus: true },
  ],
  [
    { usertype: 'PREPAID', acStatus: 'sim_activated', scStatus: 'activated' },
    { to: '/step3', stepValidationStatus: true },
  ],
  [{ usertype: 'PREPAID', acStatus: 'using', scStatus: 'activated' }, { to: '/topPage' }],
  [{ usertype: 'PREPAID', acStatus: 'sold', scStatus: 'activated' }, { to: '/topPage' }],
  [{ usertype: 'PREPAID', acStatus: 'completing', scStatus: 'activated' }, { to: '/topPage' }],
  ...(['ESIMA', 'ESIMS', 'LF'] as const).flatMap((usertype): [CardCheck, CardCheckTarget][] => [
    [
      { usertype, acStatus: 'prepare', scStatus: 'registered' },
      { to: '/step2', stepValidationStatus: false },
    ],
    [
      { usertype, acStatus: 'activate', scStatus: 'activated' },
      { to: '/esim-apn-settings', stepValidationStatus: true },
    ],
    [
      { usertype, acStatus: 'activate', scStatus: 'activating' },
      { to: '/esim-apn-settings', stepValidationStatus: true },
    ],
    [
      { usertype, acStatus: 'activate', scStatus: 'set' },
      { to: '/esim-apn-settings', stepValidationStatus: true },
    ],
    [{ usertype, acStatus: 'activate', scStatus: 'registered' }, { to: '/esim-activation-notification' }],
    [{ usertype, acStatus: 'activate', scStatus: 'unused' }, { to: '/esim-activation-notification' }],
    [{ usertype, acStatus: 'sold', scStatus: 'set' }, { to: '/topPage' }],
    [{ usertype, acStatus: 'using', scStatus: 'set' }, { to: '/topPage' }],
    [{ usertype, acStatus: 'init', scStatus: 'init' }, { to: '/topPage' }],
  ]),
];

describe('navigation after a card status check (spec §4)', () => {
  it.each(rows)('%o → %o', (check, target) => expect(targetAfterCardCheck(check)).toEqual(target));
});
