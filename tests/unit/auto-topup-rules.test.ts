import { describe, expect, it } from 'vitest';
import { type ScStatus, type SimType } from '@/contract';
import { type AutoTopUpState } from '@/contract/auto-topup';
import { isBelowThreshold, japanMonth, unavailableReason } from '@/server/domain/auto-topup';
import { autoTopUpMail } from '@/server/mail/auto-topup-mail';
import { mayAct } from '@/server/domain/usage-falls';
import { autoTopUpView, liftsAboveThreshold, shareAfterEmpty } from '@/features/auto-topup/model';

const NOW = Date.UTC(2026, 3, 10);
const DAY = 86_400_000;
const sim = (sim_type: SimType, sc_status: ScStatus, start: number | null, expiry: number | null) => ({
  sim_type,
  sc_status,
  start_date: start === null ? null : new Date(start),
  expiry_date: expiry === null ? null : new Date(expiry),
});

describe('which SIMs may buy data automatically (spec §4: plans only before expiry)', () => {
  it.each([
    ['physical SIM in use', sim('physical_sim', 'activated', NOW - DAY, NOW + DAY), null],
    ['sonet eSIM in use', sim('sonet_esim', 'set', NOW - DAY, NOW + DAY), null],
    ['astro eSIM: topped up at its provider', sim('astro_esim', 'set', NOW - DAY, NOW + DAY), 'sim_type'],
    ['linksfield eSIM: topped up at its provider', sim('linksfield_esim', 'set', NOW - DAY, NOW + DAY), 'sim_type'],
    ['terminated line', sim('physical_sim', 'cancelled', NOW - DAY, NOW + DAY), 'terminated'],
    ['line being terminated', sim('physical_sim', 'cancelling', NOW - DAY, NOW + DAY), 'terminated'],
    ['not activated yet', sim('physical_sim', 'registered', null, null), 'not_started'],
    ['expiring this very moment', sim('physical_sim', 'activated', NOW - DAY, NOW), 'expired'],
    ['expired', sim('physical_sim', 'activated', NOW - 31 * DAY, NOW - DAY), 'expired'],
  ] as const)('%s', (_name, s, want) => {
    expect(unavailableReason(s, NOW)).toBe(want);
  });
});

describe('once per fall below a line (docs/decisions/0141)', () => {
  // A fall acts when nothing acted yet, in a new usage period, when armed again by a sample at or above
  // the line, or when the caller's own rule re-arms it (the automatic top-up: the data it bought is used).
  it.each<[string, { period: string; armed: boolean } | undefined, string, boolean, boolean]>([
    ['never acted', undefined, '2026-04-01', false, true],
    ['acted this period, still below', { period: '2026-04-01', armed: false }, '2026-04-01', false, false],
    ['acted, then back above', { period: '2026-04-01', armed: true }, '2026-04-01', false, true],
    ['acted last period', { period: '2026-03-01', armed: false }, '2026-04-01', false, true],
    ['acted, the data it bought used', { period: '2026-04-01', armed: false }, '2026-04-01', true, true],
  ])('%s → %s', (_name, state, period, rearmed, want) => {
    expect(mayAct(state, period, rearmed)).toBe(want);
  });
});

describe('"falls below X %" and the month a purchase counts in', () => {
  it.each([
    [0.21, 20, false],
    [0.2, 20, false],
    [0.199, 20, true],
    [0, 10, true],
    [1, 30, false],
  ])('%d left, threshold %d %%: %s', (share, pct, want) => {
    expect(isBelowThreshold(share, pct)).toBe(want);
  });
  it.each([
    [Date.UTC(2026, 3, 30, 14, 59, 59), '2026-04'],
    [Date.UTC(2026, 3, 30, 15, 0, 0), '2026-05'], // midnight in Tokyo
    [Date.UTC(2026, 11, 31, 15, 0, 0), '2027-01'],
  ])('%d is in %s in Japan', (ms, month) => {
    expect(japanMonth(ms)).toBe(month);
  });
});

describe('what the settings screen shows', () => {
  const base: AutoTopUpState = {
    available: true,
    unavailable: null,
    enabled: false,
    threshold_pct: 20,
    plan_id: null,
    monthly_cap: 2,
    off_reason: null,
    plans: [],
    card: { card_no: '**** 1111', card_type: 'Visa' },
    purchases_this_month: 0,
    expiry_date: null,
    allowance_mb: 3072,
    last_failure: null,
  };
  it.each([
    ['off with a card: the form', {}, 'form'],
    ['off without a card: where to save one', { card: null }, 'no-card'],
    ['on', { enabled: true }, 'on'],
    ['not for this SIM', { available: false, unavailable: 'sim_type' as const }, 'unavailable'],
  ])('%s', (_name, change, want) => {
    expect(autoTopUpView({ ...base, ...change })).toBe(want);
  });
});

describe('whether a plan lifts data left back above the threshold, bought with the data used up', () => {
  // By hand: P GB is P × 1024 MB of a new allowance of A + P × 1024 MB.
  it.each<[number, number, number, number, boolean]>([
    [1, 3072, 20, 25, true], // 1024 / 4096
    [1, 3072, 30, 25, false],
    [1, 10240, 20, 9, false], // 1024 / 11264
    [3, 10240, 20, 23, true], // 3072 / 13312
    [3, 10240, 30, 23, false],
    [5, 10240, 30, 33, true], // 5120 / 15360
    [1, 4096, 20, 20, true], // exactly 20 %: not below 20 %
  ])('%i GB on %i MB at %i %%: %i %% left', (gb, allowance, pct, share, lifts) => {
    expect(shareAfterEmpty(gb, allowance)).toBe(share);
    expect(liftsAboveThreshold(gb, allowance, pct)).toBe(lifts);
  });
});

describe('the notices, in every language', () => {
  const vars = {
    name: 'N',
    plan: 'P',
    price: 1480,
    iccid: '8981',
    link: 'https://portal.test/auto-top-up?sim=7',
    rechargeLink: 'https://portal.test/data-recharge?sim=7',
    problem: 'declined' as const,
  };
  it.each(['ja', 'en', 'zh', 'tw', 'vi'] as const)('%s: a first failure and the one that turns it off say different things', (lng) => {
    const first = autoTopUpMail(lng, { ...vars, turnedOff: false });
    const off = autoTopUpMail(lng, { ...vars, turnedOff: true });
    expect(first.subject).not.toBe(off.subject);
    for (const m of [first, off]) {
      expect(m.text).toContain('￥1,480');
      expect(m.text).toContain(vars.link);
      expect(m.text).toContain(vars.rechargeLink);
    }
    expect(autoTopUpMail(lng, { ...vars, problem: 'challenge', turnedOff: false }).text).not.toBe(first.text);
  });
});
