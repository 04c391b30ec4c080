import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import jaAccount from '@locales/ja/account.json';
import type { CardUsageDays } from '@/contract';
import { configureHttp } from '@/lib/http-env';
import { UsageHistory } from '@/features/account/components/usage-history';

// A 3 GB SIM, the last four days of its period; the figures written by hand.
const DATA: CardUsageDays = {
  days: [
    { day: '2026-04-28', used_mb: 120 },
    { day: '2026-04-29', used_mb: 0 },
    { day: '2026-04-30', used_mb: 1536 },
    { day: '2026-05-01', used_mb: 4.25 },
  ],
  data_total_gb: 3,
  data_used_gb: 1.63,
  data_remaining_gb: 1.37,
  // 2026-04-30 15:05 UTC = 2026-05-01 00:05 in Japan.
  updated_at: Date.UTC(2026, 3, 30, 15, 5) / 1000,
};

function renderChart(data: CardUsageDays | null = DATA) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (data) client.setQueryData(['cards', 1, 'usage-days'], data);
  return render(
    <QueryClientProvider client={client}>
      <UsageHistory card={{ scId: 1, usertype: 'PREPAID' }} />
    </QueryClientProvider>,
  );
}

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}
const realEnv = { navigate: () => undefined, fetch: (...args: Parameters<typeof fetch>) => fetch(...args) };
afterEach(() => {
  setOnline(true);
  configureHttp(realEnv);
});

describe('usage over time on the top page', () => {
  it('gives screen readers every day as yyyy/MM/dd with what was used, and the allowance left', async () => {
    renderChart();
    const table = await screen.findByRole('table', { name: 'Data used per day (Japan time)' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'DayData used',
      '2026/04/28120 MB',
      '2026/04/290 MB',
      '2026/04/301.50 GB',
      '2026/05/01 (today)4.3 MB',
      'Used in this period1.63 GB',
      'Left to use1.37 GB of 3.00 GB',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Usage over time' })).toBeTruthy();
  });

  it('labels the bars by day and the allowance in words beside a pattern, not by colour alone', async () => {
    renderChart();
    const chart = await screen.findByTestId('usage-chart');
    for (const label of ['04/28', '04/29', '04/30', '05/01', '2.00 GB']) expect(chart.textContent).toContain(label);
    expect(chart.textContent).toContain('Data used: 1.63 GB');
    expect(chart.textContent).toContain('Data remaining: 1.37 GB of 3.00 GB');
    // Four bars, the tallest at the top of a 2 GB scale (1.5 GB of 2 GB = 75 of 100).
    const bars = chart.querySelectorAll('svg rect.fill-slate-800');
    expect([...bars].slice(0, 4).map((bar) => Number(bar.getAttribute('height')))).toEqual([
      (120 / 2048) * 100,
      0,
      75,
      (4.25 / 2048) * 100,
    ]);
    // Remaining is hatched: a pattern, not a second colour.
    expect(chart.querySelector('pattern')).not.toBeNull();
    expect(chart.querySelectorAll('[fill^="url(#"]').length).toBe(2);
  });

  it('offline, shows the kept chart and from when, in Japan time', async () => {
    setOnline(false);
    renderChart();
    await screen.findByTestId('usage-chart');
    expect(screen.getByText('Last known chart, as of 2026/05/01 00:05 (Japan time).')).toBeTruthy();
  });

  it('online, says nothing about a kept state', async () => {
    renderChart();
    await screen.findByTestId('usage-chart');
    expect(screen.queryByText(/Last known chart/)).toBeNull();
  });

  it('before the usage period has begun, says when the days will appear', async () => {
    renderChart({ ...DATA, days: [], data_used_gb: 0, data_remaining_gb: 3 });
    expect(await screen.findByText('Your daily usage appears here once your usage period has begun.')).toBeTruthy();
    expect(screen.queryByTestId('usage-chart')).toBeNull();
  });

  it('keeps the chart’s room while it comes, so the page below does not move', () => {
    configureHttp({ fetch: () => new Promise<Response>(() => undefined) });
    const { container } = renderChart(null);
    const box = container.querySelector('.h-64');
    expect(box?.querySelector('[role="status"]')?.textContent).toBe('Loading the chart…');
  });

  it('with no answer and nothing kept, says so in its box and leaves the customer on the page', async () => {
    const navigate = vi.fn();
    configureHttp({ navigate, fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    renderChart(null);
    expect(await screen.findByText('Your daily usage cannot be shown right now. Please try again later.')).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
  });

  describe('in Japanese', () => {
    beforeAll(async () => {
      i18next.addResourceBundle('ja', 'account', jaAccount);
      await i18next.changeLanguage('ja');
    });
    afterAll(() => i18next.changeLanguage('en'));

    it('reads the same days and allowance in Japanese', async () => {
      renderChart();
      const table = await screen.findByRole('table', { name: '日ごとのデータ利用量（日本時間）' });
      expect(within(table).getByRole('rowheader', { name: '2026/05/01（今日）' })).toBeTruthy();
      expect(screen.getByText('残りデータ量：1.37 GB（3.00 GB中）')).toBeTruthy();
    });
  });
});
