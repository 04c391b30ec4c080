import { Link, useRouter, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { activeMenuKey, initialSettingsTarget, menuFor } from '../../lib/menu';
import { useSession } from '../../lib/use-session';
import { trapTab } from '../ui/focus-trap';
import { useModalDialog } from '../ui/use-modal-dialog';

type Props = { open: boolean; onClose: () => void };

/**
 * A modal <dialog>: the browser traps focus, makes the page behind inert and closes on Escape, so
 * keyboard and screen-reader users get the same menu as everyone else.
 * Its links exist only while it is open: a closed dialog shows nothing and gives assistive technology
 * nothing, yet a dozen router links rendered (and re-rendered on each navigation) were a good part
 * of every screen's first render (issue 6).
 */
export function SideMenu({ open, onClose }: Props) {
  const { t } = useTranslation();
  const ref = useModalDialog(open);

  return (
    <dialog
      id="side-menu"
      ref={ref}
      aria-label={t('shell.menu')}
      onClose={onClose}
      onKeyDown={trapTab}
      onClick={(e) => e.target === ref.current && onClose()}
      className="side-menu m-0 h-dvh max-h-none w-72 max-w-[85vw] bg-white p-0 shadow-xl backdrop:bg-black/40"
    >
      <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
        <h2 className="font-semibold">{t('shell.menu')}</h2>
        <button type="button" className="rounded p-2 hover:bg-slate-100" aria-label={t('shell.closeMenu')} onClick={onClose}>
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" stroke="currentColor" strokeWidth="2">
            <path d="M4 4l12 12M16 4L4 16" />
          </svg>
        </button>
      </div>
      {open && <MenuLinks onClose={onClose} />}
    </dialog>
  );
}

/** The menu entries for this customer, the current screen's marked. */
function MenuLinks({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const router = useRouter();
  const pathname = useRouterState({ select: (s) => s.location.pathname });

  const loggedIn = !!session.authTokens;
  const active = activeMenuKey(pathname, { usertype: session.usertype, rechargeType: session['recharge-type'] });
  // "Initial settings" resumes where this customer's onboarding stands (spec §2).
  const items = menuFor({ loggedIn, usertype: session.usertype, simStatus: session.simStatus })
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
