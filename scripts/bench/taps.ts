import type { Browser, CDPSession, Page } from '@playwright/test'
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

/** A tab and the DevTools session that throttles it (and sends the probe's taps). */
type PhoneTab = { page: Page; cdp: CDPSession }

/** A fresh tab as Lighthouse's phone: its screen, with its applied (devtools) throttling. */
async function phoneTab(browser: Browser): Promise<PhoneTab> {
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
  return { page, cdp }
}

type Point = { x: number; y: number }

/**
 * A tap, sent without waiting for it: the browser answers a touch only once the page's main
 * thread has handled it, so a loop that awaited each tap would tap no faster than a busy page
 * lets it (a tap sent before the first paint waited 350–500 ms for its answer on a 4× slowed
 * CPU, and the next went out only then). Sent as they are, the taps keep their 100 ms and a busy
 * page runs the queued ones in order, as a phone does.
 */
function tapWithoutWaiting(cdp: CDPSession, at: Point) {
  const send = (type: 'touchStart' | 'touchEnd', touchPoints: Point[]) => {
    // Its answer may come after the browser has closed: nothing waits for it.
    void cdp.send('Input.dispatchTouchEvent', { type, touchPoints }).catch(() => undefined)
  }
  send('touchStart', [at])
  send('touchEnd', [])
}

/**
 * The LCP of a load no one touches (Chromium stops reporting it at the first input), and where
 * the page's Menu button is once it has loaded (none on a page without one).
 */
async function untouchedLoad(page: Page, url: string, menu: boolean) {
  await page.goto(url, { waitUntil: 'load', timeout: GIVE_UP_MS })
  await page.waitForTimeout(1_000)
  const lcp = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        setTimeout(() => resolve(Number.NaN), 1_000)
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1)!.startTime)).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        })
      }),
  )
  if (!menu) return { lcp, menuAt: null }
  const box = await page.getByRole('button', { name: 'Menu', exact: true }).boundingBox()
  if (!box) throw new Error(`${url}: the menu button has no box`)
  return { lcp, menuAt: { x: box.x + box.width / 2, y: box.y + box.height / 2 } }
}

/**
 * Taps where the menu button is every 100 ms from navigation start; the last tap before its
 * popover first opened (scripts or not), from navigation start. Nothing in the loop waits on the
 * page's main thread, so a busy page cannot slow the taps: the page reports the opening itself
 * as it happens (on a busy main thread queued taps run back to back, and a later one may close
 * what an earlier one opened).
 */
async function firstWorkingTap(
  { page, cdp }: PhoneTab,
  url: string,
  at: Point,
): Promise<number | null> {
  let opening: { timeOrigin: number; openedAt: number } | undefined
  let opened = () => {}
  const menuOpened = new Promise<void>((resolve) => (opened = resolve))
  await page.exposeBinding('menuOpened', (_source, timeOrigin: number, openedAt: number) => {
    opening ??= { timeOrigin, openedAt }
    opened()
  })
  await page.addInitScript(() => {
    const report = window as unknown as { menuOpened(timeOrigin: number, openedAt: number): void }
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState !== 'open') return
      report.menuOpened(performance.timeOrigin, performance.now())
      document.removeEventListener('toggle', onToggle, true)
    }
    document.addEventListener('toggle', onToggle, true)
  })
  // Taps are noted by the wall clock, the page's time origin is too: both the machine's clock.
  const taps: number[] = []
  const loading = page.goto(url, { waitUntil: 'load', timeout: GIVE_UP_MS })
  loading.catch(() => undefined)
  for (const end = Date.now() + GIVE_UP_MS; !opening && Date.now() < end;) {
    const tapped = Date.now()
    taps.push(tapped)
    tapWithoutWaiting(cdp, at)
    const untilNext = new Promise((wait) => setTimeout(wait, tapped + TAP_EVERY_MS - Date.now()))
    await Promise.race([menuOpened, untilNext])
  }
  await loading
  if (!opening) return null
  const { timeOrigin, openedAt } = opening
  const lastTap = taps.filter((tap) => tap <= timeOrigin + openedAt).at(-1)
  return lastTap === undefined ? openedAt : Math.max(0, lastTap - timeOrigin)
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
        const untouchedTab = await phoneTab(browser)
        const { lcp, menuAt } = await untouchedLoad(untouchedTab.page, url, menu)
        // The untouched tab goes first: two tabs would share the slowed CPU.
        await untouchedTab.page.context().close()
        const firstTap = menuAt ? await firstWorkingTap(await phoneTab(browser), url, menuAt) : null
        results[index]!.runs.push({ lcp, firstTap })
      } finally {
        await browser.close()
      }
    }
  return results
}
