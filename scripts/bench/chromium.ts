import { chromium, type Browser } from '@playwright/test'

/** Debian's Chromium, as the end-to-end tests use it (no browser download). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * Flags for a quiet, offline browser. Nothing about graphics: without a GPU, headless Chromium
 * already draws WebGL in software (SwiftShader), so the WebGL block runs as it does for a
 * visitor, while pages are composited the way Chromium does without a GPU. Forcing SwiftShader
 * for all of Chromium's graphics (`--use-angle=swiftshader`) sent every frame of every page
 * through software GL as well: each first paint was shown 150–200 ms late, after the framework's
 * scripts had run, so Lighthouse counted their download in the simulated LCP of every page, the
 * bare page's most of all (2.2 s instead of 0.8–1.1 s). `--disable-gpu` is no closer to a phone
 * either (a phone has a GPU and draws WebGL): measured back to back with the phone runs, median
 * of 3, it made the bare page's applied-throttling LCP 1.28 s against 1.01 s and its TBT 1.03 s
 * against 0.56 s, /privacy's LCP 2.99 s against 2.29 s, without its GPU process (SwiftShader
 * here) where a phone has one; first paints came before the scripts finished either way
 * (docs/benchmarks.md).
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
