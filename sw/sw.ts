/// <reference lib="webworker" />
// The service worker (docs/decisions/0017, 0120): precache of the app shell, every route chunk, icons
// and all five languages' translations, complete or not activated and repaired on each visit; runtime
// caches for FAQ and APN instructions; an SPA navigation fallback; an update flow the page controls
// (registerType 'prompt': the new worker waits until told); and the alerts' notifications (push.ts).
import { removeOutdatedCaches } from './caching';
import { registerNavigationFallback } from './navigation';
import { setUpPrecache } from './precache';
import { registerLifecycleMessages } from './messages';
import { registerPush } from './push';
import { registerRuntimeCaching, removeRetiredCaches } from './runtime-caching';

declare const self: ServiceWorkerGlobalScope;

// vite-plugin-pwa replaces self.__WB_MANIFEST with the list of built files (injectManifest.globPatterns).
const precache = setUpPrecache(self, self.__WB_MANIFEST);
removeOutdatedCaches();
removeRetiredCaches(self);
registerNavigationFallback(precache);
registerRuntimeCaching(self);
registerLifecycleMessages(self);
registerPush(self);
