import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import recharge from '@locales/en/recharge.json';
import orders from '@locales/en/orders.json';
import payment from '@locales/en/payment.json';
import autoTopUp from '@locales/en/autoTopUp.json';
import type { HistoryItem, OrderResult, SavedCard } from '@/contract';
import type { AutoTopUpState } from '@/contract/auto-topup';
import { configureHttp } from '@/lib/http';
import { setServerReachable } from '@/lib/online';
import { createQueryClient } from '@/lib/query-client';
import { clearSession, updateSession } from '@/lib/session';
import { Toaster } from '@/components/ui/toast';
import { orderOptions } from '@/features/purchase/api/order';
import { VerifyScreen } from '@/features/purchase/components/verify-screen';
import { OrderHistoryPanel } from '@/features/purchase/components/order-history-panel';
import { RechargeScreen } from '@/features/purchase/components/recharge-screen';
import { PaymentMethods } from '@/features/purchase/components/payment-methods';
import { AutoTopUpSettings } from '@/features/auto-topup/components/auto-topup-settings';

/**
 * What the money steps tell a customer when they do not simply succeed (spec §2, §4, §8; decisions
 * 0125–0128), read as a customer reads them: the message, where focus goes, the way on. Every text
 * expected below is written here by hand, in English.
 */
beforeAll(() => {
  i18next.addResourceBundle('en', 'recharge', recharge);
  i18next.addResourceBundle('en', 'orders', orders);
  i18next.addResourceBundle('en', 'payment', payment);
  i18next.addResourceBundle('en', 'autoTopUp', autoTopUp);
});
afterAll(() => ['recharge', 'orders', 'payment', 'autoTopUp'].forEach((ns) => i18next.removeResourceBundle('en', ns)));

// 2026-12-31 12:00 and 2026-11-21 00:30 and 09:15 in Japan.
const DEC_31 = 1798686000;
const NOV_21_JST = 1795188600;
const NOV_21_0915_JST = NOV_21_JST + 8 * 3600 + 45 * 60;

type Answer = { status: number; body?: unknown } | 'no answer';
/** The API as these tests want it: `METHOD path` → an answer; every call is recorded. */
let answers: Record<string, Answer | (() => Answer)>;
const calls: string[] = [];
const navigate = vi.fn();

beforeEach(async () => {
  calls.length = 0;
  answers = {};
  navigate.mockReset();
  // A test without an answer leaves the API unreachable for the money buttons: each test starts afresh.
  setServerReachable(true);
  await clearSession();
  await updateSession({ authTokens: { accessToken: 'access', refreshToken: 'refresh' } });
  configureHttp({
    language: () => 'en',
    navigate,
    signedOut: vi.fn(),
    fetch: ((url: string, init?: RequestInit) => {
      const call = `${init?.method ?? 'GET'} ${new URL(String(url), 'http://portal.test').pathname.replace('/api/en/', '')}`;
      calls.push(call);
      const found = answers[call];
      const answer = typeof found === 'function' ? found() : (found ?? { status: 200, body: { message: 'ok' } });
      if (answer === 'no answer') return Promise.reject(new TypeError('Failed to fetch'));
      return Promise.resolve(
        new Response(JSON.stringify(answer.body ?? {}), { status: answer.status, headers: { 'Content-Type': 'application/json' } }),
      );
    }) as typeof fetch,
  });
});

/** A screen inside a router (its links and navigation) and a query client; the toaster beside it. */
function renderScreen(ui: ReactNode, client: QueryClient = createQueryClient()) {
  const root = createRootRoute({
    component: () => (
      <QueryClientProvider client={client}>
        {ui}
        <Toaster />
      </QueryClientProvider>
    ),
  });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(<RouterProvider router={router as never} />);
  return router;
}

const order = (over: Partial<OrderResult> = {}): OrderResult => ({
  payment_id: 'pi_1',
  plan: 'Data 3GB',
  recharge_type: 0,
  price: 1100,
  tax: 100,
  total_price: 1100,
  currency: 'JPY',
  payment_method: 'credit_card',
  status: 'unpaid',
  due_date: DEC_31,
  order_date: NOV_21_JST,
  order_number: 'PP20261121000001',
  smartpit_number: null,
  ...over,
});

function verifyScreen(o: OrderResult) {
  const client = createQueryClient();
  client.setQueryData(orderOptions(o.payment_id).queryKey, o);
  return renderScreen(<VerifyScreen paymentId={o.payment_id} />, client);
}

const E0105 = {
  status: 400,
  body: {
    code: 'E0105',
    message: 'Your card company declined this payment. Nothing was charged. Please use another card or another payment method.',
  },
};
const DECLINED = 'Your card company declined this payment. Nothing was charged. Please use another card or another payment method.';
const SAVED_CARD_STAYS =
  'A saved card stays saved, and automatic top-up, if it is on, keeps charging it: you can change or delete the card on the next screen.';
const NOTHING_CHARGED = 'We could not reach our server. Nothing has been charged. Please try again once the connection is back.';
const MAY_HAVE_CHARGED =
  'We could not reach our server, so we cannot tell yet whether this payment went through. An order is never charged twice: check it before you try again.';

describe('the final Purchase (verify screen)', () => {
  it('a charge the card company declines is its refusal, not "Validation error": focused, with another card or method for this order', async () => {
    answers['POST payments/confirm'] = E0105;
    verifyScreen(order());
    await userEvent.click(await screen.findByRole('button', { name: 'Purchase' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(alert.textContent).toBe(`${DECLINED}${SAVED_CARD_STAYS}Choose another card or payment method`);
    expect(within(alert).getByRole('link', { name: 'Choose another card or payment method' }).getAttribute('href')).toBe(
      '/payment?paymentId=pi_1',
    );
    expect(screen.queryByText(/Validation error/)).toBeNull();
  });

  it('a charge the card company wants to confirm (3-D Secure) says so and how to go on', async () => {
    answers['POST payments/confirm'] = { status: 400, body: { code: 'E0106', message: 'server text' } };
    verifyScreen(order());
    await userEvent.click(await screen.findByRole('button', { name: 'Purchase' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Your card company wants to confirm this payment with you (3-D Secure). Nothing was charged. Please enter the card again to confirm it, or use another payment method.',
    );
    expect(within(alert).getByRole('link', { name: 'Choose another card or payment method' })).toBeTruthy();
  });

  it('no answer for a card: "check the order", with the way to it; the customer stays on the order', async () => {
    answers['POST payments/confirm'] = 'no answer';
    verifyScreen(order());
    await userEvent.click(await screen.findByRole('button', { name: 'Purchase' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(alert.textContent).toBe(`${MAY_HAVE_CHARGED}Check this order`);
    expect(within(alert).getByRole('link', { name: 'Check this order' }).getAttribute('href')).toBe('/ordercompleted?paymentId=pi_1');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('no answer for a wallet: nothing has been charged (its page never opened)', async () => {
    answers['POST payments/confirm'] = 'no answer';
    verifyScreen(order({ payment_method: 'alipay' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Purchase' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(NOTHING_CHARGED);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('an order already paid when the screen opens (its answer was lost, then a reload) offers no second Purchase', async () => {
    verifyScreen(order({ status: 'paid' }));
    expect(await screen.findByText('Thank you. Your order is complete and paid.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Purchase' })).toBeNull();
    expect(screen.getByRole('link', { name: 'View your order' }).getAttribute('href')).toBe('/ordercompleted?paymentId=pi_1');
  });
});

const item = (over: Partial<HistoryItem>): HistoryItem => ({
  id: 'pi_card',
  plan: 'Data 3GB',
  price: 1100,
  status: 'unpaid',
  due_date: DEC_31,
  order_date: NOV_21_JST,
  payment_method: 'credit_card',
  ...over,
});
const historyOf = (list: HistoryItem[]) => ({ status: 200, body: { list, total_pages: 1, current_page: 1 } });
const HISTORY = 'GET plans/data_recharge_history';
const historyReads = () => calls.filter((c) => c === HISTORY).length;
const historyPanel = () => renderScreen(<OrderHistoryPanel type={0} scId={7} title="Data recharge history" onExternal={vi.fn()} />);

describe('the order history', () => {
  it('Pay on an unpaid card order charges it: "Payment Success", the order said paid and focused, the list read again (spec §4)', async () => {
    let paid = false;
    answers[HISTORY] = () => historyOf([item(paid ? { status: 'paid', due_date: null } : {})]);
    answers['POST payments'] = () => ((paid = true), { status: 200, body: { status: 'paid' } });
    historyPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay for Data 3GB' }));
    expect(await screen.findByText('Payment Success')).toBeTruthy();
    const said = await screen.findByText('Your order for Data 3GB has been paid.');
    await waitFor(() => expect(document.activeElement).toBe(said.closest('[role=status]')));
    await waitFor(() => expect(screen.queryByText('Unpaid')).toBeNull());
    expect(calls).toContain('POST payments');
    expect(historyReads()).toBe(2);
  });

  it('Pay refused by the card company: said at the list, focused, with another card or method for that order', async () => {
    answers[HISTORY] = historyOf([item({})]);
    answers['POST payments'] = E0105;
    historyPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay for Data 3GB' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(alert.textContent).toBe(`${DECLINED}${SAVED_CARD_STAYS}Choose another card or payment method`);
    expect(within(alert).getByRole('link').getAttribute('href')).toBe('/payment?paymentId=pi_card');
  });

  it('Pay with no answer on a card order: "check the order", with the way to it', async () => {
    answers[HISTORY] = historyOf([item({})]);
    answers['POST payments'] = 'no answer';
    historyPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay for Data 3GB' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(alert.textContent).toBe(`${MAY_HAVE_CHARGED}Check this order`);
    expect(within(alert).getByRole('link').getAttribute('href')).toBe('/ordercompleted?paymentId=pi_card');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a history that cannot load shows the something-went-wrong state (spec §8)', async () => {
    answers[HISTORY] = { status: 500, body: { code: 'E0500', message: 'An unexpected error occurred on the server' } };
    historyPanel();
    expect(await screen.findByText('Something went wrong. Please try again later.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('is read again when the tab becomes visible again (spec §2), not while it is hidden', async () => {
    answers[HISTORY] = historyOf([item({ payment_method: 'alipay' })]);
    historyPanel();
    await screen.findByText('Unpaid');
    expect(historyReads()).toBe(1);
    const visibility = vi.spyOn(document, 'visibilityState', 'get');
    try {
      visibility.mockReturnValue('hidden');
      act(() => void document.dispatchEvent(new Event('visibilitychange')));
      // The order was paid in the wallet's app meanwhile.
      answers[HISTORY] = historyOf([item({ payment_method: 'alipay', status: 'paid' })]);
      visibility.mockReturnValue('visible');
      act(() => void document.dispatchEvent(new Event('visibilitychange')));
      await waitFor(() => expect(screen.queryByText('Unpaid')).toBeNull());
      expect(historyReads()).toBe(2);
    } finally {
      visibility.mockRestore();
    }
  });

  it('an order that ended at its deadline is listed as expired, dated, with nothing to pay or cancel', async () => {
    answers[HISTORY] = historyOf([item({ status: 'expired', payment_method: 'smartpit' })]);
    historyPanel();
    const li = await screen.findByRole('listitem');
    expect(within(li).getByText('Expired')).toBeTruthy();
    expect(
      within(li).getByText('The payment deadline passed on 2026/12/31, so the order was cancelled. Nothing was charged.'),
    ).toBeTruthy();
    expect(within(li).queryByRole('button')).toBeNull();
  });

  it('names each receipt link by its order, so a list of them can be told apart', async () => {
    answers[HISTORY] = historyOf([item({ id: 'pi_a', status: 'paid', order_date: NOV_21_0915_JST }), item({ id: 'pi_b', status: 'paid' })]);
    historyPanel();
    await screen.findAllByRole('listitem');
    const links = screen.getAllByRole('link', { hidden: true });
    expect(links.map((l) => [l.getAttribute('aria-label'), l.textContent, l.getAttribute('href')])).toEqual([
      ['Receipt (print or PDF) for Data 3GB, ordered 2026/11/21 09:15', 'Receipt (print or PDF)', '/order-history/receipt/pi_a'],
      ['Receipt (print or PDF) for Data 3GB, ordered 2026/11/21 00:30', 'Receipt (print or PDF)', '/order-history/receipt/pi_b'],
    ]);
  });
});

describe('Purchase on the plan list', () => {
  const plans = { status: 200, body: { plan: [{ id: 101, size: 1, days: null, price: 550, currency: 'JPY', validity: DEC_31 }] } };
  const choosePlanAndPurchase = async () => {
    await userEvent.click(await screen.findByText('1 GB'));
    await userEvent.click(screen.getByRole('button', { name: 'Purchase' }));
  };

  it('refused after the usage expiry date (E0019): the reason, in the customer’s words, focused', async () => {
    answers['GET plans/data_recharge'] = plans;
    answers[HISTORY] = historyOf([]);
    answers['POST plans/recharge'] = { status: 400, body: { code: 'E0019', message: 'server text' } };
    renderScreen(<RechargeScreen type={0} scId={7} />);
    await choosePlanAndPurchase();
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(alert.textContent).toBe('Plans can be bought only before the usage expiry date.');
  });

  it('no answer: nothing has been charged, said on the plan list', async () => {
    answers['GET plans/data_recharge'] = plans;
    answers[HISTORY] = historyOf([]);
    answers['POST plans/recharge'] = 'no answer';
    renderScreen(<RechargeScreen type={0} scId={7} />);
    await choosePlanAndPurchase();
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(alert.textContent).toBe(NOTHING_CHARGED);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('the saved card', () => {
  const card: SavedCard = {
    card_no: '**** 1111',
    card_type: 'Visa',
    expire_date_month: '12',
    expire_date_year: '2030',
    credit_holder_name: 'TARO YAMADA',
    token: 't',
  };
  const saved = { card, loading: false, error: null, retry: vi.fn() };

  it.each([
    ['the server’s message', { status: 500, body: { code: 'E0500', message: 'x' } }, 'An unexpected error occurred on the server'],
    ['tryAgain without one', { status: 500, body: 'not json' }, 'Something went wrong. Please try again.'],
  ] as const)('a failed delete says %s, focused, and keeps the card (spec §8)', async (_name, answer, text) => {
    answers['DELETE payments/credit_card_delete'] = answer;
    renderScreen(<PaymentMethods paymentId="pi_1" saved={saved} onRegistered={vi.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Delete the saved card?' })).getByRole('button', { name: 'Delete' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(alert.textContent).toBe(text);
    expect(screen.getByText('Visa **** 1111')).toBeTruthy();
    expect(screen.queryByLabelText('Card number')).toBeNull();
  });

  it('a card entered now is saved only if the customer ticks "Save this card for next time" (decision 0128)', async () => {
    renderScreen(<PaymentMethods paymentId="pi_1" saved={{ ...saved, card: null }} onRegistered={vi.fn()} />);
    expect(await screen.findByRole('checkbox', { name: 'Save this card for next time' })).toHaveProperty('checked', false);
  });
});

describe('automatic top-up', () => {
  const state: AutoTopUpState = {
    available: true,
    unavailable: null,
    enabled: false,
    threshold_pct: 20,
    plan_id: 101,
    monthly_cap: 2,
    off_reason: null,
    plans: [{ id: 101, size: 1, days: null, price: 550, currency: 'JPY', validity: DEC_31 }],
    card: { card_no: '**** 0341', card_type: 'Visa' },
    purchases_this_month: 0,
    expiry_date: DEC_31,
    allowance_mb: 3072,
    last_failure: null,
  };
  const DECLINED_CARD =
    'If your card company declines a payment, the card stays saved and automatic top-up keeps using it: to change it, pay once by card with another card and tick “Save this card for next time”.';

  it.each([
    ['off', state],
    ['on', { ...state, enabled: true }],
  ])('says, while %s, that a declined card stays saved and keeps being used', (_name, s) => {
    renderScreen(<AutoTopUpSettings state={s} onTurnOn={vi.fn()} onTurnOff={vi.fn()} busy={false} error={null} />);
    return waitFor(() => expect(screen.getByText(DECLINED_CARD)).toBeTruthy());
  });
});
