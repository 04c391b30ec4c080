import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from './language-select';
import { loadMenuLinks } from './side-menu';

type Props = { menuOpen: boolean; onMenuToggle: () => void };

export function Header({ menuOpen, onMenuToggle }: Props) {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-30 flex items-center gap-2 border-b border-slate-200 bg-white px-2 py-2">
      <button
        type="button"
        className="rounded p-2 text-slate-700 hover:bg-slate-100"
        aria-label={t('shell.openMenu')}
        aria-expanded={menuOpen}
        aria-controls="side-menu"
        onClick={onMenuToggle}
        // Fetch the menu's code as the customer reaches for it, so it opens with its links.
        onPointerEnter={() => void loadMenuLinks()}
        onFocus={() => void loadMenuLinks()}
      >
        <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
      </button>
      <Link to="/" className="flex min-w-0 items-center gap-2 font-semibold text-brand-700">
        {/* shrink-0: a long brand name (vi) would squeeze the logo while it loads, then let it grow (a layout shift). */}
        <img src="/logo.svg" alt="" width="28" height="28" className="shrink-0" />
        {/* One line at 375 px in every language: a smaller size on narrow phones. Narrower still (360 px,
            or a scrollbar taking its width) a long name (vi) takes a second line, balanced, within the
            menu button's height, rather than running under the language choice. */}
        <span className="min-w-0 text-balance text-[13px] leading-tight min-[420px]:text-base">{t('shell.brand')}</span>
      </Link>
      <div className="ml-auto shrink-0">
        <LanguageSelect />
      </div>
    </header>
  );
}
