import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { publicGuard } from '../lib/guards';
import { clearSession, isLoggedIn } from '../lib/session';

const Search = v.object({ ac: v.optional(v.pipe(v.string(), v.maxLength(64))) });

export const Route = createFileRoute('/_public')({
  validateSearch: Search,
  beforeLoad: async ({ location, search }) => {
    const decision = publicGuard({ loggedIn: isLoggedIn(), pathname: location.pathname, ac: search.ac });
    if (decision.kind === 'render') return;
    if (decision.clearSession) await clearSession();
    throw redirect({ to: decision.to, search: decision.search, replace: true });
  },
  component: Outlet,
});
