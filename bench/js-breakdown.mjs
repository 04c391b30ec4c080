#!/usr/bin/env node
// What the portal's first-load JS is made of, beside the floor's: builds both once with source maps
// into .tmp/js-breakdown/ (dist/ is left alone), takes the scripts `npm run bench:web` saw the page
// load (reports/bench-web/latest.json; chunks matched by name, as the hash may differ), and attributes
// every minified byte to the package (node_modules) or src folder its source map points at.
// Gzip bytes per group are the chunk's gzip size shared out in proportion to minified bytes: an
// estimate (gzip compresses across module boundaries), good for ranking, not to the byte.
//   node bench/js-breakdown.mjs [landing|login]     (default landing)
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';
import { bin, ROOT, run } from '../scripts/start.mjs';

const OUT = join(ROOT, '.tmp', 'js-breakdown');
const pageName = process.argv[2] ?? 'landing';

/** `react-dom`, `@tanstack/router-core`, `src/features/auth`, `src/lib` … */
function groupOf(source) {
  const inModules = source.lastIndexOf('node_modules/');
  if (inModules !== -1) {
    const parts = source.slice(inModules + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const inSrc = source.indexOf('src/');
  if (inSrc !== -1) {
    const parts = source.slice(inSrc).split('/');
    // src/features/<feature>, src/components/<folder>; other folders (lib, routes, contract) as one.
    if ((parts[1] === 'features' || parts[1] === 'components') && parts.length > 3) return parts.slice(0, 3).join('/');
    return parts.length > 2 ? parts.slice(0, 2).join('/') : source.slice(inSrc);
  }
  return `(${source})`;
}

/** Minified bytes of `code` per group, from the source map's segments (each runs to the next). */
function attribute(code, map) {
  const bytes = new Map();
  const add = (group, n) => bytes.set(group, (bytes.get(group) ?? 0) + n);
  const lines = code.split('\n');
  decode(map.mappings).forEach((segments, lineNo) => {
    const line = lines[lineNo] ?? '';
    segments.forEach((segment, i) => {
      const end = segments[i + 1]?.[0] ?? line.length;
      const n = Buffer.byteLength(line.slice(segment[0], end));
      add(segment.length > 1 ? groupOf(map.sources[segment[1]]) : '(unmapped)', n);
      if (i === 0) add('(unmapped)', Buffer.byteLength(line.slice(0, segment[0])));
    });
    if (!segments.length) add('(unmapped)', Buffer.byteLength(line));
  });
  return bytes;
}

const stem = (path) => path.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, '');

/** Builds one app with source maps into `outDir` and attributes the scripts its page loaded. */
async function breakdown({ label, buildArgs, outDir, scripts }) {
  run(bin('vite'), ['build', ...buildArgs, '--sourcemap', '--outDir', outDir, '--emptyOutDir'], {
    ...process.env,
    VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
  });
  const builtScripts = readdirSync(join(outDir, 'assets')).filter((f) => f.endsWith('.js'));
  const groups = new Map();
  const chunks = [];
  for (const script of scripts) {
    // Files of public/ (the doors' /start.js) are copied as they are: no chunk, no source map.
    if (!script.path.startsWith('/assets/')) continue;
    const candidates = builtScripts.filter((f) => stem(f) === stem(script.path));
    if (!candidates.length) throw new Error(`${label}: no chunk like ${script.path} in ${outDir}/assets`);
    // Two chunks may share a name (the login route and the login request): take the one whose gzip
    // size is nearest what the page loaded (the hashes differ, source maps change the files).
    const sizeGap = async (f) =>
      Math.abs(
        gzipSync((await readFile(join(outDir, 'assets', f), 'utf8')).replace(/\n\/\/# sourceMappingURL=.*\s*$/, ''), { level: 9 }).length -
          script.gzipBytes,
      );
    const gaps = await Promise.all(candidates.map(sizeGap));
    const file = candidates[gaps.indexOf(Math.min(...gaps))];
    const raw = await readFile(join(outDir, 'assets', file), 'utf8');
    const code = raw.replace(/\n\/\/# sourceMappingURL=.*\s*$/, '');
    // The bundler's own runtime chunk comes without a map.
    const map = await readFile(join(outDir, 'assets', `${file}.map`), 'utf8').then(JSON.parse, () => null);
    const minified = Buffer.byteLength(code);
    const gzip = gzipSync(code, { level: 9 }).length;
    chunks.push({ chunk: stem(file), minified, gzip });
    const bytes = map ? attribute(code, map) : new Map([[`(${stem(file)})`, minified]]);
    for (const [group, n] of bytes) {
      const entry = groups.get(group) ?? { minified: 0, gzip: 0 };
      entry.minified += n;
      entry.gzip += (n / minified) * gzip;
      groups.set(group, entry);
    }
  }
  return { chunks, groups };
}

const kB = (bytes) => (bytes / 1000).toFixed(1);

async function main() {
  const latest = JSON.parse(
    await readFile(join(ROOT, 'reports', 'bench-web', 'latest.json'), 'utf8').catch(() => {
      throw new Error('No reports/bench-web/latest.json: run `npm run bench:web` first.');
    }),
  );
  const page = latest.pages[pageName];
  if (!page) throw new Error(`No page ${pageName} in latest.json`);

  const portal = await breakdown({ label: 'portal', buildArgs: [], outDir: join(OUT, 'portal'), scripts: page.portal.scripts });
  const floor = await breakdown({
    label: 'floor',
    buildArgs: ['--config', 'bench/floor/vite.config.ts'],
    outDir: join(OUT, 'floor'),
    scripts: page.floor.scripts,
  });

  console.log(`\n${pageName}: first-load scripts (minified / gzip kB)`);
  for (const [label, app] of [
    ['portal', portal],
    ['floor', floor],
  ]) {
    for (const c of app.chunks)
      console.log(`  ${label.padEnd(7)} ${c.chunk.padEnd(26)} ${kB(c.minified).padStart(7)} ${kB(c.gzip).padStart(7)}`);
  }
  const total = (app) => [...app.groups.values()].reduce((sum, e) => sum + e.gzip, 0);
  console.log(`\nBy package / src folder, gzip kB (estimated; portal ${kB(total(portal))}, floor ${kB(total(floor))}):`);
  console.log(`  ${'group'.padEnd(34)} ${'portal'.padStart(7)} ${'floor'.padStart(7)} ${'extra'.padStart(7)}`);
  const names = new Set([...portal.groups.keys(), ...floor.groups.keys()]);
  const rows = [...names].map((name) => ({ name, p: portal.groups.get(name)?.gzip ?? 0, f: floor.groups.get(name)?.gzip ?? 0 }));
  for (const row of rows.sort((a, b) => b.p - b.f - (a.p - a.f))) {
    if (Math.max(row.p, row.f) < 100) continue;
    console.log(`  ${row.name.padEnd(34)} ${kB(row.p).padStart(7)} ${kB(row.f).padStart(7)} ${kB(row.p - row.f).padStart(7)}`);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
