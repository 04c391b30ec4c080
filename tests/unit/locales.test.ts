import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const LOCALES = join(ROOT, 'public/locales');
const OTHER_LANGUAGES = ['ja', 'zh', 'tw', 'vi'];
/** Every JSON file in public/locales/en is a namespace the other languages must have too. */
const NAMESPACES = readdirSync(join(LOCALES, 'en'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.slice(0, -'.json'.length));

type Flat = Record<string, unknown>;

/** {"a": {"b": "x"}} → {"a.b": "x"}; leaves keep their type so a non-string can be reported. */
function flatten(value: unknown, prefix = ''): Flat {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { [prefix]: value };
  return Object.assign({}, ...Object.entries(value).map(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k)));
}

function load(lang: string, ns: string): Flat | undefined {
  const file = join(LOCALES, lang, `${ns}.json`);
  return existsSync(file) ? flatten(JSON.parse(readFileSync(file, 'utf8'))) : undefined;
}

/** i18next plural keys: `days_one`, `days_other` … belong to the family `days`. */
const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;
const family = (key: string) => PLURAL.exec(key)?.[1];

const placeholders = (text: unknown) => [...new Set([...String(text).matchAll(/\{\{\s*([^}\s,]+)[^}]*\}\}/g)].map((m) => m[1]))].sort();

const isFilled = (v: unknown) => typeof v === 'string' && v.trim() !== '';

describe.each(OTHER_LANGUAGES)('locale %s', (lang) => {
  it('has every namespace file', () => {
    const missing = NAMESPACES.filter((ns) => !existsSync(join(LOCALES, lang, `${ns}.json`)));
    expect(missing.map((ns) => `${lang}/${ns}.json is missing`)).toEqual([]);
  });

  it.each(NAMESPACES)('%s.json has the same keys and placeholders as English', (ns) => {
    const en = load('en', ns)!;
    const tr = load(lang, ns);
    if (!tr) return; // reported by the namespace test above
    const where = (key: string) => `${lang}/${ns}.json "${key}"`;
    const problems: string[] = [];

    // Languages without a singular (ja, zh, vi …) only need the `_other` form of a plural family.
    const needed = new Set(Object.keys(en).map((key) => (family(key) !== undefined ? `${family(key)}_other` : key)));
    for (const key of needed) if (!isFilled(tr[key])) problems.push(`${where(key)} is missing or empty`);
    for (const [key, text] of Object.entries(tr)) {
      const base = family(key);
      const reference = key in en ? key : base !== undefined && `${base}_other` in en ? `${base}_other` : undefined;
      if (reference === undefined) {
        problems.push(`${where(key)} does not exist in en/${ns}.json`);
        continue;
      }
      const want = placeholders(en[reference]).join(', ');
      const got = placeholders(text).join(', ');
      if (want !== got) problems.push(`${where(key)} has placeholders [${got}], English has [${want}]`);
    }
    expect(problems).toEqual([]);
  });
});

describe('translation keys used in src', () => {
  const sourceFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? sourceFiles(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
    );
  const en = Object.fromEntries(NAMESPACES.map((ns) => [ns, load('en', ns)!]));
  const exists = (ns: string, key: string) => en[ns] !== undefined && (key in en[ns] || `${key}_other` in en[ns] || `${key}_one` in en[ns]);

  it('exist in English (in the `ns:` namespace if given, otherwise in any namespace)', () => {
    // Only static keys: t('a.b'), t("ns:a.b"), t(`a.b`); template literals with ${…} are skipped.
    const call = /\bt\(\s*(?:'([^']*)'|"([^"]*)"|`([^`$]*)`)/g;
    const problems: string[] = [];
    for (const file of sourceFiles(join(ROOT, 'src'))) {
      for (const m of readFileSync(file, 'utf8').matchAll(call)) {
        const literal = m[1] ?? m[2] ?? m[3] ?? '';
        const [ns, key] = literal.includes(':') ? literal.split(/:(.*)/s) : [undefined, literal];
        const found = ns !== undefined ? exists(ns, key ?? '') : NAMESPACES.some((n) => exists(n, literal));
        if (!found) problems.push(`${file.slice(ROOT.length)}: t('${literal}') is not in ${ns ? `en/${ns}.json` : 'any en namespace'}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
