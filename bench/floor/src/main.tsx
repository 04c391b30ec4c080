/**
 * The floor of `npm run bench:web`: what a minimal real app built on the portal's four client
 * libraries ships, and nothing else. It contains:
 * - React 19 (react-dom/client createRoot, StrictMode);
 * - TanStack Router, code-based: a root route with an Outlet and the two routes the benchmark opens,
 *   /landingPage and /login (plus a redirect from /), browser history, the default not-found;
 * - TanStack Query: a QueryClient and its QueryClientProvider around the router (no query runs:
 *   the line needs no data);
 * - i18next + react-i18next, initialised before the first render with the line's resources in
 *   English and Japanese bundled (no HTTP backend), read with useTranslation.
 * No CSS, no service worker, no session: the portal's own code and its other libraries are exactly
 * what the comparison is meant to show.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRootRoute, createRoute, createRouter, Outlet, redirect, RouterProvider } from '@tanstack/react-router';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';

await i18next.use(initReactI18next).init({
  lng: navigator.language.startsWith('ja') ? 'ja' : 'en',
  fallbackLng: 'en',
  resources: {
    en: { translation: { line: 'Set up your prepaid SIM or eSIM, check your data and top up, all in one place.' } },
    ja: { translation: { line: 'プリペイド SIM・eSIM の設定、データ残量の確認とチャージがここでできます。' } },
  },
  interpolation: { escapeValue: false },
});

function Line() {
  const { t } = useTranslation();
  return (
    <main>
      <p>{t('line')}</p>
    </main>
  );
}

const rootRoute = createRootRoute({ component: Outlet });
const routeTree = rootRoute.addChildren([
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    beforeLoad: () => {
      throw redirect({ to: '/landingPage' });
    },
  }),
  createRoute({ getParentRoute: () => rootRoute, path: '/landingPage', component: Line }),
  createRoute({ getParentRoute: () => rootRoute, path: '/login', component: Line }),
]);
const router = createRouter({ routeTree });
const queryClient = new QueryClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
