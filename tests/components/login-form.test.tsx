import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { LoginForm } from '@/features/auth/components/login-form';

function renderLogin(onSignedIn = vi.fn()) {
  const rootRoute = createRootRoute({ component: () => <LoginForm onSignedIn={onSignedIn} /> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router as never} />
    </QueryClientProvider>,
  );
  return onSignedIn;
}

describe('login form', () => {
  it('names the missing fields and clears an error as soon as the field is edited', async () => {
    renderLogin();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    // The check loads on first use (the login door ships without valibot), so its answer comes a moment later.
    expect(await screen.findByText('Please enter your email address.')).toBeTruthy();
    const email = screen.getByLabelText('Email address');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please enter your password.')).toBeTruthy();
    expect(document.activeElement).toBe(email);
    await user.type(email, 'a');
    expect(screen.queryByText('Please enter your email address.')).toBeNull();
    expect(screen.getByText('Please enter your password.')).toBeTruthy();
  });

  it('rejects a malformed address before calling the API', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderLogin();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email address'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('sends valid details once, shows a refusal and lets the customer try again', async () => {
    let answer!: (res: Response) => void;
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const onSignedIn = renderLogin();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email address'), 'someone@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const pending = await screen.findByRole('button', { name: 'Processing…' });
    expect(pending.hasAttribute('disabled')).toBe(true);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/\w+\/auth\/login$/);
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'someone@example.com', password: 'secret1' });
    answer(
      new Response(JSON.stringify({ code: 'E0003', message: 'The email address or password is incorrect.' }), {
        status: 401,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect((await screen.findByRole('button', { name: 'Log in' })).hasAttribute('disabled')).toBe(false);
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
