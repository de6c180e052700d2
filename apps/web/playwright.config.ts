import { tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 3210)
export const ADMIN = { mobile: '09120000000', password: 'e2e-admin-password' }
/** The test server's data folder; its log (`logs/kheyr.log`) holds the texts the log driver sent. */
export const E2E_DATA_DIR = path.join(tmpdir(), `kheyr-e2e-${port}`)

export default defineConfig({
  testDir: './e2e',
  outputDir: path.join(import.meta.dirname, '../../test-results'),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'fa-IR',
    timezoneId: 'Asia/Tehran',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    cwd: path.join(import.meta.dirname, '../..'),
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      DATA_DIR: E2E_DATA_DIR,
      ADMIN_MOBILE: ADMIN.mobile,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: 'true',
      RATE_LIMIT_MAX: '100000',
      // The log driver writes each text (sign-in codes included) as a warning: tests read them there.
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      APP_URL: `http://localhost:${port}`,
      // The test-only sign-in route (POST /api/testing/session) that specs start with.
      E2E_TESTING: '1',
    },
  },
})
