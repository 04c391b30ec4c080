import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { historyOptions } from '@/features/purchase/api/history';
import { usePurchase } from '@/features/purchase/api/purchase';
import { configureHttp } from '@/lib/http';
import { createQueryClient } from '@/lib/query-client';
import { clearSession, updateSession } from '@/lib/session';

/**
 * A purchase makes an unpaid order (spec §4 order flow): the histories the customer saw a moment ago
 * no longer tell the truth, and must be fetched again at once — not when the portal's 30 s of
 * freshness run out (found by the engine journeys).
 */
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(async () => {
  await clearSession();
  await updateSession({ authTokens: { accessToken: 'access', refreshToken: 'refresh' } });
  sessionStorage.clear();
  configureHttp({
    language: () => 'en',
    navigate: vi.fn(),
    signedOut: vi.fn(),
    fetch: (() => Promise.resolve(json(200, { payment_id: 'pi_new', message: 'created' }))) as typeof fetch,
  });
});

describe('after a purchase', () => {
  it('the order histories seen before it are out of date at once', async () => {
    const client = createQueryClient();
    const seen = historyOptions(0, 7, 1, 'en').queryKey;
    client.setQueryData(seen, { list: [], total_pages: 1, current_page: 1 });
    expect(client.getQueryState(seen)?.isInvalidated).toBe(false);
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => usePurchase(), { wrapper });

    await result.current.mutateAsync({ id: 7, plan_id: 101 });

    expect(client.getQueryState(seen)?.isInvalidated).toBe(true);
  });
});
