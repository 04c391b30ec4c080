import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|webmanifest|txt)$/;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/**
 * Writes .br and .gz next to every text file of the build, once, so the server hands out compressed
 * bytes without compressing on each request (serveStatic's `precompressed`). A phone on a slow
 * network downloads about a quarter of the JavaScript.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'portal-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    // After vite-plugin-pwa has written sw.js in its own closeBundle.
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        for await (const path of files(outDir)) {
          if (!COMPRESSIBLE.test(path) || (await stat(path)).size < 512) continue;
          const source = await readFile(path);
          await writeFile(
            `${path}.br`,
            brotliCompressSync(source, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
            }),
          );
          await writeFile(`${path}.gz`, gzipSync(source, { level: 9 }));
        }
      },
    },
  };
}
