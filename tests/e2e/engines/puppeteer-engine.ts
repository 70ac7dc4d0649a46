import puppeteer, { type Browser, type Page } from 'puppeteer-core'
import { answeredConsent } from '../../support/consent'
import type { Engine, EngineName, EnginePage, PageOptions } from './engine'

/*
 * Chromium over the DevTools protocol and Firefox over WebDriver BiDi, both through
 * puppeteer-core: the same client for both, so a difference between them is the engine's.
 * (Playwright's own Firefox channel asks Firefox ESR for a BiDi command it does not have yet:
 * docs/testing.md.)
 */

/** The engines puppeteer-core speaks to. */
export type PuppeteerEngineName = Exclude<EngineName, 'webkit'>

const EXECUTABLES: Record<PuppeteerEngineName, { setting: string; path: string }> = {
  chromium: { setting: 'CHROMIUM_PATH', path: '/usr/bin/chromium' },
  firefox: { setting: 'FIREFOX_PATH', path: '/usr/bin/firefox-esr' },
}

/** WebGL without a GPU, as the rest of the suite runs Chromium (playwright.config.ts). */
const CHROMIUM_ARGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--use-gl=angle',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
]

function launch(name: PuppeteerEngineName, reducedMotion: boolean): Promise<Browser> {
  const { setting, path } = EXECUTABLES[name]
  const executablePath = process.env[setting] || path
  if (name === 'chromium') {
    // Chromium's sandbox refuses root (as in a container); Playwright leaves it out there too.
    const sandbox = process.getuid?.() === 0 ? ['--no-sandbox'] : []
    return puppeteer.launch({
      browser: 'chrome',
      executablePath,
      headless: true,
      args: [...CHROMIUM_ARGS, ...sandbox],
    })
  }
  return puppeteer.launch({
    browser: 'firefox',
    executablePath,
    headless: true,
    // Firefox takes reduced motion from a preference, not from an emulated media feature.
    extraPrefsFirefox: { 'ui.prefersReducedMotion': reducedMotion ? 1 : 0 },
  })
}

export function puppeteerEngine(name: PuppeteerEngineName): Engine {
  const browsers = new Map<boolean, Promise<Browser>>()
  const browser = (reducedMotion: boolean) => {
    // Firefox needs a browser of its own for reduced motion; Chromium emulates it per page.
    const key = name === 'firefox' && reducedMotion
    if (!browsers.has(key)) browsers.set(key, launch(name, key))
    return browsers.get(key)!
  }
  return {
    name,
    async newPage(options) {
      const context = await (await browser(Boolean(options.reducedMotion))).createBrowserContext()
      const page = await context.newPage()
      return enginePage(name, page, options, () => context.close())
    },
    async close() {
      await Promise.all([...browsers.values()].map(async (opened) => (await opened).close()))
    },
  }
}

async function enginePage(
  name: PuppeteerEngineName,
  page: Page,
  options: PageOptions,
  closeContext: () => Promise<void>,
): Promise<EnginePage> {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(String(error)))
  let crash: string | undefined
  page.on('error', (error) => (crash = error.message))
  await page.setViewport({
    width: options.width,
    height: options.height,
    hasTouch: Boolean(options.touch),
    isMobile: Boolean(options.touch),
  })
  if (options.reducedMotion && name === 'chromium')
    await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }])
  if (options.consent) {
    const { name, value } = answeredConsent(options.consent)
    await page.evaluateOnNewDocument(
      (key, choice) => {
        // Documents without storage (the blank page a tab opens with) refuse to be asked.
        try {
          if (localStorage.getItem(key) === null) localStorage.setItem(key, choice)
        } catch {}
      },
      name,
      value,
    )
  }
  return {
    goto: (path) => {
      const load = () => page.goto(new URL(path, options.baseURL).href, { waitUntil: 'load' })
      return loadedDespiteAbort(load, load)
    },
    reload: () =>
      loadedDespiteAbort(
        () => page.reload({ waitUntil: 'load' }),
        () => page.goto(page.url(), { waitUntil: 'load' }),
      ),
    // JSON in, JSON out, whatever the protocol: what the checks pass is plain data.
    evaluate: (fn, ...args) =>
      page.evaluate(fn as (...plain: unknown[]) => unknown, ...args) as Promise<never>,
    click: ({ x, y }) => page.mouse.click(x, y),
    tap: ({ x, y }) => page.touchscreen.tap(x, y),
    async wheel({ x, y }, deltaY) {
      await page.mouse.move(x, y)
      await page.mouse.wheel({ deltaY })
    },
    errors: () => [...errors],
    crash: () => crash,
    close: closeContext,
  }
}

/**
 * Firefox 153 over BiDi at times answers a navigation with NS_BINDING_ABORTED: a reload of the
 * page's own address (3 in 12 runs of the consent check), and the second page a new context
 * visits (2 in 7 runs of the every-route check on a two-core machine, 2026-12-04), likeliest as
 * the service worker registered by the first page takes it over. The page is then loaded again
 * the plain way: what the checks ask of a navigation is the new document, which that gives.
 */
async function loadedDespiteAbort(
  load: () => Promise<unknown>,
  loadAgain: () => Promise<unknown>,
): Promise<void> {
  try {
    await load()
  } catch (error) {
    if (!String(error).includes('NS_BINDING_ABORTED')) throw error
    await loadAgain()
  }
}
