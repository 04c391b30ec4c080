import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { RegisterForm } from '@/features/auth/components/register-form';
import { LoginForm } from '@/features/auth/components/login-form';

/**
 * Registration and login errors where the customer is. A refusal of the whole form
 * (E0007 used code, E0006 unknown code, E0003 wrong login) is focused, so it is announced and scrolled
 * to, instead of focus falling to the page; field errors focus the first invalid field as the form
 * reads; "do not match" shows with the other messages and on leaving the field.
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

const refusal = (code: string, status: number) =>
  new Response(JSON.stringify({ code, message: 'refused' }), { status, headers: { 'Content-Type': 'application/json' } });

async function fillRegistration(user: ReturnType<typeof userEvent.setup>) {
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
}

afterEach(() => vi.restoreAllMocks());

describe('registration errors', () => {
  it.each([
    ['E0007', 409, 'This activation code has already been used.'],
    // (A taken email is no longer refused: decision 0044. An unknown code still is.)
    ['E0006', 400, 'The activation code is invalid or does not exist.'],
  ])('a refusal %s is focused and announced at the top of the form', async (code, status, text) => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(refusal(code, status));
    renderIn(<RegisterForm onMailSent={vi.fn()} />);
    const user = userEvent.setup();
    await fillRegistration(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(text);
    expect(document.activeElement).toBe(alert);
  });

  it('focuses the first invalid field as the form reads, and says "do not match" with the other messages', async () => {
    vi.spyOn(globalThis, 'fetch');
    renderIn(<RegisterForm onMailSent={vi.fn()} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email address'), 'mai@example.com');
    await user.type(screen.getByLabelText('Email address (re-enter)'), 'mia@example.com');
    await user.type(screen.getByLabelText('Password'), 'pass-word1');
    await user.type(screen.getByLabelText('Password (re-enter)'), 'pass-word2');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('The email addresses do not match.')).toBeTruthy();
    expect(screen.getByText('The passwords do not match.')).toBeTruthy();
    // The activation code comes first on the screen (the schema lists the email first).
    expect(document.activeElement).toBe(screen.getByLabelText('Activation code'));
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });

  it('says "do not match" on leaving a confirmation, and takes it back once corrected', async () => {
    renderIn(<RegisterForm onMailSent={vi.fn()} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Password'), 'pass-word1');
    await user.type(screen.getByLabelText('Password (re-enter)'), 'pass-word2');
    await user.tab();
    expect(screen.getByText('The passwords do not match.')).toBeTruthy();
    await user.type(screen.getByLabelText('Email address'), 'mai@example.com');
    await user.type(screen.getByLabelText('Email address (re-enter)'), 'mai@example.co');
    await user.tab();
    expect(screen.getByText('The email addresses do not match.')).toBeTruthy();
    await user.type(screen.getByLabelText('Email address (re-enter)'), 'm');
    await user.tab();
    expect(screen.queryByText('The email addresses do not match.')).toBeNull();
    expect(screen.getByText('The passwords do not match.')).toBeTruthy();
  });
});

describe('login errors', () => {
  it('a refused login leaves focus on the announced message, not on the page', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(refusal('E0003', 401));
    renderIn(<LoginForm onSignedIn={vi.fn()} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email address'), 'someone@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The email address or password is incorrect.');
    expect(document.activeElement).toBe(alert);
  });
});
