import { useEffect } from 'react';
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { protectedGuard } from '../lib/guards';
import { currentLanguage } from '../lib/i18n';
import { useOnline } from '../lib/online';
import { isLoggedIn } from '../lib/session';
import { useSession } from '../lib/use-session';
import { keepOfflineCopies } from './-offline-prefetch';

export const Route = createFileRoute('/_protected')({
  beforeLoad: () => {
    const decision = protectedGuard({ loggedIn: isLoggedIn() });
    if (decision.kind === 'redirect') throw redirect({ to: decision.to, replace: true });
  },
  component: ProtectedLayout,
});

/** Let the screen the customer opened load first; then keep what they may need offline. */
const PREFETCH_DELAY_MS = 1500;

function ProtectedLayout() {
  const online = useOnline();
  const { scId, usertype } = useSession();
  useEffect(() => {
    if (!online || scId === undefined || !usertype) return;
    const timer = setTimeout(() => void keepOfflineCopies({ scId, usertype }, currentLanguage()), PREFETCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [online, scId, usertype]);
  return <Outlet />;
}
