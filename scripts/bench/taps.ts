import type { Browser, Page } from '@playwright/test'
import { screenEmulationMetrics, throttling } from 'lighthouse/core/config/constants.js'
import { launchChromium } from './chromium.ts'
import { median } from './median.ts'

/** One round: the LCP, the first tap that opened the menu (ms since navigation start; null: none). */
export type TapRun = { lcp: number; firstTap: number | null }
export type PageTaps = { page: string; menu: boolean; runs: TapRun[] }

const TAP_EVERY_MS = 100
export const GIVE_UP_MS = 30_000

/** A tap that never opened the menu counts as never; a tap before the paint waited for none. */
export const deadTimeOf = (firstTap: number, lcp: number) => Math.max(0, firstTap - lcp)

/** The medians of a page's runs: LCP, the first working tap, and the dead time between them. */
export function tapMediansOf(runs: readonly TapRun[]) {
  const taps = runs.map((run) => run.firstTap ?? Number.POSITIVE_INFINITY)
  return {
    lcp: median(runs.map((run) => run.lcp)),
    firstTap: median(taps),
    deadTime: median(runs.map((run, index) => deadTimeOf(taps[index]!, run.lcp))),
  }
}

/** A fresh tab as Lighthouse's phone: its screen, with its applied (devtools) throttling. */
async function phoneTab(browser: Browser): Promise<Page> {
  const { width, height, deviceScaleFactor } = screenEmulationMetrics.mobile!
  const context = await browser.newContext({
    ...{ viewport: { width, height }, deviceScaleFactor, isMobile: true, hasTouch: true },
    serviceWorkers: 'block',
  })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  const slow4G = throttling.mobileSlow4G
  // DevTools takes bytes per second, Lighthouse's settings kilobits (as Lighthouse converts them).
  const bytesPerSecond = (kbps: number) => Math.floor((kbps * 1024) / 8)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: slow4G.requestLatencyMs,
    downloadThroughput: bytesPerSecond(slow4G.downloadThroughputKbps),
    uploadThroughput: bytesPerSecond(slow4G.uploadThroughputKbps),
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slow4G.cpuSlowdownMultiplier })
  return page
}

/** The LCP of a load no one touches: Chromium stops reporting it at the first input. */
async function lcpOf(page: Page, url: string): Promise<number> {
  await page.goto(url, { waitUntil: 'load', timeout: GIVE_UP_MS })
  await page.waitForTimeout(1_000)
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        setTimeout(() => resolve(Number.NaN), 1_000)
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1)!.startTime)).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        })
      }),
  )
}

/**
 * Taps the menu button every 100 ms from its first layout; the last tap before its popover first
 * opened (scripts or not), noted in the page as it happens: on a busy main thread queued taps
 * run back to back, and a later one may close what an earlier one opened.
 */
async function firstWorkingTap(page: Page, url: string): Promise<number | null> {
  await page.addInitScript(() => {
    const opened = (event: Event) => {
      if ((event as ToggleEvent).newState !== 'open') return
      Object.assign(window, { menuOpenedAt: performance.now() })
      document.removeEventListener('toggle', opened, true)
    }
    document.addEventListener('toggle', opened, true)
  })
  const loading = page.goto(url, { waitUntil: 'load', timeout: GIVE_UP_MS })
  loading.catch(() => undefined)
  const button = page.getByRole('button', { name: 'Menu', exact: true })
  const box = await button.boundingBox({ timeout: GIVE_UP_MS })
  if (!box) throw new Error(`${url}: the menu button has no box`)
  const openedAt = () => page.evaluate(() => (window as { menuOpenedAt?: number }).menuOpenedAt)
  const now = () => page.evaluate(() => performance.now())
  const taps: number[] = []
  for (const end = Date.now() + GIVE_UP_MS; Date.now() < end;) {
    const opened = await openedAt()
    if (opened !== undefined) {
      await loading
      return taps.filter((tap) => tap <= opened).at(-1) ?? opened
    }
    const tapped = Date.now()
    taps.push(await now())
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
    await new Promise((wait) => setTimeout(wait, Math.max(0, tapped + TAP_EVERY_MS - Date.now())))
  }
  await loading
  return null
}

/** Each page's runs, alternating between the pages as Lighthouse's do; each run a fresh browser. */
export async function measureTaps(
  pages: readonly { name: string; url: string; menu: boolean }[],
  runs: number,
  log: (message: string) => void,
): Promise<PageTaps[]> {
  const results = pages.map(({ name, menu }) => ({ page: name, menu, runs: [] as TapRun[] }))
  for (let run = 1; run <= runs; run++)
    for (const [index, { name, url, menu }] of pages.entries()) {
      log(`${name}: the first working tap, run ${run} of ${runs}`)
      const browser = await launchChromium()
      try {
        const lcpTab = await phoneTab(browser)
        const lcp = await lcpOf(lcpTab, url)
        // The untouched tab goes first: two tabs would share the slowed CPU.
        await lcpTab.context().close()
        const firstTap = menu ? await firstWorkingTap(await phoneTab(browser), url) : null
        results[index]!.runs.push({ lcp, firstTap })
      } finally {
        await browser.close()
      }
    }
  return results
}
