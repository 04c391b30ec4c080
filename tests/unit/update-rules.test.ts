import { describe, expect, it } from 'vitest';
import { onNewController, updateStep, type ControllerChangeAction, type UpdateContext, type UpdateStep } from '@/lib/update-rules';

const base: UpdateContext = { locksSupported: true, heldHere: false, lockTaken: false, paymentStarting: false };

const STEPS: [string, Partial<UpdateContext>, UpdateStep][] = [
  ['no payment anywhere: the new version takes over', {}, 'skip-waiting'],
  ['another tab holds the payment lock', { lockTaken: true }, 'wait-for-other-tab'],
  ['another tab is about to start a payment (waits for the lock behind us)', { paymentStarting: true }, 'wait-for-other-tab'],
  ['this tab is paying again (the customer started a payment while waiting)', { heldHere: true, lockTaken: true }, 'wait-for-this-tab'],
  ['this tab is paying, lock free', { heldHere: true }, 'wait-for-this-tab'],
  ['no Web Locks (older Safari): other tabs are unknown, apply as before', { locksSupported: false }, 'skip-waiting'],
  ['no Web Locks, this tab is paying', { locksSupported: false, heldHere: true }, 'wait-for-this-tab'],
];

describe('updateStep', () => {
  it.each(STEPS)('%s', (_name, context, expected) => {
    expect(updateStep({ ...base, ...context })).toBe(expected);
  });
});

const CHANGES: [string, { wasControlled: boolean; heldHere: boolean }, ControllerChangeAction][] = [
  ['a new version takes over an idle tab', { wasControlled: true, heldHere: false }, 'reload'],
  ['a new version takes over a tab in the middle of a payment', { wasControlled: true, heldHere: true }, 'reload-after-payment'],
  ['the first install takes control of a fresh page', { wasControlled: false, heldHere: false }, 'nothing'],
  ['the first install takes control during a payment', { wasControlled: false, heldHere: true }, 'nothing'],
];

describe('onNewController', () => {
  it.each(CHANGES)('%s', (_name, context, expected) => {
    expect(onNewController(context)).toBe(expected);
  });
});
