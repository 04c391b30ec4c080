import { createFileRoute, redirect } from '@tanstack/react-router';
import { rootIndexTarget } from '@/lib/guards';
import { isLoggedIn } from '@/lib/session';

export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: rootIndexTarget(isLoggedIn()), replace: true });
  },
});
