import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { RegisterForm } from '@/features/auth/components/register-form';
import { RegisterMailSent } from '@/features/auth/components/register-mail-sent';
import { RegisterConfirm } from '@/features/auth/components/register-confirm';

/**
 * Two-step registration in the portal (decision 0044): the form ends at "check your email",
 * the mailed link's page creates the account only when its button is pressed.
 */
function renderIn(node: ReactNode) {
  const rootRoute = createRootRoute({ component: () => node });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router as never} />
    </QueryClientProvider>,
  );
}
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.restoreAllMocks());

describe('register form', () => {
  it('reports the address and the link’s lifetime once the API says a mail is on its way', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({ status: 'mail_sent', expires_in: 86400 }, 202));
    const onMailSent = vi.fn();
    renderIn(<RegisterForm onMailSent={onMailSent} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Activation code'), 'ABCDEFGHJKMNPQRS');
    await user.type(screen.getByLabelText('Email address'), 'mai@example.com');
    await user.type(screen.getByLabelText('Email address (re-enter)'), 'mai@example.com');
    await user.type(screen.getByLabelText('Password'), 'pass-word1');
    await user.type(screen.getByLabelText('Password (re-enter)'), 'pass-word1');
    await user.type(screen.getByLabelText('Full name'), 'Tran Thi Mai');
    await user.selectOptions(screen.getByLabelText('Purpose of use'), 'travel');
    await user.selectOptions(screen.getByLabelText('Nationality'), 'VN');
    await user.selectOptions(screen.getByLabelText('Gender'), 'female');
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '1994-07-15' } });
    await user.click(screen.getByLabelText('I agree to the handling of personal information.'));
    await user.click(screen.getByLabelText('I agree to the terms of use.'));
    await user.click(screen.getByLabelText(/I have read and agree to the important notice/));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await vi.waitFor(() => expect(onMailSent).toHaveBeenCalledWith({ email: 'mai@example.com', expiresIn: 86400 }));
  });
});

describe('check your email', () => {
  it('focuses its heading and says where the link went, for how long, and what to do without a mail', async () => {
    renderIn(<RegisterMailSent email="mai@example.com" expiresIn={86400} onAgain={vi.fn()} />);
    const heading = await screen.findByRole('heading', { name: 'Check your email' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText(/to mai@example\.com/)).toBeTruthy();
    expect(screen.getByText(/valid for 24 hours/)).toBeTruthy();
    expect(screen.getByText('Check your spam or junk folder.')).toBeTruthy();
  });
});

describe('the confirmation page', () => {
  const login = {
    sc_id: 1,
    iccid: '8981000000000000001',
    sim_type: 'physical_sim',
    tel_no: null,
    ac_status: 'prepare',
    sc_status: 'registered',
    user: { email: 'mai@example.com' },
    access_token: 'a',
    refresh_token: 'r',
  };

  it('sends nothing when opened; its button sends the token and the password typed, once, with the device cookie, and signs in', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(login, 201));
    const onSignedIn = vi.fn().mockResolvedValue(undefined);
    renderIn(<RegisterConfirm token="tok-123" onSignedIn={onSignedIn} />);
    const button = await screen.findByRole('button', { name: 'Complete registration' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password'), 'pass-word1');
    expect(fetch).not.toHaveBeenCalled();
    await user.click(button);
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(login));
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toMatch(/\/auth\/register_confirm$/);
    expect(JSON.parse(String(init!.body))).toEqual({ token: 'tok-123', password: 'pass-word1' });
    // The API may be on another origin (portal only): the device cookie goes along (decision 0066).
    expect(init!.credentials).toBe('include');
  });

  it('without a password it says so at the field and sends nothing', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(login, 201));
    renderIn(<RegisterConfirm token="tok-123" onSignedIn={vi.fn()} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Complete registration' }));
    expect(await screen.findByText('Please enter your password.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a password that is not the registration’s says which mail to use, focused, and keeps the form', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({ code: 'E0075', message: 'not this one' }, 400));
    renderIn(<RegisterConfirm token="theirs" onSignedIn={vi.fn()} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Password'), 'my-own-pass');
    await user.click(screen.getByRole('button', { name: 'Complete registration' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(
      /^This is not the password this registration was made with\..*last four characters of your activation code\.$/,
    );
    expect(document.activeElement).toBe(alert);
    expect(screen.getByRole('button', { name: 'Complete registration' })).toBeTruthy();
  });

  it('an expired link says so, focused, and offers to register again instead of the button', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({ code: 'E0051', message: 'expired' }, 400));
    renderIn(<RegisterConfirm token="old" onSignedIn={vi.fn()} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Password'), 'pass-word1');
    await user.click(screen.getByRole('button', { name: 'Complete registration' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('This registration link has expired. Please register again.');
    expect(document.activeElement).toBe(alert);
    expect(screen.getByRole('link', { name: 'Register again' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Complete registration' })).toBeNull();
  });
});
