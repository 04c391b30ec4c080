// WebKitGTK takes navigator.language from the process locale (LANG/LC_ALL), and glibc falls back to
// "C" — an English browser — for a locale the machine has not generated. A fresh Debian machine has
// none generated, so the journeys bring their own: compiled with `localedef` from Debian's locale
// sources into a directory of this run, and pointed at with LOCPATH. Nothing is written to the system.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The glibc locale a browser of each journey language runs in. */
export const GLIBC_LOCALES: Record<string, string> = { ja: 'ja_JP', en: 'en_US', vi: 'vi_VN', zh: 'zh_CN', tw: 'zh_TW' };

const SOURCES = '/usr/share/i18n/locales';

let made: Promise<string> | undefined;
let dir: string | undefined;

/** Compiles one locale into `into`; `-c` writes it despite warnings (localedef then exits 1). */
async function compile(into: string, name: string): Promise<void> {
  const target = join(into, `${name}.UTF-8`);
  await run('localedef', ['-i', name, '-c', '-f', 'UTF-8', target]).catch((error: { code?: number }) => {
    if (error.code !== 1) throw error;
  });
  if (!existsSync(join(target, 'LC_CTYPE'))) throw new Error(`localedef wrote no ${name}.UTF-8 into ${into}`);
}

/** LOCPATH for the browsers of this run, with every journey language's locale (made once, ~0.5 s each). */
export function journeyLocales(): Promise<string> {
  made ??= (async () => {
    if (!existsSync(join(SOURCES, 'ja_JP'))) {
      throw new Error(`no locale sources in ${SOURCES}: install Debian's "locales" package (apt-get install locales)`);
    }
    dir = await mkdtemp(join(tmpdir(), 'engines-locales-'));
    await Promise.all(Object.values(GLIBC_LOCALES).map((name) => compile(dir!, name)));
    return dir;
  })();
  return made;
}

/** LANG/LC_ALL/LOCPATH for a process that must run in `lang` (journeyLocales must have been awaited). */
export async function localeEnv(lang: string): Promise<Record<string, string>> {
  const name = GLIBC_LOCALES[lang];
  if (!name) throw new Error(`no glibc locale for "${lang}"`);
  const locpath = await journeyLocales();
  return {
    LOCPATH: locpath,
    LANG: `${name}.UTF-8`,
    LC_ALL: `${name}.UTF-8`,
    LANGUAGE: lang === 'tw' ? 'zh_TW' : lang === 'zh' ? 'zh_CN' : lang,
  };
}

export async function removeJourneyLocales(): Promise<void> {
  if (dir) await rm(dir, { recursive: true, force: true });
}
