import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import esim from '@locales/en/esim.json';
import type { EsimActivationData } from '@/contract';
import { EsimInitialConfig } from '@/features/esim/components/esim-initial-config';

i18next.addResourceBundle('en', 'esim', esim);

const SMDP = 'smdp.linksfield.example';
const MATCHING_ID = 'ABCDE-FGHJK-MNPQR-STUVW';
const LPA = `LPA:1$${SMDP}$${MATCHING_ID}`;
const QR = { width: 1, height: 1, pixels: [0xffffffff] };
// What the reference API sends (decision 0029), and what an API that sends the LPA string in both sends.
const API_ANSWERS: [string, EsimActivationData][] = [
  ['matching ID apart', { activation_code: MATCHING_ID, smdp_address: SMDP, android_act_code: LPA, qr_code: QR }],
  ['LPA string in both', { activation_code: LPA, smdp_address: SMDP, android_act_code: LPA, qr_code: QR }],
];

async function renderConfig(data: EsimActivationData, device: string, method: string) {
  const root = createRootRoute({
    component: () => (
      <EsimInitialConfig
        scId={7}
        usertype="LF"
        data={data}
        helpUrl="https://help.example"
        device={device}
        method={method}
        basePath="/apn-configuration"
        qrName="esim-1234.png"
      />
    ),
  });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router as never} />
    </QueryClientProvider>,
  );
  await screen.findByRole('heading', { name: 'Before you install' });
}

const headings = () => screen.getAllByRole('heading').map((h) => h.textContent);
const fieldsOf = () => {
  const region = screen.getByRole('region', { name: 'Enter the details manually' });
  return within(region)
    .getAllByRole('term')
    .map((dt) => [dt.textContent, dt.nextElementSibling?.querySelector('.font-mono')?.textContent]);
};

describe.each(API_ANSWERS)('eSIM install page (API: %s)', (_api, data) => {
  // Written from the phones' own screens: iPhone "Enter Details Manually" has SM-DP+ Address and
  // Activation Code fields; Android's "enter code" has one field for the LPA string.
  it('iPhone, this phone: the one-tap link first, then SM-DP+ address and activation code apart', async () => {
    await renderConfig(data, '1', '1');
    expect(headings()).toEqual(['iPhone: install with one tap', 'Enter the details manually', 'Before you install']);
    expect(fieldsOf()).toEqual([
      ['SM-DP+ address', SMDP],
      ['Activation code', MATCHING_ID],
    ]);
    expect(screen.queryByText(LPA)).toBeNull();
    expect(screen.getByRole('link', { name: 'Install the eSIM on this iPhone' }).getAttribute('href')).toBe(
      `https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=${encodeURIComponent(LPA)}`,
    );
    expect(screen.queryByTestId('esim-qr')).toBeNull();
  });

  it('iPhone, another screen: the QR first, no Apple link', async () => {
    await renderConfig(data, '1', '2');
    expect(headings()).toEqual(['QR code', 'Enter the details manually', 'Before you install']);
    expect(screen.getByTestId('esim-qr')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Install the eSIM on this iPhone' })).toBeNull();
    expect(fieldsOf()).toEqual([
      ['SM-DP+ address', SMDP],
      ['Activation code', MATCHING_ID],
    ]);
  });

  it('Android, this phone: the LPA string to paste, no QR and no Apple link', async () => {
    await renderConfig(data, '2', '1');
    expect(headings()).toEqual(['Enter the details manually', 'Before you install']);
    expect(fieldsOf()).toEqual([['Activation code', LPA]]);
    expect(screen.queryByTestId('esim-qr')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Install the eSIM on this iPhone' })).toBeNull();
  });

  it('Android, another screen: the QR first, then the LPA string; Copy copies what is shown', async () => {
    await renderConfig(data, '2', '2');
    const user = userEvent.setup();
    // After setup: user-event puts a clipboard of its own in place.
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    expect(headings()).toEqual(['QR code', 'Enter the details manually', 'Before you install']);
    expect(screen.queryByRole('link', { name: 'Install the eSIM on this iPhone' })).toBeNull();
    expect(fieldsOf()).toEqual([['Activation code', LPA]]);
    await user.click(screen.getByRole('button', { name: /Activation code/ }));
    expect(writeText).toHaveBeenCalledWith(LPA);
  });
});

describe('Keep the QR code', () => {
  it('saves it under the line’s name, not image.png', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(new Blob([new Uint8Array([137, 80, 78, 71])]), { status: 200, headers: { 'content-type': 'image/png' } }),
    );
    URL.createObjectURL = vi.fn(() => 'blob:qr');
    URL.revokeObjectURL = vi.fn();
    await renderConfig(API_ANSWERS[0]![1], '2', '2');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Keep the QR code (save image)' }));
    await vi.waitFor(() => expect(saved).toEqual(['esim-1234.png']));
  });
});
