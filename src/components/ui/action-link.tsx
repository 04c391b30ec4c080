import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useOnline } from '@/lib/online';
import { OFFLINE_NOTICE_ID } from './button';

/**
 * A link to a money or SIM action (data recharge, extension): with no connection, or the API not
 * answering, it is shown disabled and says why (the offline banner), as a `needsConnection` button
 * is, instead of leading to a screen that cannot load.
 */
export function ActionLink({ to, className, children }: { to: LinkProps['to']; className: string; children: ReactNode }) {
  const online = useOnline();
  if (!online) {
    return (
      <a role="link" aria-disabled="true" aria-describedby={OFFLINE_NOTICE_ID} className={`${className} cursor-not-allowed opacity-50`}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} className={className}>
      {children}
    </Link>
  );
}
