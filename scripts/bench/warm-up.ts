import { screenEmulationMetrics } from 'lighthouse/core/config/constants.js'
import { launchChromium } from './chromium.ts'

/** Chromium's largest viewport; Lighthouse's full-page screenshot stops there too. */
const TALLEST_VIEWPORT = 16_384
const QUIET_BUDGET_MS = 120_000

type Screen = { width: number; height: number; deviceScaleFactor: number; mobile: boolean }
/** Lighthouse's own phone and desktop screens (its declared type leaves every field optional). */
const SCREENS = screenEmulationMetrics as Record<'mobile' | 'desktop', Screen>

/**
 * Visits each page once as Lighthouse's phone and desktop see it, grown to the page's whole height
 * as Lighthouse's full-page screenshot does, until the network is quiet. The image optimiser makes
 * a rendition on its first request and keeps it (a year, next.config.ts): without this, the first
 * Lighthouse round of a route with many images waited for the server's AVIF encoding, which on two
 * cores takes the browser's CPU too (/products: 1.11 s of main-thread work cold, 0.81 s warm).
 */
export async function warmUp(urls: readonly string[], log: (message: string) => void) {
  const browser = await launchChromium()
  try {
    for (const [form, screen] of Object.entries(SCREENS))
      for (const url of urls) {
        log(`${url}: warming the ${form} renditions`)
        const { width, height, deviceScaleFactor, mobile } = screen
        // No service worker: it would fetch the app shell on its own, outside the visit.
        const context = await browser.newContext({
          viewport: { width, height },
          deviceScaleFactor,
          isMobile: mobile,
          hasTouch: mobile,
          serviceWorkers: 'block',
        })
        try {
          const page = await context.newPage()
          await page.goto(url, { waitUntil: 'load', timeout: QUIET_BUDGET_MS })
          const whole = await page.evaluate(() => document.documentElement.scrollHeight)
          await page.setViewportSize({ width, height: Math.min(whole, TALLEST_VIEWPORT) })
          await page.waitForLoadState('networkidle', { timeout: QUIET_BUDGET_MS })
        } finally {
          await context.close()
        }
      }
  } finally {
    await browser.close()
  }
}
