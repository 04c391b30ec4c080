import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import './styles.css';
import { initI18n, currentLanguage } from './lib/i18n';
import { hydrateSession } from './lib/session';
import { configureHttp } from './lib/http';
import { createQueryClient } from './lib/query-client';
import { setUpCustomerData } from './lib/customer-data';
import { flash } from './lib/flash';
import { captureInstallPrompt, registerServiceWorker } from './lib/pwa';
import { createAppRouter } from './router';

async function boot() {
  captureInstallPrompt();
  // Which build this page runs (the update test checks a new one took over after "Update now").
  document.documentElement.dataset.build = import.meta.env.VITE_BUILD_ID ?? 'local';
  // Both before the first render: guards read the session synchronously, screens read translations.
  const [hydrated] = await Promise.all([hydrateSession(), initI18n()]);
  const queryClient = createQueryClient();
  // Before the router: the top page's loader may need the last-known state (offline).
  await setUpCustomerData(queryClient);
  const router = createAppRouter(queryClient);
  configureHttp({
    language: currentLanguage,
    navigate: (to, { replace }) => void router.navigate({ to, replace }),
    signedOut: () => flash('signedOut'),
  });
  if (hydrated === 'undecryptable') flash('undecryptable');
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  registerServiceWorker();
}

void boot();
