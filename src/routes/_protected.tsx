import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { protectedGuard } from '../lib/guards';
import { isLoggedIn } from '../lib/session';

export const Route = createFileRoute('/_protected')({
  beforeLoad: () => {
    const decision = protectedGuard({ loggedIn: isLoggedIn() });
    if (decision.kind === 'redirect') throw redirect({ to: decision.to, replace: true });
  },
  component: Outlet,
});
