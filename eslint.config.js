import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The web app's layers (docs/decisions/012-web-import-boundaries-and-test-hygiene.md). Imports flow one way:
 * `components/`, `lib/` and `content/` → `features/` → `app/`; a feature does not import another feature's
 * files. `app/` (routes, layouts, the store) and `boot/` (the browser's start, the server's renderer) may
 * import anything; nothing imports `boot/`.
 *
 * Tests follow the rules of the folder they sit in (a test imports what it tests and the helpers of
 * `src/test/`). The exception: the helpers in `src/test/` are in no zone, because `render.tsx` builds the
 * app's real store (`app/store.ts`) the way `boot/start-app.tsx` does; nothing outside tests may import them.
 */
const WEB = 'apps/web/src';
const webFeatures = readdirSync(new URL(`./${WEB}/features/`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const webLayerZones = [
  ...webFeatures.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message: `features/${feature} may not import another feature's files: move the shared piece down to components/ or lib/, or put both side by side in an app/ route.`,
  })),
  {
    target: `${WEB}/features`,
    from: `${WEB}/app`,
    message: 'features/ may not import app/: app/ composes features, not the other way round.',
  },
  {
    target: [`${WEB}/components`, `${WEB}/lib`, `${WEB}/content`, `${WEB}/i18n`],
    from: [`${WEB}/features`, `${WEB}/app`],
    message: 'components/, lib/, content/ and i18n/ sit below features/ and app/ and may not import them.',
  },
  {
    target: [`${WEB}/app`, `${WEB}/features`, `${WEB}/components`, `${WEB}/lib`, `${WEB}/content`, `${WEB}/i18n`],
    from: `${WEB}/boot`,
    message: 'boot/ starts the app (browser) and renders its pages (server); nothing else may import it.',
  },
  {
    target: `${WEB}/i18n`,
    from: [`${WEB}/components`, `${WEB}/lib`],
    message: 'i18n/ (the texts and their formatting) is the bottom layer: it may not import components/ or lib/.',
  },
];

const testHelpersZone = {
  target: WEB,
  from: `${WEB}/test`,
  message: 'src/test/ holds test helpers: only tests may import them.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/coverage/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    plugins: { import: importPlugin },
    settings: {
      // TypeScript files are modules the rules follow (by default only .js files are read for their imports).
      'import/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/external-module-folders': ['node_modules', 'node_modules/@types'],
      // Imports name their files with the .ts/.tsx ending (allowImportingTsExtensions) and use no path
      // aliases, so Node's resolution finds every file of the app. (eslint-plugin-import with its Node
      // resolver rather than import-x: import-x and the TypeScript resolver need unrs-resolver, whose
      // bindings for other platforms the registry we install from does not have, so `npm ci` failed.)
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      // A relative import the resolver cannot follow would slip past the two rules below, so it is an error
      // too. Packages are TypeScript's to check (the Node resolver does not read package "exports").
      'import/no-unresolved': ['error', { ignore: ['^[^.]'] }],
      'import/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: webLayerZones }],
      // Dynamic import() counts: a lazily loaded module importing its loader is still a cycle.
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    ignores: [`${WEB}/**/*.test.{ts,tsx}`, `${WEB}/test/**`],
    rules: {
      'import/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: [...webLayerZones, testHelpersZone] },
      ],
    },
  },
  {
    files: [
      '**/*.mjs',
      '**/bench/**',
      'scripts/**',
      'tools/**',
      '.ci/**',
      'apps/api/src/cli.ts',
      'apps/api/src/main.ts',
    ],
    rules: { 'no-console': 'off' },
  },
);
