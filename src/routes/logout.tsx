import { createFileRoute, redirect } from '@tanstack/react-router';
import { clearSession, getSession } from '../lib/session';
import { flash } from '../lib/flash';
import { loadedQueryClient } from '../lib/queries';

/** Not guarded (spec §2): signing out always works, even with a half-broken session. */
export const Route = createFileRoute('/logout')({
  beforeLoad: async () => {
    const refreshToken = getSession().authTokens?.refreshToken;
    await clearSession();
    loadedQueryClient()?.clear();
    // Best effort: the local session is gone either way, the server revokes when it hears of it.
    // The HTTP client loads only now: the first screens ship without it (docs/decisions/0020).
    if (refreshToken) void import('../features/auth/api/logout').then(({ logout }) => logout(refreshToken)).catch(() => undefined);
    flash('loggedOut');
    throw redirect({ to: '/login', replace: true });
  },
});
