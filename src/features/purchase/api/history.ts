import { queryOptions } from '@tanstack/react-query';
import { API, HistoryPage, type RechargeType } from '@/contract';
import { request } from '@/lib/http';
import { purchaseKeys } from '@/features/purchase/keys';

const PATHS = { 0: API.dataHistory, 1: API.extensionHistory } as const;

/** One page of a history in `lng` (plan names and methods are the API's words in that language). */
export function getHistory(type: RechargeType, scId: number, page: number, lng: string) {
  return request(PATHS[type], { query: { id: scId, page }, schema: HistoryPage, language: lng });
}

export const historyOptions = (type: RechargeType, scId: number, page: number, lng: string) =>
  queryOptions({ queryKey: purchaseKeys.historyPage(type, scId, page, lng), queryFn: () => getHistory(type, scId, page, lng) });
