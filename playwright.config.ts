import { defineConfig, devices } from '@playwright/test'
import type { EngineName } from './tests/e2e/engines/engine'
import { answeredConsent } from './tests/support/consent'
import { E2E_PORT } from './tests/support/ports'

/** The production build is served here for the end-to-end tests, on loopback only. */
const PORT = E2E_PORT
export const BASE_URL = `http://127.0.0.1:${PORT}`

/**
 * Specs for phones as devices (touch, a mobile user agent, a dense screen): tests/e2e/phones,
 * run on the phone projects and only there.
 */
const PHONE_SPECS = /[\\/]tests[\\/]e2e[\\/]phones[\\/][^\\/]+\.spec\.ts$/

/**
 * The cross-engine checks: tests/e2e/engines, run once for each engine by its own client
 * (the `engine:` projects) and only there.
 */
const ENGINE_SPECS = /[\\/]tests[\\/]e2e[\\/]engines[\\/][^\\/]+\.spec\.ts$/

export default defineConfig<object, { engineName: EngineName }>({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  // Limits only bound how long a failure takes to report: a two-core machine that is also
  // building or testing something else runs everything several times slower than a quiet one.
  // Tests wait for conditions, never for time, so a generous limit costs nothing when they pass.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: BASE_URL,
    // A visitor who has already answered the analytics question, so the choice does not sit over
    // what other tests look at; tests/e2e/analytics.spec.ts starts from a first visit. Answered
    // as the run starts: a choice holds for months (tests/e2e/consent-expiry.spec.ts).
    storageState: {
      cookies: [],
      origins: [{ origin: BASE_URL, localStorage: [answeredConsent('denied')] }],
    },
    trace: 'retain-on-failure',
    // The service worker would answer requests that tests route or count themselves; its own
    // spec (tests/e2e/offline.spec.ts) allows it.
    serviceWorkers: 'block',
    launchOptions: {
      // Debian's Chromium: Playwright's own browser download is not available here.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        // WebGL without a GPU, so the WebGL block runs in headless tests as it does for visitors.
        '--use-gl=angle',
        '--use-angle=swiftshader',
        '--enable-unsafe-swiftshader',
      ],
    },
  },
  // Every project shares the `use` above (the browser, its flags and the visitor's storage).
  projects: [
    {
      name: 'chromium',
      testIgnore: [PHONE_SPECS, ENGINE_SPECS],
      use: { ...devices['Desktop Chrome'] },
    },
    { name: 'pixel-7', testMatch: PHONE_SPECS, use: { ...devices['Pixel 7'] } },
    {
      name: 'iphone-13',
      testMatch: PHONE_SPECS,
      // An iPhone's screen, touch and user agent, in the one browser there is here: Chromium.
      use: { ...devices['iPhone 13'], defaultBrowserType: 'chromium' },
    },
    // One retry, taken only by a check whose page process crashed (tests/e2e/engines/fixture.ts).
    ...(['chromium', 'firefox', 'webkit'] as const).map((engineName) => ({
      name: `engine:${engineName}`,
      testMatch: ENGINE_SPECS,
      retries: 1,
      use: { engineName },
    })),
  ],
  webServer: {
    command: 'npm run serve',
    url: BASE_URL,
    reuseExistingServer: false,
    // Starting the production server takes seconds when quiet and can take a minute under load.
    timeout: 240_000,
    stdout: 'pipe',
    env: { LOG_LEVEL: 'warn', HOSTNAME: '127.0.0.1', PORT: String(PORT) },
  },
})
