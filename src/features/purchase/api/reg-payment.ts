import { API, MessageResponse, type RegPaymentRequest } from '@/contract';
import { request } from '@/lib/http';
import { STAY_WITH_THE_ORDER } from '@/features/purchase/money-answers';

/** Registers how an order will be paid; for a card only the provider's token travels (spec §3). */
export function regPayment(body: RegPaymentRequest) {
  return request(API.regPayment, { method: 'POST', body, schema: MessageResponse, ...STAY_WITH_THE_ORDER });
}
