import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { publicGuard } from '@/lib/guards';
import { optionalTexts } from '@/lib/search-params';
import { clearSession, isLoggedIn } from '@/lib/session';

const Search = optionalTexts({ ac: 64 });

export const Route = createFileRoute('/_public')({
  validateSearch: Search,
  beforeLoad: async ({ location, search, preload }) => {
    const decision = publicGuard({ loggedIn: isLoggedIn(), pathname: location.pathname, ac: search.ac });
    if (decision.kind === 'render') return;
    if (decision.clearSession) {
      // A preload (pointer or focus on a link) must not sign anyone out: only the visit itself does.
      if (preload) return;
      await clearSession();
    }
    throw redirect({ to: decision.to, search: decision.search, replace: true });
  },
  component: Outlet,
});
