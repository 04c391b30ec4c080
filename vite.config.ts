import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { manifest } from './src/pwa-manifest';
import { precompress } from './scripts/vite-precompress';

const FIRST_SCREENS = new Set<string>(['__root__', '/_public', '/_public/landingPage', '/_public/login']);

export default defineConfig({
  plugins: [
    // Must come before react(): it generates src/routeTree.gen.ts and splits each route into chunks.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        // The two doors most customers come in by render with the first bundle: no extra round trip
        // for a route chunk before the first paint (measured with Lighthouse, docs/decisions/0009).
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
    precompress(),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Two chunks for what every screen needs instead of twenty small ones: on a phone each extra
        // request of the first load costs a round trip (Lighthouse, docs/decisions/0009).
        codeSplitting: {
          groups: [
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|i18next|react-i18next|valibot|idb-keyval|use-sync-external-store)[\\/]/, priority: 20 },
            // Screen-specific helpers (HTML sanitiser, downloads, country names) stay with their screens.
            { name: 'portal', test: /src[\\/](lib|components|contract)[\\/](?!.*(sanitize|safe-html|download|countries))/, priority: 10 },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
