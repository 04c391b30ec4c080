import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PAYMENT_METHOD_CODES, type PaymentMethodName } from '@/contract';
import { expiryParts, splitHolderName, validateCard, type CardErrors, type CardForm } from './card-rules';
import { authenticate3ds, createToken } from './provider';
import { regPayment } from './api/reg-payment';
import { purchaseKeys } from './keys';

export type Registration =
  | { method: 'credit_card'; card: CardForm; save: boolean }
  | { method: 'credit_card'; savedCard: true }
  | { method: Exclude<PaymentMethodName, 'credit_card'> };

/** Thrown when the card form does not pass spec §5; the form shows each field's message. */
export class CardInvalid extends Error {
  constructor(readonly errors: CardErrors) {
    super('card invalid');
  }
}

/**
 * Spec §4 card registration sequence: validate → tokenise with the provider → 3-D Secure →
 * payments/reg_payment. Other methods register directly. Only the token reaches our API.
 */
export async function registerPayment(paymentId: string, registration: Registration): Promise<void> {
  if (registration.method !== 'credit_card') {
    await regPayment({ payment_id: paymentId, payment_method: PAYMENT_METHOD_CODES[registration.method] as 1 | 2 | 3 | 4, credit: false });
    return;
  }
  if ('savedCard' in registration) {
    await regPayment({ payment_id: paymentId, payment_method: 0, credit: true, first_payment_method: true });
    return;
  }
  const errors = validateCard(registration.card);
  if (Object.keys(errors).length) throw new CardInvalid(errors);
  const { first, last } = splitHolderName(registration.card.cardHolderName);
  const token = await createToken({
    number: registration.card.cardNumber,
    yymm: expiryParts(registration.card.expiryDate).yymm,
    first,
    last,
    cvv: registration.card.securityCode,
  });
  await authenticate3ds(token);
  await regPayment({ payment_id: paymentId, payment_method: 0, tkn: token, credit: registration.save });
}

export function useRegisterPayment(paymentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (registration: Registration) => registerPayment(paymentId, registration),
    // A card kept for next time is the saved card from now on: back on /payment (another card after
    // a decline, decision 0125) it shows, not the "no card" read before it was saved.
    // Marked stale only: the way on to the verify screen waits for no request.
    onSuccess: (_done, registration) => {
      if ('save' in registration && registration.save)
        void queryClient.invalidateQueries({ queryKey: purchaseKeys.savedCards(), refetchType: 'none' });
    },
  });
}
