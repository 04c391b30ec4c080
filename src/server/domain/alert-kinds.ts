import { RECHARGE_TYPES, type AlertChannels, type AlertKind, type SimType } from '@/contract';
import { SIM_KINDS } from './sim-kinds';
import { plansOf } from './plans';

/**
 * The alerts as a table (docs/decisions/0105): which SIMs can have each, what it is set to until the
 * customer chooses, and which screen its tap opens. Everything is off until chosen, except the
 * eSIM-ready mail, which every eSIM customer has always been sent.
 */
interface AlertRule {
  applies: (type: SimType) => boolean;
  defaults: AlertChannels;
  /** The portal path a tap on the notification (or the mail's link) opens. */
  target: (sim: { id: number; sim_type: SimType }, params: Record<string, unknown>) => string;
}

const OFF: AlertChannels = { push: false, mail: false };
const all = () => true;
/** A SIM with plans to buy opens the purchase for it; one without (its data is what it came with) opens the top page. */
export const buysPlans = (type: SimType) => plansOf(type, RECHARGE_TYPES.data).length > 0;
// `sim` is the SIM's id: the portal makes that SIM the current one (routes/-alert-sim.tsx).
const recharge = (sim: { id: number; sim_type: SimType }) => (buysPlans(sim.sim_type) ? `/data-recharge?sim=${sim.id}` : '/topPage');
const extension = (sim: { id: number; sim_type: SimType }) =>
  buysPlans(sim.sim_type) ? `/use-period-extension?sim=${sim.id}` : '/topPage';

export const ALERT_RULES: Record<AlertKind, AlertRule> = {
  data_20: { applies: all, defaults: OFF, target: recharge },
  data_5: { applies: all, defaults: OFF, target: recharge },
  period_3_days: { applies: all, defaults: OFF, target: extension },
  period_last_day: { applies: all, defaults: OFF, target: extension },
  unpaid_tomorrow: { applies: all, defaults: OFF, target: (_sim, p) => `/payment?paymentId=${String(p.paymentId)}` },
  esim_ready: { applies: (type) => !SIM_KINDS[type].physical, defaults: { push: false, mail: true }, target: () => '/esim-apn-settings' },
  five_g_added: { applies: (type) => SIM_KINDS[type].physical, defaults: OFF, target: () => '/5g-communication-option' },
  // An automatic top-up the customer turned on and that could not pay: told on every device that takes
  // pushes and by its own mail (domain/auto-topup-notice.ts), whatever the alert settings say.
  auto_topup_failed: { applies: all, defaults: { push: true, mail: true }, target: recharge },
  auto_topup_off: { applies: all, defaults: { push: true, mail: true }, target: (sim) => `/auto-top-up?sim=${sim.id}` },
};

/** Share of the allowance left at or below which each data alert goes out, largest first. */
export const DATA_THRESHOLDS: { kind: 'data_20' | 'data_5'; share: number }[] = [
  { kind: 'data_20', share: 0.2 },
  { kind: 'data_5', share: 0.05 },
];

/** Days before the usage period's last day at which "ends soon" goes out. */
export const PERIOD_WARNING_DAYS = 3;
