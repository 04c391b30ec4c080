import { Outlet, useRouter } from '@tanstack/react-router';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Header } from './header';
import { SideMenu } from './side-menu';
import { Footer } from './footer';
import { FlashBanner } from './flash-banner';
import { UpdatePrompt } from './update-prompt';
import { Loader } from '@/components/ui/loader';
import { Toaster } from '@/components/ui/toast';

export function AppShell() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const router = useRouter();
  // Focus follows the screen on every change of screen (route-focus.ts, loaded then).
  useEffect(
    () =>
      router.subscribe('onBeforeNavigate', ({ fromLocation, pathChanged }) => {
        const before = document.activeElement;
        if (fromLocation && pathChanged)
          void import('./route-focus').then(
            (m) => m.focusNewScreen(router, fromLocation.href, before),
            () => undefined,
          );
      }),
    [router],
  );
  return (
    <div className="mx-auto flex min-h-dvh max-w-xl flex-col bg-white shadow-sm">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2">
        {t('shell.skipToContent')}
      </a>
      <Header menuOpen={menuOpen} onMenuToggle={() => setMenuOpen((open) => !open)} />
      <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
      {/* `peer`: the footer hides while main is empty (footer.tsx). */}
      <main id="main" className="peer flex-1 px-4 py-6" tabIndex={-1}>
        <FlashBanner />
        <UpdatePrompt />
        <Suspense fallback={<Loader />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <Toaster />
    </div>
  );
}
