import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import fiveG from '@locales/en/fiveG.json';
import { fiveGOptions, useAdd5g } from '@/features/five-g/api/five-g';
import { FiveGOption } from '@/features/five-g/components/five-g-option';
import { configureHttp } from '@/lib/http';
import { createQueryClient } from '@/lib/query-client';
import { clearSession, updateSession } from '@/lib/session';

i18next.addResourceBundle('en', 'fiveG', fiveG);

const LINE = { iccid: '8981100000000000001', tel_no: '07012345678' };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The operator's side of the 5G option: check answers its state, add starts the addition (spec §4). */
let server: { is_enabled: boolean; is_pending: boolean; addAnswer: number };
let sent: { path: string; body: unknown }[] = [];

beforeEach(async () => {
  sent = [];
  await clearSession();
  await updateSession({ authTokens: { accessToken: 'access', refreshToken: 'refresh' } });
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://portal.test').pathname;
    sent.push({ path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (path.endsWith('cards/check_5g')) return json(200, { is_enabled: server.is_enabled, is_pending: server.is_pending });
    if (path.endsWith('cards/add_5g')) {
      if (server.addAnswer !== 200)
        return json(server.addAnswer, { code: 'E0017', message: 'The 5G option has already been requested for this SIM.' });
      server.is_pending = true;
      return json(200, { message: 'ok' });
    }
    return json(404, {});
  }) as typeof globalThis.fetch;
  configureHttp({ language: () => 'en', navigate: vi.fn(), signedOut: vi.fn(), fetch });
});

/** The 5G page as its route composes it: the line's check, the add mutation, the option. */
function FiveGPage() {
  const { data } = useQuery(fiveGOptions(LINE));
  const add = useAdd5g(LINE);
  if (!data) return null;
  return <FiveGOption status={data} onAdd={() => add.mutate()} adding={add.isPending} error={add.error} added={add.isSuccess} />;
}

function renderPage(state: { is_enabled: boolean; is_pending: boolean }, addAnswer = 200) {
  server = { ...state, addAnswer };
  render(
    <QueryClientProvider client={createQueryClient()}>
      <FiveGPage />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const ADD = { name: 'Add the 5G option' };
/** Spec §8: the refusal in the customer's words (common.json apiErrors.E0017, English). */
const REFUSED = 'The 5G option has already been requested for this line.';

describe('5G option page (spec §4: not added → pending → added)', () => {
  // Written by hand from spec §3 "5G check: is_enabled, is_pending" and §4.
  it.each([
    [{ is_enabled: false, is_pending: false }, '5G option: not added', true],
    [{ is_enabled: false, is_pending: true }, '5G option: being added. It will be ready shortly.', false],
    [{ is_enabled: true, is_pending: false }, '5G option: added', false],
    [{ is_enabled: true, is_pending: true }, '5G option: added', false],
  ])('%o shows “%s”, add button %s', async (state, shown, canAdd) => {
    renderPage(state);
    expect(await screen.findByText(shown)).toBeTruthy();
    expect(screen.queryByRole('button', ADD) !== null).toBe(canAdd);
    // It is free, 3G goes, and it cannot be cancelled (spec §4): said before anything is asked.
    expect(screen.getByText('The 5G option is free of charge.')).toBeTruthy();
    expect(screen.getByText('After adding it, 3G can no longer be used.')).toBeTruthy();
    expect(screen.getByText('Once requested, the 5G option cannot be cancelled.')).toBeTruthy();
  });

  it('Add asks first; Cancel sends nothing', async () => {
    const user = renderPage({ is_enabled: false, is_pending: false });
    await user.click(await screen.findByRole('button', ADD));
    const dialog = screen.getByRole('dialog', { name: 'Add the 5G option?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent.filter((r) => r.path.endsWith('add_5g'))).toEqual([]);
  });

  it('confirmed, the request names the line and the page says it is being added, not added', async () => {
    const user = renderPage({ is_enabled: false, is_pending: false });
    await user.click(await screen.findByRole('button', ADD));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Add 5G' }));
    expect(await screen.findByText('Your request has been received. The 5G option is being added.')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('5G option: being added. It will be ready shortly.')).toBeTruthy());
    expect(screen.queryByRole('button', ADD)).toBeNull();
    expect(screen.queryByText('The 5G option has been added.')).toBeNull();
    expect(sent.filter((r) => r.path.endsWith('add_5g')).map((r) => r.body)).toEqual([LINE]);
  });

  it('a refused addition says why (spec §8) and claims nothing', async () => {
    const user = renderPage({ is_enabled: false, is_pending: false }, 409);
    await user.click(await screen.findByRole('button', ADD));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Add 5G' }));
    expect((await screen.findByRole('alert')).textContent).toBe(REFUSED);
    expect(screen.getByText('5G option: not added')).toBeTruthy();
    expect(screen.queryByText('Your request has been received. The 5G option is being added.')).toBeNull();
  });
});
