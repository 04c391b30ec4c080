import { readFileSync } from 'node:fs';
import type { ManifestOptions } from 'vite-plugin-pwa';
import type { Plugin } from 'vite';
import { LANGUAGES, type Language } from '../src/contract/codes';
import { manifestHref } from '../src/contract/app-manifest';
import { HTML_LANG } from '../src/contract/language';

type Common = {
  shell: { brand: string };
  menu: { topPage: string; dataRecharge: string; apnConfiguration: string };
  app: { shortName: string; description: string; screenshotLabel: string };
};

const common = (lng: Language): Common =>
  JSON.parse(readFileSync(new URL(`../public/locales/${lng}/common.json`, import.meta.url), 'utf8')) as Common;

/** The manifest in one language: its words from the locale files, everything else as the base has it. */
export function localisedManifest(base: Partial<ManifestOptions>, lng: Language, t: Common = common(lng)): Partial<ManifestOptions> {
  const shortcutNames: Record<string, string> = {
    '/topPage': t.menu.topPage,
    '/data-recharge': t.menu.dataRecharge,
    '/apn-configuration': t.menu.apnConfiguration,
  };
  return {
    ...base,
    name: t.shell.brand,
    short_name: t.app.shortName,
    description: t.app.description,
    lang: HTML_LANG[lng],
    shortcuts: base.shortcuts?.map((s) => ({
      ...s,
      name: shortcutNames[s.url] ?? s.name,
      short_name: shortcutNames[s.url] ?? s.short_name,
    })),
    screenshots: base.screenshots?.map((s) => ({ ...s, label: t.app.screenshotLabel })),
  };
}

/** Emits manifest-<lng>.webmanifest for each language beside vite-plugin-pwa's own (precompressed after). */
export function localisedManifests(base: Partial<ManifestOptions>): Plugin {
  return {
    name: 'portal-localised-manifests',
    apply: 'build',
    generateBundle() {
      for (const lng of LANGUAGES) {
        this.emitFile({ type: 'asset', fileName: manifestHref(lng).slice(1), source: JSON.stringify(localisedManifest(base, lng)) });
      }
    },
  };
}
