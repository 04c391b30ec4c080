import { useEffect } from 'react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { clearSession, getSession } from '@/lib/session';
import { flash } from '@/lib/flash';
import { RETURN_KEY } from '@/lib/return-key';
import { loadedQueryClient } from '@/lib/queries';
import { Loader } from '@/components/ui/loader';

/**
 * Not guarded (spec §2): signing out always works, even with a half-broken session.
 * Signing out is done by the screen, never in beforeLoad or a loader: the router preloads on intent,
 * so a pointer resting on "Log out", a Tab onto it or a swipe starting on it would sign the customer
 * out (docs/decisions/0026). Only opening /logout (the customer activating the link, or a
 * broken session sent here by requireCard) renders this component.
 */
export const Route = createFileRoute('/logout')({
  component: LogoutScreen,
});

let signingOut: Promise<void> | undefined;

/** Once per visit even when React runs the effect twice. */
function signOut(): Promise<void> {
  signingOut ??= (async () => {
    const refreshToken = getSession().authTokens?.refreshToken;
    await clearSession();
    // The next sign-in in this tab starts at the top page (decision 0053): no address kept from before.
    try {
      sessionStorage.removeItem(RETURN_KEY);
    } catch {
      // Storage refused: nothing was kept in it either.
    }
    loadedQueryClient()?.clear();
    // Best effort: the local session is gone either way, the server revokes when it hears of it.
    // The HTTP client loads only now: the first screens ship without it (docs/decisions/0020).
    if (refreshToken) void import('@/features/auth/api/logout').then(({ logout }) => logout(refreshToken)).catch(() => undefined);
    flash('loggedOut');
  })().finally(() => {
    signingOut = undefined;
  });
  return signingOut;
}

function LogoutScreen() {
  const navigate = useNavigate();
  useEffect(() => {
    let live = true;
    void signOut().then(() => {
      if (live) void navigate({ to: '/login', replace: true });
    });
    return () => {
      live = false;
    };
  }, [navigate]);
  return <Loader />;
}
