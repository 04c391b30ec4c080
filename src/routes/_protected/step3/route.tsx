import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { getSession } from '@/lib/session';

/** The prepaid configuration layout (spec §4): only reachable once step 2 is done. */
export const Route = createFileRoute('/_protected/step3')({
  beforeLoad: () => {
    if (getSession().stepValidationStatus !== true) throw redirect({ to: '/step2', replace: true });
  },
  component: Outlet,
});
