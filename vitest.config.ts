import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

/** `@/` is `src/`, `@locales/` is `public/locales/` (tsconfig.json paths), in every project. */
const resolve = {
  alias: { '@': fileURLToPath(new URL('./src', import.meta.url)), '@locales': fileURLToPath(new URL('./public/locales', import.meta.url)) },
};

export default defineConfig({
  test: {
    // Vitest's default on 2 cores is one worker (cores - 1), which leaves a core idle while a server test
    // waits on a process, a timer or its database. Three at once keep both cores busy (docs/decisions/0150).
    maxWorkers: 3,
    projects: [
      {
        resolve,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // Pure functions and tables: one module graph per worker instead of one per file (a fresh
          // process and imports each cost more than the file's tests). Spies and stubbed globals are put
          // back after each test, so a file cannot leave one behind for the next.
          isolate: false,
          restoreMocks: true,
          unstubGlobals: true,
          unstubEnvs: true,
        },
      },
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
