import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import jaCommon from '@locales/ja/common.json';
import jaAccount from '@locales/ja/account.json';
import type { CardInfo, CardUsage, UserType } from '@/contract';
import { AccountSummary } from '@/features/account/components/account-summary';

// Seen in Japanese: the plan name stayed "3GB / 30 days" and a new 7-day LF line was told it ends soon.
beforeAll(async () => {
  i18next.addResourceBundle('ja', 'common', jaCommon);
  i18next.addResourceBundle('ja', 'account', jaAccount);
  await i18next.changeLanguage('ja');
});
afterAll(() => i18next.changeLanguage('en'));

const DAY = 86400;
const NOW = Math.floor(Date.now() / 1000);

type Case = { usertype: UserType; info: Partial<CardInfo>; usage: Partial<CardUsage> };

async function renderTop({ usertype, info, usage }: Case) {
  const queryClient = new QueryClient();
  const plan = usage.plan ?? info.plan ?? '3GB / 30 days';
  queryClient.setQueryData(['cards', 1, 'info'], {
    email: 'a@example.com',
    iccid: '8981100000000000017',
    eid: null,
    sim_type: 'physical_sim',
    tel_no: null,
    plan,
    status: 'activated',
    start_date: NOW - DAY,
    validity_period: NOW + 29 * DAY,
    ...info,
  } satisfies CardInfo);
  queryClient.setQueryData(['cards', 1, 'usage'], {
    plan,
    data_total_gb: 3,
    data_used_gb: 1,
    data_remaining_gb: 2,
    days_remaining: 20,
    expiry_date: NOW + 20 * DAY,
    updated_at: NOW,
    ...usage,
  } satisfies CardUsage);
  const root = createRootRoute({ component: Outlet });
  const page = (path: string, component: () => React.ReactNode) => createRoute({ getParentRoute: () => root, path, component });
  const router = createRouter({
    routeTree: root.addChildren([
      page('/topPage', () => <AccountSummary card={{ scId: 1, usertype }} />),
      page('/data-recharge', () => null),
      page('/use-period-extension', () => null),
      page('/order-history', () => null),
    ]),
    history: createMemoryHistory({ initialEntries: ['/topPage'] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router as never} />
    </QueryClientProvider>,
  );
  await screen.findByRole('heading', { name: 'アカウント情報' });
}

const valueOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const links = () => screen.queryAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);

describe('top page by SIM type (ja)', () => {
  it('sonet eSIM low on data: recharge in the warning, and recharge, extension and orders always there', async () => {
    await renderTop({
      usertype: 'ESIMS',
      info: { sim_type: 'sonet_esim', eid: '89049032000000000000000000012385', plan: '10GB / 30 days' },
      usage: { plan: '10GB / 30 days', data_total_gb: 10, data_used_gb: 9.5, data_remaining_gb: 0.5 },
    });
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('link', { name: 'データチャージする' }).getAttribute('href')).toBe('/data-recharge');
    const more = screen.getByRole('region', { name: 'データ・利用期間を追加' });
    expect(
      within(more)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['データチャージ', '/data-recharge'],
      ['利用期間延長', '/use-period-extension'],
      ['注文履歴', '/order-history'],
    ]);
    // Both numbers, each under its own label.
    expect(valueOf('ICCID')).toBe('8981100000000000017');
    expect(valueOf('EID')).toBe('89049032000000000000000000012385');
    expect(valueOf('プラン')).toBe('10GB／30日間');
  });

  it('new linksfield line on a 7-day plan: no red "ending soon" on day one, no rollover note, nothing to buy', async () => {
    await renderTop({
      usertype: 'LF',
      info: { sim_type: 'linksfield_esim' },
      usage: { plan: '1GB / 7 days', data_total_gb: 1, data_used_gb: 0, data_remaining_gb: 1, days_remaining: 7 },
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(jaAccount.rollover)).toBeNull();
    expect(links()).toEqual([]);
    expect(valueOf('プラン')).toBe('1GB／7日間');
    expect(screen.queryByText('EID', { selector: 'dt' })).toBeNull();
  });

  it('linksfield line low on data: told so, never asked to recharge', async () => {
    await renderTop({
      usertype: 'LF',
      info: { sim_type: 'linksfield_esim' },
      usage: { plan: '1GB / 7 days', data_total_gb: 1, data_used_gb: 0.95, data_remaining_gb: 0.05, days_remaining: 5 },
    });
    expect(screen.getByText(jaAccount.warnings.lowDataNoTopUp)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/チャージする/)).toBeNull();
    expect(links()).toEqual([]);
  });

  it('physical SIM on a 30-day 3GB plan: name in Japanese, rollover note', async () => {
    await renderTop({ usertype: 'PREPAID', info: {}, usage: {} });
    expect(valueOf('プラン')).toBe('3GB／30日間');
    expect(screen.getByText(jaAccount.rollover)).toBeTruthy();
  });

  it('15-day plan: no rollover note', async () => {
    await renderTop({
      usertype: 'ESIMA',
      info: { sim_type: 'astro_esim' },
      usage: { plan: '5GB / 15 days', data_total_gb: 5, data_remaining_gb: 4 },
    });
    expect(screen.queryByText(jaAccount.rollover)).toBeNull();
    expect(valueOf('プラン')).toBe('5GB／15日間');
  });
});
