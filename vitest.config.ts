import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

/** `@/` is `src/`, `@locales/` is `public/locales/` (tsconfig.json paths), in every project. */
const resolve = {
  alias: { '@': fileURLToPath(new URL('./src', import.meta.url)), '@locales': fileURLToPath(new URL('./public/locales', import.meta.url)) },
};

export default defineConfig({
  test: {
    projects: [
      { resolve, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      {
        plugins: [react()],
        resolve,
        test: {
          name: 'components',
          include: ['tests/components/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['tests/components/setup.ts'],
        },
      },
      {
        resolve,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          // Each file gets its own embedded database; PGlite start-up is the slow part.
          testTimeout: 30_000,
          // The server built once for every file that starts the API as a process (tests/server/built-server.ts).
          globalSetup: ['tests/server/global-setup.ts'],
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
