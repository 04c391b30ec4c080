import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { manifest } from './src/pwa-manifest';
import { precompress } from './scripts/vite-precompress';
import { entryPreload } from './scripts/vite-entry-preload';
import { localisedManifests } from './scripts/vite-manifests';

const FIRST_SCREENS = new Set<string>(['__root__', '/_public', '/_public/landingPage']);

export default defineConfig({
  // `@/` is `src/` (tsconfig.json paths).
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@locales': fileURLToPath(new URL('./public/locales', import.meta.url)),
    },
  },
  plugins: [
    // Must come before react(): it generates src/routeTree.gen.ts and splits each route into chunks.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        // A route's loader travels with its screen: left in the route tree, every loader's API calls,
        // schemas and HTTP client would ship with the first screen (docs/decisions/0020).
        defaultBehavior: [
          ['loader', 'component'],
          ['errorComponent', 'notFoundComponent', 'pendingComponent'],
        ],
        // The landing page renders with the first bundle: no extra round trip for a route chunk
        // before it can take over its prerendered copy (docs/decisions/0009, 0019). Login, with its
        // form, is a chunk of its own so that the landing page does not carry it.
        splitBehavior: ({ routeId }) => (FIRST_SCREENS.has(routeId) ? [] : undefined),
      },
    }),
    react(),
    tailwindcss(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest,
      injectManifest: {
        // Shell, every route chunk, icons and all five languages' translations: the portal must open
        // and be readable with no data connection.
        globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2}', 'locales/**/*.json'],
        // Only the install dialog shows these; a phone need not download them to work offline.
        globIgnores: ['screenshots/**'],
      },
      devOptions: { enabled: false },
    }),
    entryPreload(),
    // The home-screen name in each language; the page links its language's (contract/app-manifest.ts).
    localisedManifests(manifest),
    precompress(),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    // No table of every lazy chunk's imports in the entry (4 kB gzip of the first load with its
    // helper); the HTML still preloads the entry's own imports (scripts/vite-entry-preload.ts).
    modulePreload: false,
    rolldownOptions: {
      output: {
        // Few chunks for what every screen needs instead of twenty small ones: on a phone each extra
        // request of the first load costs a round trip (Lighthouse, docs/decisions/0009).
        codeSplitting: {
          groups: [
            // What every screen runs, in one cacheable chunk. Only libraries the first screen uses in
            // full: Query, valibot and idb-keyval are left to the bundler, so that the parts only
            // later screens use (mutations, schemas) stay out of the first load (docs/decisions/0020).
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](react-router|router-core|history|store|react-store)|i18next|react-i18next|use-sync-external-store)[\\/]/,
              priority: 20,
            },
            // What the route tree's guards share with the screens (codes, the SIM access table, the
            // search-param rules, the current card and the order guard): both doors load all of it,
            // so one chunk instead of five small ones, each with its own request and wrapper.
            {
              name: 'guards',
              test: /src[\\/](contract[\\/]codes\.ts|domain[\\/]sim-access\.ts|lib[\\/](search-params|order-access)\.ts|routes[\\/]-current-card\.ts)$/,
              priority: 10,
            },
            // The pieces of a form that every form screen shares, the login door's among them: one
            // chunk instead of seven small ones, each of which cost its own request and wrapper.
            {
              name: 'form-kit',
              test: /src[\\/](lib[\\/](form-state|api-error|api-error-text)\.ts|components[\\/]ui[\\/](use-field-error\.ts|field\.tsx|api-error-alert\.tsx|alert\.tsx))$/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
