import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import onboarding from '@locales/en/onboarding.json';
import type { UserType } from '@/contract';
import { EsimActivationForm } from '@/features/onboarding/components/esim-activation-form';
import { configureHttp } from '@/lib/http';
import { createQueryClient } from '@/lib/query-client';
import { clearSession, updateSession } from '@/lib/session';

i18next.addResourceBundle('en', 'onboarding', onboarding);

/**
 * The eSIM activation form by SIM type, written by hand from the spec: §2 "For ESIMS users: an EID
 * input …", §4 "For some variants the eSIM must be activated within 24 hours", §5 "EID (ESIMS only)".
 */
const BY_TYPE: [UserType, { eid: boolean; notice24h: boolean }][] = [
  ['ESIMS', { eid: true, notice24h: false }],
  ['ESIMA', { eid: false, notice24h: true }],
  ['LF', { eid: false, notice24h: true }],
];

const EID = '89049032007008882600076929071293';
const ISSUED = {
  sc_id: 7,
  iccid: '8981100000000000007',
  sim_type: 'sonet_esim',
  tel_no: null,
  ac_status: 'activate',
  sc_status: 'registered',
};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let sent: { url: string; body: unknown }[] = [];

beforeEach(async () => {
  sent = [];
  await clearSession();
  await updateSession({ authTokens: { accessToken: 'access', refreshToken: 'refresh' } });
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined });
    return json(200, ISSUED);
  }) as typeof globalThis.fetch;
  configureHttp({ language: () => 'en', navigate: vi.fn(), signedOut: vi.fn(), fetch });
});

function renderForm(usertype: UserType, onIssued = vi.fn(async () => undefined)) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <EsimActivationForm scId={7} usertype={usertype} onIssued={onIssued} />
    </QueryClientProvider>,
  );
  return { onIssued, user: userEvent.setup() };
}

describe('eSIM activation form by SIM type', () => {
  it.each(BY_TYPE)('%s: EID field %o', (usertype, expected) => {
    renderForm(usertype);
    expect(screen.queryByLabelText('EID (32 digits)') !== null).toBe(expected.eid);
    expect(screen.queryByText('Where do I find the EID on an iPhone?') !== null).toBe(expected.eid);
    expect(screen.queryByText('Install the eSIM within 24 hours of issuance, otherwise it may become invalid.') !== null).toBe(
      expected.notice24h,
    );
    // Every eSIM agrees to the important notice (spec §5 "Agreements").
    expect(screen.getByLabelText('I have read and agree to the important notice.')).toBeTruthy();
  });
});

describe('EID validation (spec §5)', () => {
  // Written by hand: what the customer types → the message under the field.
  it.each([
    ['nothing', '', 'This field is required'],
    ['31 digits', EID.slice(0, 31), 'EID must be exactly 32 digits'],
    ['letters only', 'abc', 'This field is required'],
  ])('%s → %s', async (_what, typed, message) => {
    const { user } = renderForm('ESIMS');
    if (typed) await user.type(screen.getByLabelText('EID (32 digits)'), typed);
    await user.click(screen.getByLabelText('I have read and agree to the important notice.'));
    await user.click(screen.getByRole('button', { name: 'Request eSIM issuance' }));
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual([]);
  });

  // An EID with a misread digit (3 read as 8) is a whole 32 digits: refused for its check digits
  // (SGP.29), before the confirmation, with focus on the field so the message is read out.
  it('a misread digit: said what to re-read, the field focused, nothing asked or sent', async () => {
    const { user } = renderForm('ESIMS');
    const field = screen.getByLabelText('EID (32 digits)');
    await user.type(field, '89049082007008882600076929071293');
    await user.click(screen.getByLabelText('I have read and agree to the important notice.'));
    await user.click(screen.getByRole('button', { name: 'Request eSIM issuance' }));
    expect(
      screen.getByText(
        "This EID is not valid: a digit was probably misread or mistyped. Compare it digit by digit with the EID shown in your phone's settings.",
      ),
    ).toBeTruthy();
    expect(document.activeElement).toBe(field);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('input stops at 32 digits', async () => {
    const { user } = renderForm('ESIMS');
    await user.type(screen.getByLabelText('EID (32 digits)'), `${EID}5`);
    expect((screen.getByLabelText('EID (32 digits)') as HTMLInputElement).value).toBe(EID);
  });

  it('the important notice must be agreed to', async () => {
    const { user } = renderForm('ESIMS');
    await user.type(screen.getByLabelText('EID (32 digits)'), EID);
    await user.click(screen.getByRole('button', { name: 'Request eSIM issuance' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual([]);
  });
});

describe('issuance asks first (spec §2, §5)', () => {
  it('Cancel in the confirmation sends nothing', async () => {
    const { user } = renderForm('ESIMS');
    await user.type(screen.getByLabelText('EID (32 digits)'), EID);
    await user.click(screen.getByLabelText('I have read and agree to the important notice.'));
    await user.click(screen.getByRole('button', { name: 'Request eSIM issuance' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(`EID: ${EID}`)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual([]);
  });

  // The request carries the SIM, its type and (sonet only) the EID; the agree flag stays behind.
  it.each<[UserType, Record<string, unknown>]>([
    ['ESIMS', { id: 7, type: 'ESIMS', eid: EID }],
    ['ESIMA', { id: 7, type: 'ESIMA' }],
    ['LF', { id: 7, type: 'LF' }],
  ])('%s: Issue sends %o and hands over the answer', async (usertype, body) => {
    const { user, onIssued } = renderForm(usertype);
    if ('eid' in body) await user.type(screen.getByLabelText('EID (32 digits)'), EID);
    await user.click(screen.getByLabelText('I have read and agree to the important notice.'));
    await user.click(screen.getByRole('button', { name: 'Request eSIM issuance' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Issue' }));
    await waitFor(() => expect(onIssued).toHaveBeenCalledWith(ISSUED));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toContain('cards/esim_activate');
    expect(sent[0]!.body).toEqual(body);
  });
});
