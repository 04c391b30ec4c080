import type { QueryClient } from '@tanstack/react-query';
import type { RechargeType } from '@/contract';
import { currentLanguage } from '@/lib/i18n';
import { plansOptions } from '@/features/purchase/api/plans';
import { historyOptions } from '@/features/purchase/api/history';
import { loadTranslations } from '@/lib/screen-translations';

/**
 * Loader of the recharge screens: the plans, the first page of history and their translations
 * together, so the screen appears once with both. Loaded one after the other in the screen, the plans
 * pushed the history down when they came. prefetchQuery never throws: a failed list still
 * shows its own error in its place.
 */
export function loadRecharge(queryClient: QueryClient, type: RechargeType, scId: number) {
  const lng = currentLanguage();
  return Promise.all([
    queryClient.prefetchQuery(plansOptions(type, scId, lng)),
    queryClient.prefetchQuery(historyOptions(type, scId, 1, lng)),
    loadTranslations('recharge', 'orders'),
  ]);
}
