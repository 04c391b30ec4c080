import { readdirSync, readFileSync } from 'node:fs';
import type { CustomTypeOptions } from 'i18next';

export const LANGS = ['ja', 'en', 'zh', 'tw', 'vi'] as const;
export type Lang = (typeof LANGS)[number];

/** The texts a customer reads in that language (typed from English, the source of keys). */
export type Texts = CustomTypeOptions['resources'];

export function texts(lng: Lang): Texts {
  const read = (ns: string) => JSON.parse(readFileSync(new URL(`../../public/locales/${lng}/${ns}.json`, import.meta.url), 'utf8'));
  // Every namespace English has, so a new screen's texts are here without touching this file.
  const namespaces = readdirSync(new URL('../../public/locales/en/', import.meta.url)).map((file) => file.replace(/\.json$/, ''));
  return Object.fromEntries(namespaces.map((ns) => [ns, read(ns)])) as Texts;
}

export const DEMO_PASSWORD = 'Demo1234!';
export const DEMO_ACCOUNTS = ['prepaid@demo.test', 'esims@demo.test', 'esima@demo.test', 'lf@demo.test', 'multi@demo.test'];
