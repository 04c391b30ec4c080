import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderResult } from '@/contract';
import { orderOptions } from '@/features/purchase/api/order';
import { historyOptions } from '@/features/purchase/api/history';
import { useConfirmOrder } from '@/features/purchase/api/confirm';
import { configureHttp } from '@/lib/http';
import { createQueryClient } from '@/lib/query-client';
import { clearSession, updateSession } from '@/lib/session';

/**
 * The final purchase answers with the order as it now stands: the completed screen shows that
 * answer, and no GET of the same order repeats it. The histories are out of date after it.
 */
const unpaid: OrderResult = {
  payment_id: 'pi_1',
  plan: '3GB / 30 days',
  recharge_type: 0,
  price: 1000,
  tax: 91,
  total_price: 1000,
  currency: 'JPY',
  payment_method: 'credit_card',
  status: 'unpaid',
  due_date: null,
  order_date: 1_780_000_000,
  order_number: 'ORD-1',
  smartpit_number: null,
};
const paid: OrderResult = { ...unpaid, status: 'paid' };
const calls: string[] = [];
const json = (body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }));

beforeEach(async () => {
  calls.length = 0;
  await clearSession();
  await updateSession({ authTokens: { accessToken: 'access', refreshToken: 'refresh' } });
  sessionStorage.clear();
  configureHttp({
    language: () => 'en',
    navigate: vi.fn(),
    signedOut: vi.fn(),
    fetch: ((url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${new URL(String(url), 'http://portal.test').pathname}`);
      return json(method === 'POST' ? paid : unpaid);
    }) as typeof fetch,
  });
});

describe('after the final purchase', () => {
  it('the order shown is the answer, with no GET of it, and the histories are out of date', async () => {
    const client = createQueryClient();
    const history = historyOptions(0, 7, 1, 'en').queryKey;
    client.setQueryData(history, { list: [], total_pages: 1, current_page: 1 });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    // The verify screen watches the order while the customer presses Purchase.
    const { result } = renderHook(() => ({ order: useQuery(orderOptions('pi_1')), confirm: useConfirmOrder() }), { wrapper });
    await waitFor(() => expect(result.current.order.data?.status).toBe('unpaid'));
    const gets = () => calls.filter((c) => c.startsWith('GET ')).length;
    expect(gets()).toBe(1);

    await act(() => result.current.confirm.mutateAsync('pi_1'));
    await new Promise((r) => setTimeout(r, 50));

    expect(result.current.order.data?.status).toBe('paid');
    expect(gets()).toBe(1);
    expect(client.getQueryState(history)?.isInvalidated).toBe(true);
  });
});
