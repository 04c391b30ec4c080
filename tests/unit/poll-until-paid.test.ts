import { describe, expect, it } from 'vitest';
import { pollUntilPaid } from '@/features/purchase/poll-until-paid';

/**
 * A screen waiting for a wallet's or the store's payment (the completed screen, payment-external)
 * asks about the order every 3 s while it is unpaid, and stops once it is paid or the API answers an
 * error (an ended order, 409 E0030, among them). Written by hand from decision 0080.
 */
const ended = Object.assign(new Error('ended'), { code: 'E0030' });
const CASES: [string, Parameters<typeof pollUntilPaid>[0], number | false][] = [
  ['not answered yet', { data: undefined, error: null }, 3000],
  ['unpaid', { data: { status: 'unpaid' }, error: null }, 3000],
  ['paid', { data: { status: 'paid' }, error: null }, false],
  ['ended (error, no data)', { data: undefined, error: ended }, false],
  ['unpaid, then an error', { data: { status: 'unpaid' }, error: ended }, false],
];

describe('poll until paid', () => {
  it.each(CASES)('%s', (_name, state, expected) => expect(pollUntilPaid(state)).toBe(expected));
});
