import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import i18next from 'i18next';
import autoTopUp from '@locales/en/autoTopUp.json';
import type { AutoTopUpState } from '@/contract/auto-topup';
import { AutoTopUpSettings } from '@/features/auto-topup/components/auto-topup-settings';

/**
 * The automatic top-up screen (docs/decisions/0110, 0111, 0141) with the real English texts: the last
 * failure (when, why, what to do) and the warning when the chosen plan cannot lift data left back
 * above the threshold. Figures worked by hand: a plan of P GB bought with the data used up is
 * P × 1024 / (allowance + P × 1024) of the new allowance, rounded down.
 */
i18next.addResourceBundle('en', 'autoTopUp', autoTopUp, true, true);

const plan = (id: number, size: number, price: number) => ({ id, size, days: null, price, currency: 'JPY' as const, validity: 0 });
const base: AutoTopUpState = {
  available: true,
  unavailable: null,
  enabled: false,
  threshold_pct: 20,
  plan_id: null,
  monthly_cap: 2,
  off_reason: null,
  plans: [plan(101, 1, 550), plan(103, 3, 1480), plan(105, 5, 2200), plan(110, 10, 3980)],
  card: { card_no: '**** 1111', card_type: 'Visa' },
  purchases_this_month: 0,
  expiry_date: null,
  allowance_mb: 10240,
  last_failure: null,
};

async function renderSettings(state: AutoTopUpState) {
  const root = createRootRoute({ component: Outlet });
  const page = (path: string, component: () => React.ReactNode) => createRoute({ getParentRoute: () => root, path, component });
  const router = createRouter({
    routeTree: root.addChildren([
      page('/auto-top-up', () => (
        <AutoTopUpSettings state={state} onTurnOn={() => undefined} onTurnOff={() => undefined} busy={false} error={null} />
      )),
      page('/data-recharge', () => null),
    ]),
    history: createMemoryHistory({ initialEntries: ['/auto-top-up'] }),
  });
  render(<RouterProvider router={router as never} />);
  await screen.findByText(autoTopUp.lead);
}

const warning = () => screen.queryAllByRole('status').find((s) => s.textContent?.includes('may not lift'))?.textContent ?? null;

describe('the automatic top-up screen', () => {
  it('after a decline, says when (Japan time), why, that nothing was charged, and what to do, with the way to buy now', async () => {
    // 2026/04/01 01:20 UTC is 10:20 in Japan.
    await renderSettings({
      ...base,
      enabled: true,
      plan_id: 101,
      last_failure: { at: Date.UTC(2026, 3, 1, 1, 20) / 1000, reason: 'declined' },
    });
    const box = screen.getByRole('region', { name: 'The automatic top-up of 2026/04/01 10:20 could not be made' });
    expect(within(box).getByText('Your card company declined the payment. Nothing was charged.')).toBeTruthy();
    expect(within(box).getByText(/^If you need data now, buy it on the data recharge screen\./)).toBeTruthy();
    expect(within(box).getByRole('link', { name: 'Buy data now' }).getAttribute('href')).toBe('/data-recharge');
    // Still on, and it says so.
    expect(screen.getByText('Automatic top-up is on')).toBeTruthy();
  });

  it('after a 3-D Secure challenge or without a card, the reason and the step that fit it', async () => {
    await renderSettings({
      ...base,
      off_reason: 'failures',
      last_failure: { at: Date.UTC(2026, 3, 1, 1, 20) / 1000, reason: 'challenge' },
    });
    const box = screen.getByRole('region', { name: /could not be made$/ });
    expect(box.textContent).toContain('confirm the payment yourself (3-D Secure)');
    expect(box.textContent).toContain('save a card that does not ask each time');
  });

  it('warns when the chosen plan, bought with the data used up, leaves data left below the threshold, and names a plan that does not', async () => {
    // 10 GB allowance, 20 %: 1 GB makes 1024 / 11264 = 9 %; 3 GB makes 3072 / 13312 = 23 %.
    await renderSettings(base);
    expect(warning()).toBe(
      '1 GB may not lift data left back above 20 %: bought when your data is used up, it is only 9 % of your allowance. ' +
        'The next purchase would then wait until these 1 GB are used.' +
        'A plan of 3 GB or more lifts it above 20 %.',
    );
    // 30 %: 3 GB (23 %) is not enough either; 5 GB makes 5120 / 15360 = 33 %.
    fireEvent.click(screen.getByRole('radio', { name: '30 %' }));
    fireEvent.click(screen.getByRole('radio', { name: /^3 GB/ }));
    expect(warning()).toContain(
      '3 GB may not lift data left back above 30 %: bought when your data is used up, it is only 23 % of your allowance.',
    );
    expect(warning()).toContain('A plan of 5 GB or more lifts it above 30 %.');
    fireEvent.click(screen.getByRole('radio', { name: /^5 GB/ }));
    expect(warning()).toBeNull();
    // The rule itself is among the terms agreed to.
    expect(screen.getByRole('region', { name: autoTopUp.termsTitle }).textContent).toContain(
      'We buy once each time data left falls below 30 %. The next purchase waits until data left is back above 30 % or the data bought has been used.',
    );
  });

  it('says nothing where the plan lifts it (3 GB allowance, 20 %: 1 GB makes 1024 / 4096 = 25 %)', async () => {
    await renderSettings({ ...base, allowance_mb: 3072 });
    expect(warning()).toBeNull();
  });

  it('warns on the summary of a setting that is on', async () => {
    await renderSettings({ ...base, enabled: true, plan_id: 101, threshold_pct: 30, allowance_mb: 3072 });
    // 3 GB allowance, 30 %: 1 GB makes 25 %; 3 GB makes 3072 / 6144 = 50 %.
    expect(warning()).toContain('only 25 % of your allowance');
    expect(warning()).toContain('A plan of 3 GB or more lifts it above 30 %.');
  });
});
