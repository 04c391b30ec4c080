/// <reference lib="webworker" />
// The service worker: precache of the app shell and every route chunk, an SPA navigation fallback,
// and an update flow the page controls (registerType 'prompt': the new worker waits until told).
import { precacheAndRoute } from 'workbox-precaching';
import { removeOutdatedCaches } from './caching';
import { registerNavigationFallback } from './navigation';
import { registerLifecycleMessages } from './messages';

declare const self: ServiceWorkerGlobalScope;

// vite-plugin-pwa replaces self.__WB_MANIFEST with the list of built files (injectManifest.globPatterns).
precacheAndRoute(self.__WB_MANIFEST);
removeOutdatedCaches();
registerNavigationFallback();
registerLifecycleMessages(self);
