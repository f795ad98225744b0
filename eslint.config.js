import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The web app's layers (docs/decisions/012-web-import-boundaries-and-test-hygiene.md). Imports flow one way:
 * `components/`, `lib/` and `content/` → `features/` → `app/`; a feature (a domain of the shop:
 * docs/decisions/033-web-features-by-domain.md) does not import another feature's files. `app/` (routes,
 * layouts, the store) and `boot/` (the browser's start, the server's renderer) may import anything but the
 * back office (`features/back-office`, the admin's dashboard pages), which only the routes (`app/routes.tsx`,
 * `app/routes/`) compose; nothing imports `boot/`.
 *
 * Tests follow the rules of the folder they sit in (a test imports what it tests and the helpers of
 * `src/test/`). The exception: the helpers in `src/test/` are in no zone, because `render.tsx` builds the
 * app's real store (`app/store.ts`) the way `boot/start-app.tsx` does; nothing outside tests may import them.
 */
const WEB = 'apps/web/src';
const webFeatures = readdirSync(new URL(`./${WEB}/features/`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Everything in app/ but the routes: the layouts, the store, the protected route (and what is added later).
const webAppOutsideRoutes = readdirSync(new URL(`./${WEB}/app/`, import.meta.url))
  .filter((name) => name !== 'routes' && !name.startsWith('routes.'))
  .map((name) => `${WEB}/app/${name}`);

const webLayerZones = [
  ...webFeatures.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message: `features/${feature} may not import another feature's files: move the shared piece down to components/ or lib/, or put both side by side in an app/ route.`,
  })),
  {
    target: [...webAppOutsideRoutes, `${WEB}/boot`],
    from: `${WEB}/features/back-office`,
    message:
      "features/back-office holds the admin's dashboard pages: only the routes (app/routes.tsx, app/routes/) compose them.",
  },
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

/**
 * The API's layers (docs/decisions/028, docs/ARCHITECTURE.md). Imports go down, never up or round:
 *
 *   bottom: `shared/` (who acts, what a route reads off its request, route limits), `db/` (client, schema,
 *           pages, the rental states), `errors.ts`, `http-client.ts`, `net/`
 *   ← repositories (`*.repository.ts`): SQL, and only here
 *   ← services (every other file of `modules/`, `notifications/`, `payments/`)
 *   ← routes (`*.routes.ts`)
 *   ← plugins (`plugins/`) ← the app (`app.ts`, `server.ts`, `main.ts`, `cli.ts`, `config.ts`, `env.ts`,
 *     `seed/`)
 *
 * Across folders, `notifications/` (the outbox: it knows the tables, not the modules) sits below
 * `payments/`, which sits below `modules/`: payments use the modules' repositories (a rental's state
 * changes, refunds, the audit log), never their services. A module's repository uses no other module;
 * a module's service uses another module's repository, or the audit module's entry helpers.
 *
 * Tests are in no zone (they build the whole app); only tests import `src/test/`.
 */
const API = 'apps/api/src';
const apiModules = readdirSync(new URL(`./${API}/modules/`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const apiFeatures = [`${API}/modules/**`, `${API}/notifications/**`, `${API}/payments/**`];
const apiTop = [`${API}/plugins/**`, `${API}/seed/**`, `${API}/test/**`, `${API}/{app,server,main,cli,config,env}.ts`];
const apiRoutes = [`${API}/{modules,notifications,payments}/**/*.routes.ts`];
const anyRepository = ['**/*.repository.ts'];

const apiLayerZones = [
  {
    target: [`${API}/shared/**`, `${API}/db/**`, `${API}/net/**`, `${API}/errors.ts`, `${API}/http-client.ts`],
    from: [...apiFeatures, ...apiTop],
    message: 'shared/, db/, net/, errors.ts and http-client.ts are the bottom layer: they import nothing above them.',
  },
  {
    target: `${API}/**/*.repository.ts`,
    from: [...apiFeatures, ...apiTop],
    except: anyRepository,
    message:
      'A repository sits below services, routes and plugins: it imports db/, shared/ and other repositories only.',
  },
  {
    target: apiFeatures,
    from: [...apiRoutes, ...apiTop],
    message:
      'modules/, notifications/ and payments/ may not import routes or plugins: plugins register routes, routes call services.',
  },
  {
    target: `${API}/notifications/**`,
    from: [`${API}/modules/**`, `${API}/payments/**`],
    message: 'notifications/ (the outbox) sits below payments/ and modules/: it reads the tables, not their code.',
  },
  {
    target: `${API}/payments/**`,
    from: [`${API}/modules/**`],
    except: anyRepository,
    message:
      "payments/ sits below modules/: it may use a module's repository (a rental's state change, a refund, the audit log), not its services or routes.",
  },
  ...apiModules.map((module) => ({
    target: `${API}/modules/${module}/**/*.repository.ts`,
    from: [`${API}/modules/**`],
    except: [`**/modules/${module}/**`],
    message: `A repository of modules/${module} may not import another module: shared SQL (the rental states) lives in db/.`,
  })),
  ...apiModules.map((module) => ({
    target: `${API}/modules/${module}/**`,
    from: [`${API}/modules/**`],
    except: [
      `**/modules/${module}/**`,
      ...anyRepository,
      '**/modules/audit/audit-entries.ts',
      '**/modules/audit/field-changes.ts',
    ],
    message: `modules/${module} may use another module's repository (a layer down), never its services or routes.`,
  })),
  {
    target: `${API}/plugins/**`,
    from: [`${API}/seed/**`, `${API}/{app,server,main,cli}.ts`],
    message: 'plugins/ sit below the app: app.ts registers them.',
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
    files: [`${API}/**/*.ts`],
    plugins: { import: importPlugin },
    settings: {
      'import/extensions': ['.ts', '.js', '.mjs'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import/external-module-folders': ['node_modules', 'node_modules/@types'],
      // As in the web app: imports name their .ts files and no aliases, so Node's resolution finds them.
      'import/resolver': { node: { extensions: ['.ts', '.js', '.mjs'] } },
      // Packages are not read for their imports (a cycle runs through our files only): PGlite's bundle is
      // too deep for the parser, and reading the others only costs time.
      'import/ignore': ['node_modules'],
    },
    rules: {
      'import/no-unresolved': ['error', { ignore: ['^[^.]'] }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: [`${API}/**/*.ts`],
    ignores: [`${API}/**/*.test.ts`, `${API}/test/**`],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [...apiLayerZones, { target: API, from: `${API}/test`, message: testHelpersZone.message }],
        },
      ],
    },
  },
  {
    // SQL only in repositories (and db/): a route or a service calls repository functions.
    files: [`${API}/{modules,notifications,payments}/**/*.ts`],
    ignores: [`${API}/**/*.repository.ts`, `${API}/**/*.test.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              message: 'SQL lives in repositories (*.repository.ts): call a repository function instead.',
            },
            {
              group: ['**/db/schema.ts', '**/db/rental-states.ts'],
              message:
                'Tables and SQL fragments are for repositories (*.repository.ts): call a repository function instead.',
            },
          ],
        },
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
