#!/usr/bin/env node
// Finds the Chromium that Playwright, Lighthouse and the icon script drive (Playwright cannot download
// its own browsers here). CHROME_PATH wins; else Debian's /usr/bin/chromium. As root a missing browser
// is installed from Debian; otherwise we say how and fail.
//   CLI:    node scripts/ensure-chromium.mjs             (prints the path)
//           node scripts/ensure-chromium.mjs --describe  (its version, and whether npm test was proven on it)
//   Module: const path = await ensureChromium();
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { accessSync, constants } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';

/** The flags headless Chromium needs to run as root in a container without a GPU or outside network
 * (one list in scripts/chromium-flags.json, read by the Playwright config and the tests too). */
export const CHROMIUM_HEADLESS_FLAGS = JSON.parse(readFileSync(new URL('./chromium-flags.json', import.meta.url), 'utf8'));

/**
 * The Chromium versions `npm test` was proven on, whole (docs/testing.md): Debian bookworm's main
 * pocket (what a fresh machine gets) and the newer one of bookworm-security. Another version may well
 * pass; the run says it was not proven there.
 */
export const PROVEN_CHROMIUM = ['150.0.7871.100', '156.0.8078.108'];

const INSTALL_HINT = 'sudo apt-get update && sudo apt-get install -y chromium';

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function run(cmd, args) {
  console.error(`$ ${cmd} ${args.join(' ')}`);
  const result = spawnSync(cmd, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
}

/** The Chromium CHROME_PATH or Debian's path names, if it is there and executable; null otherwise (nothing installed). */
export function findChromium() {
  const path = process.env.CHROME_PATH || DEFAULT_CHROMIUM;
  return isExecutable(path) ? path : null;
}

/**
 * Returns the path of a usable Chromium, installing Debian's package when missing and running as root.
 * Throws (with install instructions) when it cannot.
 */
export async function ensureChromium({ quiet = false } = {}) {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (isExecutable(fromEnv)) {
      if (!quiet) console.log(fromEnv);
      return fromEnv;
    }
    throw new Error(`CHROME_PATH=${fromEnv} is not an executable file. Unset it to use ${DEFAULT_CHROMIUM}.`);
  }
  if (isExecutable(DEFAULT_CHROMIUM)) {
    if (!quiet) console.log(DEFAULT_CHROMIUM);
    return DEFAULT_CHROMIUM;
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(
      `Chromium not found at ${DEFAULT_CHROMIUM}. Install it with:\n  ${INSTALL_HINT}\n` +
        'or point CHROME_PATH at a Chromium or Chrome binary.',
    );
  }
  console.error(`Chromium not found at ${DEFAULT_CHROMIUM}; installing Debian's chromium package.`);
  run('apt-get', ['update']);
  run('apt-get', ['install', '-y', 'chromium']);
  if (!isExecutable(DEFAULT_CHROMIUM)) throw new Error(`apt-get installed chromium but ${DEFAULT_CHROMIUM} is missing.`);
  if (!quiet) console.log(DEFAULT_CHROMIUM);
  return DEFAULT_CHROMIUM;
}

/** The version the binary reports ("150.0.7871.100"), or undefined when it does not say. */
export function chromiumVersion(path) {
  const result = spawnSync(path, ['--version'], { encoding: 'utf8' });
  return /(\d+\.\d+\.\d+\.\d+)/.exec(result.stdout ?? '')?.[1];
}

/** One line for a run's log: which Chromium, and whether npm test was proven on that version. */
export function describeChromium(path) {
  const version = chromiumVersion(path);
  const proven = version !== undefined && PROVEN_CHROMIUM.includes(version);
  return `Chromium ${version ?? '(version unknown)'} at ${path}: ${proven ? 'proven' : 'not among the versions proven'} (${PROVEN_CHROMIUM.join(', ')})`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const path = await ensureChromium({ quiet: process.argv.includes('--describe') });
    if (process.argv.includes('--describe')) console.log(describeChromium(path));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
