import { type Language, type Plan, type RechargeType, type SimType } from '@/contract';
import { DAY_MS } from './japan-time';
import { taxIncluded } from './tax';

/**
 * The plan catalogue. Plans are code, not rows: they change with a deploy and are reviewed like code
 * (as APN values and content are). Orders keep a snapshot (size or days, price, tax), so changing a
 * price here never rewrites an order. Ids are stable and differ per SIM type, so a plan id names one
 * SIM type's plan and a physical SIM's plan cannot be bought for an eSIM.
 */
export interface PlanDef {
  id: number;
  rechargeType: RechargeType;
  gb: number | null;
  days: number | null;
  /** JPY, tax included. */
  price: number;
}

const data = (id: number, gb: number, price: number): PlanDef => ({ id, rechargeType: 0, gb, days: null, price });
const ext = (id: number, days: number, price: number): PlanDef => ({ id, rechargeType: 1, gb: null, days, price });

/** astro and linksfield eSIMs are bought and topped up at their own provider: no plans here. */
export const PLANS: Record<SimType, PlanDef[]> = {
  physical_sim: [
    data(101, 1, 550),
    data(103, 3, 1_480),
    data(105, 5, 2_200),
    data(110, 10, 3_980),
    ext(131, 7, 550),
    ext(132, 30, 1_650),
    ext(133, 90, 4_180),
  ],
  sonet_esim: [
    data(201, 1, 600),
    data(203, 3, 1_580),
    data(205, 5, 2_400),
    data(210, 10, 4_280),
    ext(231, 7, 600),
    ext(232, 30, 1_760),
    ext(233, 90, 4_400),
  ],
  astro_esim: [],
  linksfield_esim: [],
};

export function plansOf(simType: SimType, rechargeType: RechargeType): PlanDef[] {
  return PLANS[simType].filter((p) => p.rechargeType === rechargeType);
}

export function findPlan(simType: SimType, rechargeType: RechargeType, planId: number): PlanDef | undefined {
  return plansOf(simType, rechargeType).find((p) => p.id === planId);
}

/** The tax in a plan's tax-included price: the one rule of domain/tax.ts, rounded down once per order. */
export function taxOf(price: number): number {
  return taxIncluded(price);
}

/**
 * validity: a data plan can be used until the SIM expires; an extension plan's validity is the
 * expiry it would give the SIM. 0 when the SIM has no expiry yet.
 */
export function toPlan(p: PlanDef, expiry: Date | null): Plan {
  const base = expiry ? expiry.getTime() + (p.days ?? 0) * DAY_MS : 0;
  return { id: p.id, size: p.gb, days: p.days, price: p.price, currency: 'JPY', validity: Math.floor(base / 1000) };
}

const DATA_NAME: Record<Language, (gb: number) => string> = {
  ja: (gb) => `データ ${gb}GB`,
  en: (gb) => `Data ${gb}GB`,
  zh: (gb) => `流量 ${gb}GB`,
  tw: (gb) => `流量 ${gb}GB`,
  vi: (gb) => `Dữ liệu ${gb}GB`,
};
const EXTENSION_NAME: Record<Language, (days: number) => string> = {
  ja: (d) => `利用期間延長 ${d}日`,
  en: (d) => `Extension ${d} ${d === 1 ? 'day' : 'days'}`,
  zh: (d) => `延长使用期 ${d}天`,
  tw: (d) => `延長使用期限 ${d}天`,
  vi: (d) => `Gia hạn ${d} ngày`,
};

/** The plan's name in the reader's language, from an order's snapshot (names are not stored). */
export function planName(lng: Language, snapshot: { plan_gb: number | null; plan_days: number | null }): string {
  return snapshot.plan_gb !== null ? DATA_NAME[lng](snapshot.plan_gb) : EXTENSION_NAME[lng](snapshot.plan_days ?? 0);
}
