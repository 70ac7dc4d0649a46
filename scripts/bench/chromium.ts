import { chromium, type Browser } from '@playwright/test'

/** Debian's Chromium, as the end-to-end tests use it (no browser download). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * Flags for a quiet, offline browser. WebGL runs in software (SwiftShader) so the WebGL block
 * costs what it costs a visitor rather than falling back to its still image.
 */
export const CHROMIUM_ARGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-default-apps',
  '--no-first-run',
  '--use-gl=angle',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
]

/** A fresh headless Chromium driven by Playwright. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
}
