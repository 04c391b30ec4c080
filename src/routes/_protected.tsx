import { useEffect } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { protectedGuard } from '@/lib/guards';
import { currentLanguage } from '@/lib/i18n';
import { useOnline } from '@/lib/online';
import { isLoggedIn } from '@/lib/session';
import { RETURN_KEY, takeOpening } from '@/lib/return-key';
import { loadQueryClient } from '@/lib/queries';
import { useSession } from '@/lib/use-session';
import { setUpCustomerData } from './-customer-data';
import { OfflineBanner } from '@/components/layout/offline-banner';

export const Route = createFileRoute('/_protected')({
  beforeLoad: async ({ location, preload }) => {
    // The visit only, never a preload: a preload must not use up the document's opening address.
    const openedFromOutside = !preload && takeOpening(location.pathname);
    const decision = protectedGuard({ loggedIn: isLoggedIn(), pathname: location.pathname, openedFromOutside });
    if (decision.kind === 'redirect') {
      // Where to come back after login (lib/return-after-login.ts checks it): an address opened from
      // outside the portal, not one of this tab's history (Back after logging out).
      try {
        if (openedFromOutside) sessionStorage.setItem(RETURN_KEY, JSON.stringify([location.href, Date.now()]));
      } catch {
        // Storage refused (a locked-down browser): the top page after login, as without a destination.
      }
      throw redirect({ to: decision.to, replace: true });
    }
    // Every logged-in screen's loader reads through Query; it loads here, not with the first screen.
    const queryClient = await loadQueryClient();
    // Before any screen's loader: the top page offline shows the last-known state.
    await setUpCustomerData(queryClient);
    return { queryClient };
  },
  component: ProtectedLayout,
});

/** Let the screen the customer opened load first; then keep what they may need offline. */
const PREFETCH_DELAY_MS = 1500;

function ProtectedLayout() {
  const { queryClient } = Route.useRouteContext();
  const online = useOnline();
  const { scId, usertype } = useSession();
  useEffect(() => {
    if (!online || scId === undefined || !usertype) return;
    // Its code (the APN and FAQ fetchers, the table of what to keep) loads then too, not with the doors.
    // A page being left fails the import (WebKit): nothing to do then, the next screen starts again.
    const keep = () =>
      import('./-offline-prefetch').then(
        (m) => m.keepOfflineCopies({ scId, usertype }, currentLanguage()),
        () => undefined,
      );
    const timer = setTimeout(() => void keep(), PREFETCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [online, scId, usertype]);
  return (
    <QueryClientProvider client={queryClient}>
      <OfflineBanner />
      <Outlet />
    </QueryClientProvider>
  );
}
