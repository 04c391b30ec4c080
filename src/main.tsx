import { StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import './styles.css';
import { initI18n, currentLanguage } from './lib/i18n';
import { hydrateSession, isLoggedIn, storedSession } from './lib/session';
import { configureHttp } from './lib/http-env';
import { loadQueryClient } from './lib/queries';
import { flash } from './lib/flash';
import { captureInstallPrompt, registerServiceWorker } from './lib/pwa';
import { createAppRouter } from './router';
import { setUpCustomerData } from './routes/-customer-data';
import { PRERENDERED_ATTRIBUTE } from './contract/prerender';
import { forgetReloadMarks, watchLeaving } from './lib/leaving';
import { isolateFromOpener } from './lib/isolation';
import { afterFirstScreen } from './lib/after-first-screen';
import { nextTask } from './lib/next-task';

/**
 * On a prerendered door the root holds the build's copy of the screen, inert (scripts/prerender.ts).
 * React replaces the copy when it commits; this hands the root over in that same commit.
 */
function ReleasePrerenderedRoot({ container }: { container: HTMLElement }) {
  useLayoutEffect(() => {
    container.removeAttribute('inert');
    container.removeAttribute(PRERENDERED_ATTRIBUTE);
  }, [container]);
  return null;
}

async function boot() {
  // A page of another origin that opened this window holds a handle to it: load again, isolated,
  // before anything is drawn (decision 0043).
  if (isolateFromOpener(window)) return;
  watchLeaving();
  captureInstallPrompt();
  // Which build this page runs (the update test checks a new one took over after "Update now").
  document.documentElement.dataset.build = import.meta.env.VITE_BUILD_ID ?? 'local';
  const container = document.getElementById('root')!;
  const door = container.hasAttribute(PRERENDERED_ATTRIBUTE);
  // From here the start-up runs in tasks of a few milliseconds rather than one long one: a door is on
  // the display already (prerendered), so every task after its paint counts as blocking (decision 0155).
  await nextTask();
  // Guards read the session synchronously, so it is read before the first render when one may be
  // stored. A door whose device has no mark yet (a first visit) draws as for a guest and reads the
  // store once the screen is up; every other screen reads it first (decision 0155). The mark's read
  // (the page's first use of localStorage, a call into the browser) waits for this task too.
  const stored = storedSession();
  const readLater = door && stored === 'unknown';
  const ready = Promise.all([stored === 'no' || readLater ? 'ok' : hydrateSession(), initI18n()]);
  await nextTask();
  // While the translations are on their way. Creating the router runs no route yet.
  const router = createAppRouter();
  router.subscribe('onRendered', () => {
    if (router.state.matches.every((match) => match.status === 'success')) forgetReloadMarks(sessionStorage);
  });
  const firstScreen = new Promise<void>((resolve) => {
    const unsubscribe = router.subscribe('onRendered', () => {
      unsubscribe();
      resolve();
    });
  });
  configureHttp({
    language: currentLanguage,
    navigate: (to, { replace }) => void router.navigate({ to, replace }),
    signedOut: () => flash('signedOut'),
  });
  const [hydrated] = await ready;
  // A stored customer's data is set up before any route runs: /logout or a forced sign-out on any
  // screen must find it to clear it, the top page may need its last-known state. A guest loads none
  // of it (Query included); a login sets it up in the logged-in screens' guard (_protected.tsx).
  if (isLoggedIn()) await loadQueryClient().then(setUpCustomerData);
  if (hydrated === 'undecryptable') flash('undecryptable');
  // The copy stays up until the first commit; load the route first, so that commit draws the whole
  // screen over it rather than a blank one. (The router sees the route loaded and does not load it again.)
  if (door) {
    await nextTask();
    await router.load();
  }
  await nextTask();
  const root = createRoot(container);
  // A transition renders in slices that yield to the browser, not in one long task: a cheap phone
  // stays responsive while the first screen is built (Lighthouse's Total Blocking Time).
  startTransition(() =>
    root.render(
      <StrictMode>
        <ReleasePrerenderedRoot container={container} />
        <RouterProvider router={router} />
      </StrictMode>,
    ),
  );
  // Nothing of these is needed for the first screen: they wait for the page to load, the screen to
  // draw and the browser to be idle (decision 0155), on every screen.
  void afterFirstScreen(firstScreen).then(async () => {
    registerServiceWorker();
    // Unless a login or logout here or in another tab has set the mark meanwhile. A session stored
    // by a build before the mark existed: its customer goes where the guards say.
    if (!readLater || storedSession() !== 'unknown') return;
    const late = await hydrateSession();
    if (late === 'undecryptable') flash('undecryptable');
    if (isLoggedIn()) void router.invalidate();
  });
}

void boot();
