import { configDefaults, defineConfig } from 'vitest/config';

// Tests that need a real PostgreSQL server (*.pg.test.ts) run only when TEST_DATABASE_URL names one.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    // Each API test file opens its own embedded database; two files at a time suits a 2-core machine.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'contract',
          root: './packages/contract',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'api',
          root: './apps/api',
          environment: 'node',
          include: ['src/**/*.test.ts', 'bench/**/*.test.mjs'],
          exclude: [...configDefaults.exclude, ...(onPostgres ? [] : ['src/**/*.pg.test.ts'])],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      './apps/web/vitest.config.ts',
      {
        // Checks over the whole repository (tools/*.test.ts): what its files cite exists.
        test: { name: 'repo', root: '.', environment: 'node', include: ['tools/**/*.test.ts'] },
      },
    ],
  },
});
