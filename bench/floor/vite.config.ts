import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from '../../scripts/vite-precompress.ts';
import portal from '../../vite.config.ts';

/**
 * The floor's build: the portal's Vite and React plugin, and the portal's own build options that
 * decide how many bytes ship (target, minifier; read from vite.config.ts so the two cannot drift).
 * No PWA, no Tailwind, no router plugin (two code-based routes need no code splitting). The same
 * precompression step, because both are served precompressed by src/server/static.ts.
 */
const portalBuild = portal.build ?? {};

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), precompress()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    target: portalBuild.target,
    minify: portalBuild.minify,
    cssMinify: portalBuild.cssMinify,
    sourcemap: false,
  },
});
