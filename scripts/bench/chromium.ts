import { chromium, type Browser } from '@playwright/test'

/** Debian's Chromium, as the end-to-end tests use it (no browser download). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * Flags for a quiet, offline browser, and none about graphics: without a GPU, headless Chromium
 * draws in software already, the closest to a phone measured (docs/benchmarks.md).
 */
export const CHROMIUM_ARGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-default-apps',
  '--no-first-run',
]

/** A fresh headless Chromium driven by Playwright. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
}
