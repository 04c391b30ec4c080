import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';
import { describe, expect, it } from 'vitest';

// DESIGN.md's dependency direction, checked on every import of every source file.
const root = resolve(__dirname, '../..');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.gen.ts') ? [path] : [];
  });
}

/** The aliases of tsconfig.json's paths, and the folders they stand for. */
const ALIASES: [string, string][] = [
  ['@/', join(root, 'src')],
  ['@locales/', join(root, 'public', 'locales')],
];

/** A file's imports, each aliased one written as the relative path it stands for (`./…`, `../…`). */
function imports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => {
    const spec = (m[1] ?? m[2])!;
    const alias = ALIASES.find(([prefix]) => spec.startsWith(prefix));
    if (!alias) return spec;
    const path = relative(dirname(file), join(alias[1], spec.slice(alias[0].length)));
    return path.startsWith('.') ? path : `./${path}`;
  });
}

/** The top-level area of a file: contract, domain, lib, components, features/<name>, routes, server, sw. */
function area(path: string): string {
  const rel = relative(root, path).split('/');
  if (rel[0] === 'sw') return 'sw';
  if (rel[0] !== 'src') return 'other';
  if (rel[1] === 'features') return `features/${rel[2]}`;
  return rel[1]!.replace(/\.tsx?$/, '');
}

type Rule = { from: (a: string) => boolean; allowed: (target: string, fromArea: string) => boolean; packages?: RegExp };

const RULES: Record<string, Rule> = {
  contract: { from: (a) => a === 'contract', allowed: (t) => t === 'contract', packages: /^valibot$/ },
  // What each SIM type may do (docs/decisions/0075): plain TypeScript over the contract's codes, no packages.
  domain: { from: (a) => a === 'domain', allowed: (t) => ['domain', 'contract'].includes(t), packages: /^$/ },
  lib: { from: (a) => a === 'lib', allowed: (t) => ['lib', 'domain', 'contract'].includes(t) },
  components: { from: (a) => a === 'components', allowed: (t) => ['components', 'lib', 'domain', 'contract'].includes(t) },
  features: {
    from: (a) => a.startsWith('features/'),
    // config: data the operator edits (src/config/*.json: legal texts, support holidays), no code.
    allowed: (t, f) => t === f || ['components', 'lib', 'domain', 'contract', 'config'].includes(t),
  },
  server: {
    from: (a) => a === 'server',
    allowed: (t) => ['server', 'contract'].includes(t),
    packages: /^(?!react|@tanstack|i18next|react-i18next|idb-keyval|workbox-window)/,
  },
  // The worker shares with the page only the names of what it caches (contract/offline.ts).
  sw: { from: (a) => a === 'sw', allowed: (t) => t === 'sw' || t === 'contract', packages: /^(workbox-|idb-keyval)/ },
};

const sources = [...files(join(root, 'src')), ...files(join(root, 'sw'))];

describe('dependency direction (DESIGN.md)', () => {
  for (const [name, rule] of Object.entries(RULES)) {
    it(`${name} imports only what it may`, () => {
      const offences: string[] = [];
      for (const file of sources.filter((f) => rule.from(area(f)))) {
        for (const spec of imports(file)) {
          if (spec.startsWith('.')) {
            const targetArea = area(resolve(dirname(file), spec));
            if (targetArea === 'other' && spec.includes('public/locales')) continue; // translation types
            if (!rule.allowed(targetArea, area(file))) offences.push(`${relative(root, file)} → ${spec}`);
          } else if (rule.packages && !spec.startsWith('node:') && !rule.packages.test(spec)) {
            offences.push(`${relative(root, file)} → package ${spec}`);
          }
        }
      }
      expect(offences).toEqual([]);
    });
  }

  it('sees the whole tree', () => expect(sources.length).toBeGreaterThan(40));
});

/**
 * What a SIM type may do is decided in one place, src/domain/ (decision 0075): anywhere else in the
 * portal, a comparison with a user-type literal or a switch over them is a rule written twice.
 */
const USER_TYPE_LITERAL =
  /[!=]==?\s*['"](PREPAID|ESIMS|ESIMA|LF)['"]|['"](PREPAID|ESIMS|ESIMA|LF)['"]\s*[!=]==?|case\s+['"](PREPAID|ESIMS|ESIMA|LF)['"]/;

describe('what each SIM type may do lives in src/domain/', () => {
  it('no user-type literal comparison or switch in the portal outside src/domain/', () => {
    const offences: string[] = [];
    for (const file of sources.filter((f) => !['domain', 'server', 'sw', 'other'].includes(area(f)))) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (USER_TYPE_LITERAL.test(line)) offences.push(`${relative(root, file)}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(offences).toEqual([]);
  });

  const routeFiles = sources.filter((f) => area(f) === 'routes');

  it('routes write no SIM status of their own: onboarding changes are the domain’s named transitions', () => {
    const offences = routeFiles.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/simStatus:\s*['"][a-z_]+['"]/g)].map((m) => `${relative(root, file)}: ${m[0]}`),
    );
    expect(offences).toEqual([]);
  });

  // beforeLoad runs on preload (hover, focus, touch): it may read and redirect, never write.
  // Signing a customer out when they open a public page with another SIM's code (_public.tsx) is
  // the one clear there, skipped on preload; it is not a write of SIM state.
  it('no beforeLoad writes the session', () => {
    const offences: string[] = [];
    for (const file of routeFiles) {
      const source = readFileSync(file, 'utf8');
      for (const m of source.matchAll(/beforeLoad:\s*(async\s*)?\(/g)) {
        const rest = source.slice(m.index);
        const end = rest.search(
          /\n {2}(loader|component|errorComponent|pendingComponent|notFoundComponent|validateSearch|loaderDeps|head):|\n\}\);/,
        );
        if (/updateSession\(/.test(end < 0 ? rest : rest.slice(0, end))) offences.push(relative(root, file));
      }
    }
    expect(offences).toEqual([]);
  });
});

/**
 * The outside systems (payment provider, SM-DP+, usage source, mail) are
 * reached only through the configured seams (Deps.seams), so an operator's module replaces the
 * sandbox everywhere. No module outside src/server/sandbox/ may import it, except:
 */
const SANDBOX_IMPORTERS: Record<string, string> = {
  // the composition point: builds the sandbox's seams when no module is configured, mounts its pages.
  'src/server/app.ts': 'composition point',
  // the demo accounts (sandbox/demo/) are seeded at start in sandbox mode,
  'src/server/main.ts': 'seeds the demo accounts',
  // and a production database holding them is refused.
  'src/server/startup-checks.ts': 'refuses production with the demo accounts',
};

describe('the sandbox is one implementation of the seams, composed in one place', () => {
  it('no domain, route, job or mail module imports src/server/sandbox/', () => {
    const sandboxDir = join(root, 'src', 'server', 'sandbox');
    const offences: string[] = [];
    for (const file of sources.filter((f) => area(f) === 'server' && !f.startsWith(sandboxDir + '/'))) {
      const rel = relative(root, file);
      if (rel in SANDBOX_IMPORTERS) continue;
      for (const spec of imports(file)) {
        const target = resolve(dirname(file), spec);
        if (spec.startsWith('.') && (target === sandboxDir || target.startsWith(sandboxDir + '/'))) offences.push(`${rel} → ${spec}`);
      }
    }
    expect(offences).toEqual([]);
  });
});

/**
 * The server's layers (DESIGN.md: routes → domain → db, never upward). A route reads the request,
 * calls the domain and turns its refusals into HTTP errors; the domain holds the rules and the SQL
 * and knows no HTTP; db/ is the database alone (connections, migrations). Demo data lives with the
 * sandbox (sandbox/demo/).
 */
const serverDir = join(root, 'src', 'server');
const serverSources = sources.filter((f) => f.startsWith(serverDir + '/'));

/** The layer of a server file: its folder under src/server, or its own name (app, main, config…). */
function layer(path: string): string {
  return relative(serverDir, path)
    .split('/')[0]!
    .replace(/\.tsx?$/, '');
}

/** A relative import resolved to the file it names, or undefined when it is not a source file. */
function target(from: string, spec: string): string | undefined {
  const base = resolve(dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((p) => sources.includes(p));
}

/** Every import inside src/server of a file, type-only ones included. */
function serverImports(file: string): string[] {
  return imports(file)
    .filter((spec) => spec.startsWith('.'))
    .map((spec) => target(file, spec))
    .filter((t): t is string => t !== undefined && t.startsWith(serverDir + '/'));
}

const SERVER_LAYER_RULES: { name: string; from: string; may: (to: string) => boolean }[] = [
  // The request layer (routes, http, auth, the app) and the sandbox and jobs sit above the domain.
  {
    name: 'the domain imports no routes, http, auth, jobs, sandbox or app module',
    from: 'domain',
    may: (to) => !['routes', 'http', 'auth', 'jobs', 'sandbox', 'app', 'main', 'context', 'static'].includes(to),
  },
  { name: 'db imports only db and the process log', from: 'db', may: (to) => to === 'db' || to === 'ops' },
];

describe('server layers (routes → domain → db)', () => {
  for (const rule of SERVER_LAYER_RULES) {
    it(rule.name, () => {
      const offences = serverSources
        .filter((f) => layer(f) === rule.from)
        .flatMap((f) =>
          serverImports(f)
            .filter((t) => !rule.may(layer(t)))
            .map((t) => `${relative(root, f)} → ${relative(root, t)}`),
        );
      expect(offences).toEqual([]);
    });
  }

  it('only app.ts mounts the routes', () => {
    const offences = serverSources
      .filter((f) => layer(f) !== 'routes' && layer(f) !== 'app')
      .flatMap((f) =>
        serverImports(f)
          .filter((t) => layer(t) === 'routes')
          .map((t) => `${relative(root, f)} → ${relative(root, t)}`),
      );
    expect(offences).toEqual([]);
  });

  it('routes run no SQL: queries are domain functions', () => {
    const offences = serverSources
      .filter((f) => layer(f) === 'routes')
      .flatMap((f) =>
        readFileSync(f, 'utf8')
          .split('\n')
          .map((line, i) => ({ line, at: `${relative(root, f)}:${i + 1}` }))
          // db.query / tx.query (not the request's c.req.query), or SQL written in a string.
          .filter(({ line }) => /(?<!req)\.query\s*(<[^>]*>)?\(/.test(line) || /['"`]\s*(SELECT|INSERT|UPDATE|DELETE)\s/.test(line))
          .map(({ at, line }) => `${at} ${line.trim()}`),
      );
    expect(offences).toEqual([]);
  });

  it('src/server has no import cycles', () => {
    const graph = new Map(serverSources.map((f) => [f, serverImports(f)]));
    const cycles: string[] = [];
    const done = new Set<string>();
    const path: string[] = [];
    const visit = (f: string) => {
      const at = path.indexOf(f);
      if (at >= 0) return void cycles.push([...path.slice(at), f].map((p) => relative(serverDir, p)).join(' → '));
      if (done.has(f)) return;
      path.push(f);
      for (const t of graph.get(f) ?? []) visit(t);
      path.pop();
      done.add(f);
    };
    for (const f of serverSources) visit(f);
    expect(cycles).toEqual([]);
  });

  it('sees the server', () => {
    expect(serverSources.filter((f) => layer(f) === 'routes').length).toBeGreaterThan(10);
    expect(serverSources.filter((f) => layer(f) === 'domain').length).toBeGreaterThan(10);
    expect(serverSources.filter((f) => layer(f) === 'db').length).toBeGreaterThan(2);
  });
});

/**
 * Query keys are made by key factories only (a feature's `keys.ts`, the shared SIM root in
 * `lib/query-keys.ts`): a literal array where a key is given or matched would name another
 * feature's data behind its back and drift from the factory (docs/decisions/0080).
 */
const LITERAL_KEY =
  /queryKey:\s*\[|(?:invalidate|remove|refetch|reset|cancel)Queries\(\{\s*queryKey:\s*\[|(?:get|set)QueryData(?:<[^>]*>)?\(\s*\[/;
const KEY_FACTORY = /(?:^|\/)(?:keys|query-keys)\.ts$/;

describe('query keys', () => {
  const portal = sources.filter((f) => !['server', 'sw'].includes(area(f)));

  it('come from key factories only: no literal key outside a keys.ts', () => {
    const offences = portal
      .filter((f) => !KEY_FACTORY.test(f))
      .flatMap((f) =>
        readFileSync(f, 'utf8')
          .split('\n')
          .map((line, i) => (LITERAL_KEY.test(line) ? `${relative(root, f)}:${i + 1}: ${line.trim()}` : ''))
          .filter(Boolean),
      );
    expect(offences).toEqual([]);
  });

  it('the rule sees a literal key when there is one (the pattern itself, checked on hand-written lines)', () => {
    const lines: [string, boolean][] = [
      ["queryClient.invalidateQueries({ queryKey: ['orders'] })", true],
      ["queryOptions({ queryKey: ['plans', type, scId, lng], queryFn })", true],
      ["queryClient.getQueryData<LineList>(['cards', 'list'])", true],
      ["queryClient.setQueryData(['orders', 'one', id], order)", true],
      ['queryClient.invalidateQueries({ queryKey: purchaseKeys.orders() })', false],
      ['queryOptions({ queryKey: accountKeys.banner(lng), queryFn })', false],
    ];
    expect(lines.map(([line]) => [line, LITERAL_KEY.test(line)])).toEqual(lines);
  });

  it('every feature that caches queries has its key factory', () => {
    const features = new Set(
      portal
        .filter((f) => /queryOptions\(|useMutation\(/.test(readFileSync(f, 'utf8')))
        .map(area)
        .filter((a) => a.startsWith('features/')),
    );
    const missing = [...features].filter((a) => !portal.some((f) => relative(root, f) === `src/${a}/keys.ts`));
    expect(missing).toEqual([]);
  });
});
