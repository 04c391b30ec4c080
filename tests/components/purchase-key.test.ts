import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createElement, type ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';
import { useMakePayment } from '@/features/purchase/api/make-payment';
import { IDEMPOTENCY_KEY_HEADER } from '@/contract';
import { purchase } from '@/features/purchase/api/purchase';
import { configureHttp } from '@/lib/http';
import { clearSession, updateSession } from '@/lib/session';

/**
 * The purchase's Idempotency-Key (decisions 0018, 0023): one per purchase intent, the same on the
 * retry after a lost answer and on Back + Purchase, a new one for another plan or after a refusal.
 */
type Outcome = 'ok' | 'lost' | 'refused';
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let outcome: Outcome = 'ok';
const keys: string[] = [];
const navigate = vi.fn();
let lastFetch: typeof fetch;

beforeEach(async () => {
  await clearSession();
  await updateSession({ authTokens: { accessToken: 'access', refreshToken: 'refresh' } });
  sessionStorage.clear();
  keys.length = 0;
  outcome = 'ok';
  const fetchMock = (_url: RequestInfo | URL, init?: RequestInit) => {
    keys.push((init?.headers as Record<string, string>)[IDEMPOTENCY_KEY_HEADER]!);
    if (outcome === 'lost') return Promise.reject(new TypeError('Failed to fetch'));
    if (outcome === 'refused') return Promise.resolve(json(400, { code: 'E0019', message: 'expired' }));
    return Promise.resolve(json(200, { payment_id: 'pi_1', message: 'created' }));
  };
  lastFetch = fetchMock as typeof fetch;
  configureHttp({ language: () => 'en', navigate, signedOut: vi.fn(), fetch: lastFetch });
});

const attempt = (plan: number, sim = 7) => purchase({ id: sim, plan_id: plan }).catch(() => undefined);

describe('the purchase Idempotency-Key', () => {
  it('is a strict key the API accepts (16–64 of A-Z a-z 0-9 _ -)', async () => {
    await attempt(101);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  });

  it('stays the same when the answer was lost, across a remount or reload of the screen (sessionStorage)', async () => {
    outcome = 'lost';
    await attempt(101);
    // Said on the plan list, which keeps the customer where the purchase was (decision 0125).
    expect(navigate).not.toHaveBeenCalled();
    // The module's memory is gone after a reload; only sessionStorage is left.
    const fetch = lastFetch;
    vi.resetModules();
    const fresh = await import('@/features/purchase/api/purchase');
    (await import('@/lib/http')).configureHttp({ fetch });
    outcome = 'ok';
    await fresh.purchase({ id: 7, plan_id: 101 });
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('stays after the order was made (one order per intent until the final purchase, decision 0023); is new after a refusal, which made none', async () => {
    await attempt(101); // order made
    await attempt(101); // Back + Purchase: the same intent, the same key, so the API answers the same order
    outcome = 'refused';
    await attempt(101); // still that intent's key; refused, so it is dropped
    await attempt(101); // a new attempt
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toBe(keys[0]);
    expect(keys[3]).not.toBe(keys[0]);
  });

  it('is new for another plan or another SIM; the lost attempt of the first plan is replaced', async () => {
    outcome = 'lost';
    await attempt(101);
    await attempt(103);
    await attempt(103, 8);
    await attempt(101);
    expect(new Set(keys).size).toBe(4);
  });

  it('is forgotten at logout', async () => {
    outcome = 'lost';
    await attempt(101);
    expect(Object.values({ ...sessionStorage }).join()).toContain(keys[0]);
    // Logout's clearSession, with what main.tsx sets up at start (one module instance for both).
    vi.resetModules();
    const { setUpCustomerData } = await import('@/lib/customer-data');
    const session = await import('@/lib/session');
    const { QueryClient } = await import('@tanstack/react-query');
    await setUpCustomerData(new QueryClient());
    await session.clearSession();
    expect(Object.values({ ...sessionStorage }).join()).not.toContain(keys[0]);
    outcome = 'ok';
    await attempt(101);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('is new once the order is paid from the history (Pay charges a card order, decision 0127)', async () => {
    await attempt(101); // the order is made; the customer leaves it at the verify step
    configureHttp({
      fetch: ((url: string, init?: RequestInit) =>
        Promise.resolve(
          String(url).endsWith('/payments') && init?.method === 'POST'
            ? json(200, { status: 'paid' })
            : (lastFetch as (u: string, i?: RequestInit) => Promise<Response>)(url, init),
        )) as typeof fetch,
    });
    const { result } = renderHook(() => useMakePayment(), {
      wrapper: ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client: createQueryClient() }, children),
    });
    await act(() => result.current.mutateAsync('pi_1'));
    await attempt(101); // the same plan again: a new purchase, not the paid order
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });
});
