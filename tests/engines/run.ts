// `npm run test:engines`: the customer journeys (journeys.ts) in WebKit, Firefox and Chromium.
//   npm run test:engines                               all engines, all journeys
//   npm run test:engines -- --engine webkit            one engine (repeat --engine for more)
//   npm run test:engines -- --journey wallet           journeys whose name contains "wallet"
//   npm run test:engines -- --parallel 1               engines one after the other (default: 2 at once)
//   npm run test:engines -- --server http://localhost:3000   against a server already running
// Builds the portal if stale, starts the real server on a fresh database, and puts a test proxy
// (proxy.ts) in front of it for each engine. Every journey gets a fresh browser; it fails on any
// console error, uncaught error or CSP violation its pages had. Writes test-results/engines.json
// (read by scripts/test.mjs) and prints a table engine × journey with the times.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startServer } from '../../scripts/e2e.mjs';
import { buildIfStale, ROOT } from '../../scripts/start.mjs';
import { texts } from '../e2e/locale';
import { ENGINES, launch, type EngineName, type Tab } from './driver';
import { JOURNEYS, type Journey } from './journeys';
import { journeyLocales, removeJourneyLocales } from './locales';
import { startProxy } from './proxy';

const { values: args } = parseArgs({
  options: {
    engine: { type: 'string', multiple: true },
    journey: { type: 'string' },
    parallel: { type: 'string', default: '2' },
    /** An already running server (e.g. `npm start`) instead of a fresh one. */
    server: { type: 'string' },
    'journey-timeout': { type: 'string', default: '180' },
  },
});
const engines = (args.engine?.flatMap((e) => e.split(',')) ?? [...ENGINES]) as EngineName[];
for (const engine of engines) if (!ENGINES.includes(engine)) throw new Error(`unknown engine "${engine}" (one of ${ENGINES.join(', ')})`);
const journeys = JOURNEYS.filter((j) => !args.journey || j.name.includes(args.journey));
const parallel = Math.max(1, Number(args.parallel));
const journeyTimeout = Number(args['journey-timeout']) * 1000;

/** What Chromium and Firefox log for each request refused while the journey has the network cut. */
const OFFLINE_NOISE = /Failed to load resource: net::ERR_[A-Z_]+|NetworkError when attempting to fetch/;

interface Result {
  engine: EngineName;
  journey: string;
  lang: string;
  ok: boolean;
  seconds: number;
  error?: string;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    promise,
    new Promise<T>(
      (_, reject) => (timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000}s`)), ms)),
    ) as Promise<T>,
  ]).finally(() => clearTimeout(timer));
}

/** Wall time of each part of the run (server start, WebKit's locales, each engine), for npm test's table. */
const timings: { name: string; seconds: number }[] = [];
async function timed<T>(name: string, work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  try {
    return await work();
  } finally {
    timings.push({ name, seconds: Math.round((Date.now() - started) / 100) / 10 });
  }
}

async function runEngine(engine: EngineName, server: string): Promise<Result[]> {
  const proxy = await startProxy(server);
  const results: Result[] = [];
  try {
    for (const journey of journeys)
      if (!journey.engines || journey.engines.includes(engine)) results.push(await runJourney(engine, journey, server, proxy));
  } finally {
    await proxy.close();
  }
  return results;
}

async function runJourney(
  engine: EngineName,
  journey: Journey,
  server: string,
  proxy: Awaited<ReturnType<typeof startProxy>>,
): Promise<Result> {
  const started = Date.now();
  proxy.clear();
  proxy.setOffline(false);
  let tab: Tab | undefined;
  let error: string | undefined;
  try {
    tab = await launch(engine, journey.lang, proxy.baseUrl, journey.width);
    const current = tab;
    await withTimeout(journey.run(current, { server, proxy, t: texts(journey.lang) }), journeyTimeout, journey.name);
    // Reports sent by the last page are in flight for a moment.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const problems = [
      ...proxy.problems().map((p) => `${p.kind} on ${p.page}: ${p.detail}`),
      ...current.engineErrors().filter((e) => !(proxy.wasOffline() && OFFLINE_NOISE.test(e))),
    ];
    if (problems.length) error = `the pages reported:\n    ${[...new Set(problems)].join('\n    ')}`;
  } catch (e) {
    error = e instanceof Error ? (e.stack ?? e.message) : String(e);
    if (tab) {
      const path = await tab.path().catch(() => '(unknown)');
      const extra = [...proxy.problems().map((p) => `${p.kind}: ${p.detail}`), ...tab.engineErrors()];
      error += `\n    at ${path}${extra.length ? `\n    the pages reported:\n    ${extra.join('\n    ')}` : ''}`;
    }
  } finally {
    proxy.setOffline(false);
    await tab?.quit().catch(() => undefined);
  }
  const result: Result = {
    engine,
    journey: journey.name,
    lang: journey.lang,
    ok: !error,
    seconds: Math.round((Date.now() - started) / 100) / 10,
    error,
  };
  console.log(
    `${result.ok ? '✓' : '✗'} ${engine.padEnd(8)} ${journey.lang} ${journey.name} (${result.seconds}s)${error ? `\n    ${error.split('\n').slice(0, 12).join('\n    ')}` : ''}`,
  );
  return result;
}

async function main() {
  const started = Date.now();
  const server = args.server
    ? { baseUrl: args.server, stop: async () => undefined }
    : await timed('server start', async () => {
        buildIfStale();
        return startServer({ logFile: join(ROOT, 'test-results', 'engines-server.log') });
      });
  console.log(
    `Server ready at ${server.baseUrl}; engines: ${engines.join(', ')}; ${journeys.length} journeys; ${parallel} engine(s) at once.`,
  );
  const results: Result[] = [];
  try {
    if (engines.includes('webkit')) await timed("WebKit's locales", journeyLocales);
    const queue = [...engines];
    await Promise.all(
      Array.from({ length: Math.min(parallel, queue.length) }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const engine = next;
          results.push(...(await timed(engine, () => runEngine(engine, server.baseUrl))));
        }
      }),
    );
  } finally {
    await server.stop();
    await removeJourneyLocales();
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  const passed = results.filter((r) => r.ok).length;
  const failed = results.length - passed;
  await mkdir(join(ROOT, 'test-results'), { recursive: true });
  await writeFile(
    join(ROOT, 'test-results', 'engines.json'),
    JSON.stringify({ passed, failed, seconds, engines, timings, results }, null, 2),
  );

  // The table for the README: one row per journey, one column per engine.
  const cell = (engine: EngineName, journey: string) => {
    const r = results.find((x) => x.engine === engine && x.journey === journey);
    return r ? `${r.ok ? '✓' : '✗'} ${r.seconds}s` : '–';
  };
  console.log(`\n| journey | lang | ${engines.join(' | ')} |\n|---|---|${engines.map(() => '---').join('|')}|`);
  for (const j of journeys)
    console.log(`| ${j.name} | ${j.lang}${j.width ? ` ${j.width} px` : ''} | ${engines.map((e) => cell(e, j.name)).join(' | ')} |`);
  console.log(`\n${passed} passed, ${failed} failed in ${seconds}s`);
  process.exit(failed ? 1 : 0);
}

await main();
