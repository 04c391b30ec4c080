import { queryOptions } from '@tanstack/react-query';
import { API, PlanList, type RechargeType } from '@/contract';
import { request } from '@/lib/http';
import { purchaseKeys } from '@/features/purchase/keys';

const PATHS = { 0: API.dataPlans, 1: API.extensionPlans } as const;

/** Data plans (type 0) or usage period extensions (type 1) for the SIM, in `lng`. */
export function getPlans(type: RechargeType, scId: number, lng: string) {
  return request(PATHS[type], { query: { id: scId }, schema: PlanList, language: lng });
}

// The language is part of the key: the list reloads when the customer switches language (spec §2),
// and each key's answer is in its own language.
export const plansOptions = (type: RechargeType, scId: number, lng: string) =>
  queryOptions({ queryKey: purchaseKeys.plans(type, scId, lng), queryFn: () => getPlans(type, scId, lng) });
