import { useTranslation } from 'react-i18next';

/** A plan as the API describes it: its name and, from the reference API, its size and length. */
export type PlanLike = { plan: string; plan_gb?: number | null | undefined; plan_days?: number | null | undefined };
export type PlanFacts = { gb: number | null; days: number | null };

/**
 * Size and length of a plan (decision 0031): the API's fields, else read from an English name
 * ("3GB / 30 days"), as an operator's API without the fields still sends.
 */
export function planFacts(p: PlanLike): PlanFacts {
  const gb = p.plan_gb ?? (Number(/(\d+(?:\.\d+)?)\s*GB/i.exec(p.plan)?.[1]) || null);
  const days = p.plan_days ?? (Number(/(\d+)\s*days?\b/i.exec(p.plan)?.[1]) || null);
  return { gb, days };
}

/**
 * Names plans in the reader's language (common `plan.*`), e.g. "3GB／30日間"; a name that says
 * neither size nor length stays as the API sent it.
 */
export function usePlanLabel(): (p: PlanLike) => string {
  const { t } = useTranslation('common');
  return (p) => {
    const { gb, days } = planFacts(p);
    return gb !== null && days !== null ? t('plan.gbDays', { gb, count: days }) : p.plan;
  };
}
