import { Link, useRouter, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { activeMenuKey, initialSettingsTarget, menuFor } from '@/domain/menu';
import { useSession } from '@/lib/use-session';

/** The menu entries for this customer, the current screen's marked. */
export function MenuLinks({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const router = useRouter();
  const pathname = useRouterState({ select: (s) => s.location.pathname });

  const loggedIn = !!session.authTokens;
  const active = activeMenuKey(pathname, { usertype: session.usertype, rechargeType: session['recharge-type'] });
  // "Initial settings" resumes where this customer's onboarding stands (spec §2).
  const items = menuFor({ loggedIn, usertype: session.usertype, simStatus: session.simStatus, otherLines: session.otherLines })
    .map((entry) => (entry.key === 'initialSettings' ? { ...entry, to: initialSettingsTarget({ ...session, loggedIn }) } : entry))
    // Entries whose screen is not part of this build are left out rather than leading to a 404.
    .filter((entry) => entry.to in router.routesByPath);

  return (
    <nav aria-label={t('shell.menu')}>
      <ul className="py-2">
        {items.map((entry) => (
          <li key={entry.key}>
            <Link
              to={entry.to}
              onClick={onClose}
              aria-current={active === entry.key ? 'page' : undefined}
              className="block px-4 py-3 hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700"
            >
              {t(`menu.${entry.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
