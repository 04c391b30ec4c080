import { createFileRoute, redirect } from '@tanstack/react-router';
import { clearSession, getSession } from '../lib/session';
import { flash } from '../lib/flash';
import { logout } from '../features/auth/api/logout';

/** Not guarded (spec §2): signing out always works, even with a half-broken session. */
export const Route = createFileRoute('/logout')({
  beforeLoad: async ({ context }) => {
    const refreshToken = getSession().authTokens?.refreshToken;
    await clearSession();
    context.queryClient.clear();
    // Best effort: the local session is gone either way, the server revokes when it hears of it.
    if (refreshToken) void logout(refreshToken).catch(() => undefined);
    flash('loggedOut');
    throw redirect({ to: '/login', replace: true });
  },
});
