import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import recharge from '@locales/en/recharge.json';
import orders from '@locales/en/orders.json';
import payment from '@locales/en/payment.json';
import type { HistoryItem, OrderResult, Plan, SavedCard } from '@/contract';
import { configureHttp } from '@/lib/http';
import { createQueryClient } from '@/lib/query-client';
import { clearSession, updateSession } from '@/lib/session';
import { PlanList } from '@/features/purchase/components/plan-list';
import { HistoryList } from '@/features/purchase/components/history-list';
import { PaymentMethods, type SavedCardState } from '@/features/purchase/components/payment-methods';
import { OrderDetails } from '@/features/purchase/components/order-details';

/**
 * The purchase journey's lists and forms as spec §2 describes them, read as a customer reads them
 * (English texts). Every expected text, date and amount below is written by hand: dates in Japan
 * time as yyyy/MM/dd, yen with the ￥ sign and thousands separators.
 */
beforeAll(() => {
  i18next.addResourceBundle('en', 'recharge', recharge);
  i18next.addResourceBundle('en', 'orders', orders);
  i18next.addResourceBundle('en', 'payment', payment);
});
afterAll(() => ['recharge', 'orders', 'payment'].forEach((ns) => i18next.removeResourceBundle('en', ns)));

// 2026-12-31 12:00 and 2026-11-21 00:30 in Japan (the second still 20 November in UTC).
const DEC_31 = 1798686000;
const NOV_21_JST = 1795188600;

const calls: string[] = [];
beforeEach(async () => {
  calls.length = 0;
  await clearSession();
  await updateSession({ authTokens: { accessToken: 'access', refreshToken: 'refresh' } });
  configureHttp({
    language: () => 'en',
    navigate: vi.fn(),
    signedOut: vi.fn(),
    fetch: ((url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${new URL(String(url), 'http://portal.test').pathname}`);
      return Promise.resolve(
        new Response(JSON.stringify({ message: 'ok' }), { status: 200, headers: { 'Content-Type': 'application/json' } }),
      );
    }) as typeof fetch,
  });
});

function withQuery(ui: ReactNode) {
  return render(<QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>);
}

describe('plan list (spec §2)', () => {
  const plans: Plan[] = [
    { id: 1, size: 3, days: null, price: 1100, currency: 'JPY', validity: DEC_31 },
    { id: 2, size: 10, days: null, price: 3300, currency: 'JPY', validity: 0 },
  ];

  it('shows each data plan as a selectable card: size, price, currency and tax note, validity (blank when 0)', () => {
    render(<PlanList type={0} plans={plans} purchasing={false} onPurchase={vi.fn()} />);
    const cards = screen.getAllByRole('radio').map((radio) => radio.closest('label')!.textContent);
    expect(cards).toEqual(['3 GB￥1,100JPY · tax includedValid until 2026/12/31', '10 GB￥3,300JPY · tax included\u00a0']);
  });

  it('shows extension plans by their number of days', () => {
    render(
      <PlanList
        type={1}
        plans={[{ id: 3, size: null, days: 30, price: 550, currency: 'JPY', validity: 0 }]}
        purchasing={false}
        onPurchase={vi.fn()}
      />,
    );
    expect(screen.getByRole('radio').closest('label')).toHaveProperty('textContent', '30 days￥550JPY · tax included\u00a0');
  });

  it('keeps Purchase disabled until a plan is chosen, then buys that plan; the warning note is there', async () => {
    const onPurchase = vi.fn();
    render(<PlanList type={0} plans={plans} purchasing={false} onPurchase={onPurchase} />);
    const purchase = screen.getByRole('button', { name: 'Purchase' });
    expect(purchase).toHaveProperty('disabled', true);
    expect(screen.getByText(/Please purchase within your usage period/)).toBeTruthy();
    await userEvent.click(screen.getByText('10 GB'));
    expect(purchase).toHaveProperty('disabled', false);
    await userEvent.click(purchase);
    expect(onPurchase).toHaveBeenCalledWith(plans[1]);
  });

  it('shows No Data Available for an empty list', () => {
    render(<PlanList type={0} plans={[]} purchasing={false} onPurchase={vi.fn()} />);
    expect(screen.getByText('No Data Available')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Purchase' })).toBeNull();
  });
});

describe('history list (spec §2)', () => {
  const item = (over: Partial<HistoryItem>): HistoryItem => ({
    id: 'pi_x',
    plan: '3GB / 30 days',
    price: 1100,
    status: 'unpaid',
    due_date: DEC_31,
    order_date: NOV_21_JST,
    payment_method: 'alipay',
    ...over,
  });
  const page = (list: HistoryItem[], total_pages = 1, current_page = 1) => ({ list, total_pages, current_page });

  it('folds a paid item open on plan, price, status, deadline, method and its receipt', async () => {
    // The receipt link is a router link: rendered inside a router, as on the screen.
    const root = createRootRoute({
      component: () => (
        <HistoryList
          page={page([item({ id: 'pi_paid', status: 'paid', payment_method: 'wechat' })])}
          busy={false}
          onPage={vi.fn()}
          onPay={vi.fn()}
          onCancel={vi.fn()}
        />
      ),
    });
    render(<RouterProvider router={createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) }) as never} />);
    await screen.findByRole('listitem');
    const details = screen.getByRole('listitem').querySelector('details')!;
    expect(details.open).toBe(false);
    await userEvent.click(details.querySelector('summary')!);
    const rows = [...details.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(rows).toEqual([
      ['Recharge plan', '3GB / 30 days'],
      ['Price (tax included)', '￥1,100'],
      ['Payment status', 'Paid'],
      ['Order date', '2026/11/21'],
      ['Payment deadline', '2026/12/31'],
      ['Method of payment', 'WeChat Pay'],
    ]);
    const receipt = screen.getByRole('link', { name: 'Receipt (print or PDF) for 3GB / 30 days, ordered 2026/11/21 00:30' });
    expect([receipt.textContent, receipt.getAttribute('href')]).toEqual(['Receipt (print or PDF)', '/order-history/receipt/pi_paid']);
    expect(screen.queryByRole('button', { name: /Pay|Cancel/ })).toBeNull();
  });

  // Pay on unpaid items, a card's too: left unpaid (declined, or never confirmed) it is charged by Pay
  // (spec §4 "otherwise pay directly", decision 0127); Cancel on every unpaid item.
  const UNPAID: [HistoryItem['payment_method'], boolean][] = [
    ['alipay', true],
    ['wechat', true],
    ['unionpay', true],
    ['smartpit', true],
    ['credit_card', true],
  ];
  it.each(UNPAID)('an unpaid %s order has the Unpaid badge, Cancel, and Pay: %s', (method, pay) => {
    render(
      <HistoryList page={page([item({ payment_method: method })])} busy={false} onPage={vi.fn()} onPay={vi.fn()} onCancel={vi.fn()} />,
    );
    const li = screen.getByRole('listitem');
    expect(within(li).getByText('Unpaid')).toBeTruthy();
    expect(within(li).queryAllByRole('button', { name: 'Pay for 3GB / 30 days' })).toHaveLength(pay ? 1 : 0);
    expect(within(li).getByRole('button', { name: 'Cancel 3GB / 30 days' })).toBeTruthy();
  });

  it('asks before cancelling: Revision keeps the order, Confirm cancels it', async () => {
    const onCancel = vi.fn();
    const order = item({ id: 'pi_c' });
    render(<HistoryList page={page([order])} busy={false} onPage={vi.fn()} onPay={vi.fn()} onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel 3GB / 30 days' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revision' }));
    expect(onCancel).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel 3GB / 30 days' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Cancel this order?' })).getByRole('button', { name: 'Confirm' }));
    expect(onCancel).toHaveBeenCalledWith(order);
  });

  it('pages in blocks of 5 page buttons with previous and next block', async () => {
    const onPage = vi.fn();
    render(<HistoryList page={page([item({})], 12, 1)} busy={false} onPage={onPage} onPay={vi.fn()} onCancel={vi.fn()} />);
    const nav = screen.getByRole('navigation', { name: 'Pages of the history' });
    expect(
      within(nav)
        .getAllByRole('button', { name: /^Page \d+$/ })
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3', '4', '5']);
    expect(within(nav).getByRole('button', { name: 'Previous pages' })).toHaveProperty('disabled', true);
    await userEvent.click(within(nav).getByRole('button', { name: 'Next pages' }));
    expect(onPage).toHaveBeenCalledWith(6);
  });

  it('shows No Data Available for an empty history', () => {
    render(<HistoryList page={page([])} busy={false} onPage={vi.fn()} onPay={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.getByText('No Data Available')).toBeTruthy();
  });
});

const noCard: SavedCardState = { card: null, loading: false, error: null, retry: vi.fn() };

describe('payment methods (spec §2)', () => {
  it('lists the five methods in order as an accordion, one section open at a time, each with Registration; a warning note follows', async () => {
    withQuery(<PaymentMethods paymentId="pi_1" saved={noCard} onRegistered={vi.fn()} />);
    const heads = screen.getAllByRole('button', { expanded: false }).concat(screen.getAllByRole('button', { expanded: true }));
    const order = ['Credit card', 'UnionPay card', 'WeChat Pay', 'Alipay', 'Convenience store payment'];
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent?.replace(/[+−]$/, ''))).toEqual(order);
    expect(heads).toHaveLength(5);
    const open = () => screen.getAllByRole('button', { expanded: true }).map((b) => b.textContent?.replace(/[+−]$/, ''));
    expect(open()).toEqual(['Credit card']);
    await userEvent.click(screen.getByRole('button', { name: /WeChat Pay/ }));
    expect(open()).toEqual(['WeChat Pay']);
    const region = screen.getByRole('region', { name: /WeChat Pay/ });
    expect(within(region).getByRole('button', { name: 'Registration' })).toBeTruthy();
    expect(screen.getByText(/Prices include 10% consumption tax/)).toBeTruthy();
  });

  it('registers a wallet for the order and goes on', async () => {
    const onRegistered = vi.fn();
    withQuery(<PaymentMethods paymentId="pi_1" saved={noCard} onRegistered={onRegistered} />);
    await userEvent.click(screen.getByRole('button', { name: /Alipay/ }));
    await userEvent.click(within(screen.getByRole('region', { name: /Alipay/ })).getByRole('button', { name: 'Registration' }));
    await vi.waitFor(() => expect(onRegistered).toHaveBeenCalled());
    expect(calls).toEqual(['POST /api/en/payments/reg_payment']);
  });
});

describe('saved card (spec §2, §4)', () => {
  const card: SavedCard = {
    card_no: '************4242',
    card_type: 'VISA',
    expire_date_month: '08',
    expire_date_year: '2029',
    credit_holder_name: 'TARO YAMADA',
    token: 't',
  };
  const withCard: SavedCardState = { ...noCard, card };
  const region = () => screen.getByRole('region', { name: /Credit card/ });

  it('shows the saved card with Change card and Delete, and no card form', () => {
    withQuery(<PaymentMethods paymentId="pi_1" saved={withCard} onRegistered={vi.fn()} />);
    const rows = [...region().querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(rows).toEqual([
      ['Saved card', 'VISA ************4242'],
      ['Expiry date (MM/YY)', '08/29'],
      ['Cardholder name', 'TARO YAMADA'],
    ]);
    expect(within(region()).getByRole('button', { name: 'Change card' })).toBeTruthy();
    expect(within(region()).getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(within(region()).queryByLabelText('Card number')).toBeNull();
  });

  it('Change card opens the form with the holder’s name filled in; Cancel goes back to the saved card', async () => {
    withQuery(<PaymentMethods paymentId="pi_1" saved={withCard} onRegistered={vi.fn()} />);
    await userEvent.click(within(region()).getByRole('button', { name: 'Change card' }));
    expect(within(region()).getByLabelText('Card number')).toHaveProperty('value', '');
    expect(within(region()).getByLabelText(/Cardholder name/)).toHaveProperty('value', 'TARO YAMADA');
    await userEvent.click(within(region()).getByRole('button', { name: 'Cancel' }));
    expect(within(region()).queryByLabelText('Card number')).toBeNull();
    expect(within(region()).getByText('VISA ************4242')).toBeTruthy();
  });

  it('Delete asks first; keeping the card changes nothing; deleting it shows the empty form', async () => {
    withQuery(<PaymentMethods paymentId="pi_1" saved={withCard} onRegistered={vi.fn()} />);
    await userEvent.click(within(region()).getByRole('button', { name: 'Delete' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete the saved card?' })).getByRole('button', { name: 'Keep the card' }),
    );
    expect(calls).toEqual([]);
    expect(within(region()).getByText('VISA ************4242')).toBeTruthy();
    await userEvent.click(within(region()).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Delete the saved card?' })).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(within(region()).getByLabelText('Card number')).toBeTruthy());
    expect(calls).toEqual(['DELETE /api/en/payments/credit_card_delete'] /* spec §7 endpoint table */);
    expect(within(region()).getByLabelText(/Cardholder name/)).toHaveProperty('value', '');
    expect(within(region()).queryByText('VISA ************4242')).toBeNull();
  });
});

describe('order details (spec §2)', () => {
  const order = (over: Partial<OrderResult>): OrderResult => ({
    payment_id: 'pi_1',
    plan: '3GB / 30 days',
    recharge_type: 0,
    price: 1000,
    tax: 100,
    total_price: 1100,
    currency: 'JPY',
    payment_method: 'alipay',
    status: 'unpaid',
    due_date: DEC_31,
    order_date: NOV_21_JST,
    order_number: 'ORD-0001',
    smartpit_number: 'SP-123456',
    ...over,
  });
  const rows = () => [...document.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
  const base = [
    ['Recharge plan', '3GB / 30 days'],
    ['Price', '￥1,000'],
    ['Tax', '￥100'],
  ];
  const CASES: [string, Partial<OrderResult>, 'verify' | 'completed', string[][]][] = [
    [
      'verify, a wallet',
      {},
      'verify',
      [
        ...base,
        ['Payment method', 'Alipay'],
        ['Order date', '2026/11/21'],
        ['Payment deadline', '2026/12/31'],
        ['Order number', 'ORD-0001'],
      ],
    ],
    [
      'verify, the store: no order number',
      { payment_method: 'smartpit' },
      'verify',
      [...base, ['Payment method', 'Convenience store payment'], ['Order date', '2026/11/21'], ['Payment deadline', '2026/12/31']],
    ],
    [
      'completed, a card without deadline',
      { payment_method: 'credit_card', due_date: null, status: 'paid' },
      'completed',
      [...base, ['Payment method', 'Credit card'], ['Order date', '2026/11/21'], ['Order number', 'ORD-0001']],
    ],
    [
      'completed, the store: its smart pit number',
      { payment_method: 'smartpit' },
      'completed',
      [
        ...base,
        ['Payment method', 'Convenience store payment'],
        ['Order date', '2026/11/21'],
        ['Payment deadline', '2026/12/31'],
        ['Smart pit number', 'SP-123456'],
      ],
    ],
  ];
  it.each(CASES)('%s', (_name, over, stage, expected) => {
    render(<OrderDetails order={order(over)} stage={stage} />);
    expect(rows()).toEqual(expected);
    expect(screen.getByText('Total (JPY)').nextElementSibling?.textContent).toBe('￥1,100 (JPY, tax included)');
  });
});
