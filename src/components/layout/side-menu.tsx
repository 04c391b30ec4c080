import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { trapTab } from '@/components/ui/focus-trap';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import { unlessLeaving } from '@/lib/leaving';

// The menu's rules and links load when it is about to open, not with the first screen.
export const loadMenuLinks = () => unlessLeaving(() => import('./menu-links'));
const MenuLinks = lazy(() => loadMenuLinks().then((m) => ({ default: m.MenuLinks })));

type Props = { open: boolean; onClose: () => void };

/**
 * A modal <dialog>: the browser traps focus, makes the page behind inert and closes on Escape, so
 * keyboard and screen-reader users get the same menu as everyone else.
 * Its links exist only while it is open: a closed dialog shows nothing and gives assistive technology
 * nothing, yet a dozen router links rendered (and re-rendered on each navigation) were a good part
 * of every screen's first render. The links' code loads on first opening (prefetched
 * when the pointer or focus reaches the menu button) for the same reason.
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
      {open && (
        <Suspense fallback={null}>
          <MenuLinks onClose={onClose} />
        </Suspense>
      )}
    </dialog>
  );
}
