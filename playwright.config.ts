// End-to-end tests: the production build (dist/) served by the real server on a fresh data dir,
// driven in Debian's Chromium (no browser download is possible here). `npm test` builds first.
import { existsSync, readdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, E2E_BASE_URL, E2E_PORT, E2E_SMTP_PORT } from './tests/e2e/support/browser'

/** CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own browser (undefined). */
function resolveChromium(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium'
  return undefined
}

// Computed once in the main process and inherited by the workers, so every process agrees. The
// main process also clears the data dirs of earlier runs: each run starts from an empty database.
if (!process.env.E2E_DATA_DIR) {
  const tmpDir = path.resolve(`tests/e2e/.tmp/port-${E2E_PORT}`)
  for (const entry of existsSync(tmpDir) ? readdirSync(tmpDir) : []) {
    if (entry.startsWith('data-')) rmSync(path.join(tmpDir, entry), { recursive: true, force: true })
  }
  process.env.E2E_DATA_DIR = path.join(tmpDir, `data-${Date.now()}`)
}
const executablePath = resolveChromium()
if (executablePath) process.env.E2E_CHROMIUM_PATH = executablePath

export default defineConfig({
  testDir: 'tests/e2e',
  // The SMTP capture the server mails to; the stories read their mail from it (tests/e2e/support/captured-mail.ts).
  globalSetup: './tests/e2e/support/global-setup.ts',
  outputDir: `tests/e2e/.tmp/port-${E2E_PORT}/results`,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? 'list'
    : [['list'], ['html', { open: 'never', outputFolder: `tests/e2e/.tmp/port-${E2E_PORT}/report` }]],
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    // Most stories test the page, not the worker; pwa.spec.ts opts back in. Blocking also keeps
    // page.route() in control of every request.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: { args: CHROMIUM_ARGS, ...(executablePath ? { executablePath } : {}) },
  },
  projects: [
    {
      name: 'desktop',
      // Mobile-only stories run in the mobile project alone; everything else runs here.
      grepInvert: /@mobile-only/,
      use: { browserName: 'chromium', viewport: { width: 1440, height: 900 } },
    },
    {
      name: 'mobile',
      // Only stories tagged @mobile: the rest of the suite is viewport-independent.
      grep: /@mobile/,
      use: {
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: {
    // One real server for the whole run: it migrates, seeds and serves dist/.
    command: 'npx tsx server/index.ts',
    url: `${E2E_BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      DIST_DIR: process.env.E2E_DIST_DIR || './dist',
      // Specs send X-Forwarded-For so each story has its own rate-limit buckets (tests/e2e/support/test.ts).
      TRUST_PROXY: 'true',
      // Empty counts as unset: always the embedded database, never a DATABASE_URL from the shell.
      DATABASE_URL: '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // Real SMTP, as in production, to the capture of the global setup (not the dev outbox).
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
    },
  },
})
