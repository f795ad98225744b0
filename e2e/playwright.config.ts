import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './tests/support/env.ts';

/**
 * End-to-end tests in Debian's Chromium (never a downloaded browser) against the real server serving the
 * built web app: `npm run test:e2e` builds both first; this config only starts `node apps/api/dist/main.js`
 * on a fresh embedded database.
 */
const PORT = Number(process.env.E2E_PORT ?? 4173);
/** The SMTP server the shop sends customer e-mail to (peers/smtp-peer.mjs). */
const SMTP_PORT = PORT + 1000;
process.env.E2E_SMTP_PORT ??= String(SMTP_PORT);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

// The config is loaded again in each worker; the data folder is made once and inherited via the environment.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'bond-e2e-'));

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './tests',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // A flaky test is fixed, not retried: in CI too, a test that fails once fails the run.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [
    // tests/shop.setup.ts: the shop's state every test counts on, made once before them.
    { name: 'shop setup', testMatch: /shop\.setup\.ts$/ },
    {
      name: 'chromium',
      use: { browserName: 'chromium' },
      testIgnore: /\.after\.spec\.ts$/,
      dependencies: ['shop setup'],
    },
    // Tests that change what the whole shop does for everyone (the SMS stand-in's switches) run alone, last.
    {
      name: 'after the rest',
      use: { browserName: 'chromium' },
      testMatch: /\.after\.spec\.ts$/,
      dependencies: ['chromium'],
    },
  ],
  webServer: [
    {
      command: 'node e2e/peers/smtp-peer.mjs',
      cwd: repoRoot,
      port: SMTP_PORT,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { E2E_SMTP_PORT: String(SMTP_PORT), E2E_DATA_DIR: process.env.E2E_DATA_DIR },
    },
    {
      command: 'node apps/api/dist/main.js',
      cwd: repoRoot,
      url: `${BASE_URL}/api/bikes`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        PUBLIC_URL: BASE_URL,
        PAYMENT_GATEWAY: 'local',
        ADMIN_EMAIL,
        ADMIN_PASSWORD,
        LOG_LEVEL: 'warn',
        // Every test customer signs up from 127.0.0.1.
        SIGNUPS_PER_ADDRESS_PER_HOUR: '10000',
        // ... and books from it.
        PENDING_BOOKINGS_PER_ADDRESS: '10000',
        LAPSED_HOLDS_PER_ADDRESS: '10000',
        // docs/product/messages.md#channels: SMS to the built-in SSL Wireless stand-in, e-mail to a real SMTP server.
        SMS_GATEWAY: 'local',
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        MAIL_FROM: 'Bond Bike Rental <bookings@bond-e2e.test>',
      },
    },
  ],
});
