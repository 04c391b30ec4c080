import { createFileRoute, redirect } from '@tanstack/react-router';
import { getSession } from '@/lib/session';

/** The eSIM activation form lives at /step2 too; this path is kept for existing links (spec §2). */
export const Route = createFileRoute('/_protected/esim-step2')({
  beforeLoad: () => {
    // Spec §2: once issuance is done, the form hands over to the settings.
    throw redirect({ to: getSession().stepValidationStatus ? '/esim-apn-settings' : '/step2', replace: true });
  },
});
