import { queryOptions } from '@tanstack/react-query';
import { API, HistoryPage, type RechargeType } from '../../../contract';
import { request } from '../../../lib/http';

const PATHS = { 0: API.dataHistory, 1: API.extensionHistory } as const;

export function getHistory(type: RechargeType, scId: number, page: number) {
  return request(PATHS[type], { query: { id: scId, page }, schema: HistoryPage });
}

export const historyKey = (type: RechargeType, scId: number) => ['orders', type, scId] as const;

export const historyOptions = (type: RechargeType, scId: number, page: number, lng: string) =>
  queryOptions({ queryKey: [...historyKey(type, scId), page, lng], queryFn: () => getHistory(type, scId, page) });
