#!/usr/bin/env node
// The reference API as JavaScript: src/server/main.ts bundled by esbuild into build/server/main.js
// (ES module, Node 20, packages left in node_modules), its source map, and the SQL migrations beside
// it. Part of `npm run build`; `npm start` runs it when it is missing or older than its sources.
// Outside dist/, which is served to browsers. About a second; `npm run dev` and the tests run the
// TypeScript sources instead (tsx).
//   node scripts/build-server.mjs            builds
//   Module: buildServer(), serverBuildReason(), SERVER_BUILD
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = join(ROOT, 'build', 'server');
/** What `npm start` runs. */
export const SERVER_BUILD = join(OUT_DIR, 'main.js');
const INPUTS = join(OUT_DIR, 'inputs.json');
const MIGRATIONS = join(ROOT, 'src', 'server', 'db', 'migrations');
const RECEIPT_FONTS = join(ROOT, 'src', 'server', 'receipt', 'fonts');

/**
 * Builds the server (synchronously, as the rest of the build); returns the milliseconds it took.
 * `outDir` must lie inside the project, where the bundle's imports find node_modules.
 */
export function buildServer(outDir = OUT_DIR) {
  const started = performance.now();
  // Loaded here, so that `npm start` with a fresh build never loads it.
  const { buildSync } = createRequire(import.meta.url)('esbuild');
  rmSync(outDir, { recursive: true, force: true });
  const result = buildSync({
    entryPoints: [join(ROOT, 'src', 'server', 'main.ts')],
    outfile: join(outDir, 'main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // node_modules stay where they are: PGlite finds its WebAssembly next to itself, the lock its addon.
    packages: 'external',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
    legalComments: 'none',
  });
  // db/migrate.ts reads ./migrations/ beside the running module.
  cpSync(MIGRATIONS, join(outDir, 'migrations'), { recursive: true });
  // receipt/font.ts reads ./fonts/ beside the running module too.
  cpSync(RECEIPT_FONTS, join(outDir, 'fonts'), { recursive: true });
  const inputs = Object.keys(result.metafile.inputs).filter((p) => !p.includes('node_modules'));
  writeFileSync(join(outDir, 'inputs.json'), JSON.stringify({ inputs }, null, 1));
  return Math.round(performance.now() - started);
}

function mtime(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return Infinity;
  }
}

/** Why the server build must be made again, or null when it is newer than every file it was made from. */
export function serverBuildReason() {
  const built = mtime(SERVER_BUILD);
  if (built === Infinity) return 'build/server/main.js is missing';
  let inputs;
  try {
    inputs = JSON.parse(readFileSync(INPUTS, 'utf8')).inputs;
  } catch {
    return 'build/server/inputs.json is missing';
  }
  const sources = [
    ...inputs.map((p) => join(ROOT, p)),
    join(ROOT, 'package-lock.json'),
    MIGRATIONS,
    ...readdirSync(MIGRATIONS).map((f) => join(MIGRATIONS, f)),
    ...readdirSync(RECEIPT_FONTS).map((f) => join(RECEIPT_FONTS, f)),
  ];
  // A source deleted or renamed (Infinity) counts as changed too.
  const changed = sources.find((p) => mtime(p) > built);
  return changed ? `${relative(ROOT, changed)} changed since the server was built` : null;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  mkdirSync(OUT_DIR, { recursive: true });
  const ms = buildServer();
  console.log(`Server built into ${relative(ROOT, SERVER_BUILD)} in ${ms} ms.`);
}
