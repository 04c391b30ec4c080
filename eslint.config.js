// Lint rules that keep DESIGN.md true: typescript-eslint, the rules of hooks, the dependency zones,
// `@/` instead of climbing folders, and SIM-type rules only in src/domain. Run by `npm test`.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/** Where each layer may not import from (DESIGN.md "Dependency direction"). */
const zones = [
  { target: './src/contract', from: './src', except: ['./contract'], message: 'contract imports only valibot.' },
  { target: './src/domain', from: './src', except: ['./domain', './contract'], message: 'domain imports only contract.' },
  {
    target: './src/lib',
    from: ['./src/components', './src/features', './src/routes', './src/server'],
    message: 'lib imports only lib, domain and contract.',
  },
  {
    target: './src/components',
    from: ['./src/features', './src/routes', './src/server'],
    message: 'components import lib, domain and contract, never a feature.',
  },
  { target: './src/features', from: ['./src/routes', './src/server'], message: 'a feature never imports routes or the server.' },
  {
    target: './src/server',
    from: ['./src/lib', './src/components', './src/features', './src/routes', './src/domain'],
    message: 'the server imports only contract.',
  },
  {
    target: './src/server/domain',
    from: ['./src/server/routes', './src/server/http'],
    message: 'server domain returns outcomes; routes make HTTP.',
  },
  {
    target: './src/server/db',
    from: ['./src/server/domain', './src/server/routes', './src/server/sandbox', './src/server/auth'],
    message: 'db is the database only.',
  },
  {
    target: './sw',
    from: ['./src/lib', './src/components', './src/features', './src/routes', './src/server'],
    message: 'the worker shares only contract with the page.',
  },
];

/** No feature imports another: one zone per feature, from every other feature folder. */
const features = readdirSync('./src/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
for (const name of features) {
  zones.push({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'features never import each other.',
  });
}

const USER_TYPE = 'PREPAID|ESIMS|ESIMA|LF';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'build/**',
      'coverage/**',
      'test-results/**',
      'src/routeTree.gen.ts',
      'bench/**',
      'public/**',
      '**/*.d.mts',
      '.tmp*',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Types that cannot be inferred are declared (contract); `any` would undo that.
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // React lives in the portal only (the server's `use…` functions are not hooks).
    files: ['src/**/*.{ts,tsx}', 'tests/components/**/*.{ts,tsx}'],
    ignores: ['src/server/**'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Scripts that run inside the page under test.
    files: ['tests/engines/page-*.js', 'tests/lighthouse/*.mjs'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['tests/**/*.{ts,tsx,js,mjs}'],
    rules: {
      // Playwright fixtures take `{}` when they need no other fixture.
      'no-empty-pattern': 'off',
      // Tests look for NUL and other control bytes on purpose.
      'no-control-regex': 'off',
      // A test may poke at an answer's shape it does not type.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/domain/**', 'src/server/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `BinaryExpression[operator=/^[!=]==?$/] > Literal[value=/^(${USER_TYPE})$/]`,
          message: 'What a SIM type may do lives in src/domain (its profile table), not in a comparison here.',
        },
        {
          selector: `SwitchCase > Literal[value=/^(${USER_TYPE})$/]`,
          message: 'What a SIM type may do lives in src/domain (its profile table).',
        },
      ],
    },
  },
  {
    // The API's per-SIM differences live in src/server/domain/sim-kinds.ts.
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/domain/**', 'src/server/sandbox/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `BinaryExpression[operator=/^[!=]==?$/] > Literal[value=/^(${USER_TYPE}|physical_sim|sonet_esim|astro_esim|linksfield_esim)$/]`,
          message: 'What a kind of SIM may do lives in src/server/domain/sim-kinds.ts, not in a comparison here.',
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\.\\./', message: 'Import through the @/ alias instead of climbing folders.' }] },
      ],
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(\\.\\./)+src/', message: 'Import the portal through the @/ alias.' }] }],
    },
  },
);
