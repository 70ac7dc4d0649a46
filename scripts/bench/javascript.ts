import type { Page } from '@playwright/test'
import { gzipSync } from 'node:zlib'
import { launchChromium } from './chromium.ts'

/** JavaScript a visit downloaded, compressed (gzip -9, as the build's report counts) and not. */
export type ScriptBytes = { gzipBytes: number; rawBytes: number; scripts: number }

export interface VisitJavaScript {
  /** After the page has loaded and gone quiet, before any input. */
  beforeInput: ScriptBytes
  /** After the visitor has scrolled to the bottom (with the wheel, as input). */
  afterScroll: ScriptBytes
}

export const VIEWPORTS = {
  mobile: { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false },
} as const

export type Viewport = keyof typeof VIEWPORTS

const QUIET_MS = 2_000

/** The JavaScript a visit downloads: with no input at all, then after wheeling to the bottom. */
export async function javascriptOfVisit(url: string, viewport: Viewport): Promise<VisitJavaScript> {
  const browser = await launchChromium()
  try {
    // No service worker: it would fetch the app shell on its own and blur what the page loads.
    const context = await browser.newContext({ ...VIEWPORTS[viewport], serviceWorkers: 'block' })
    const page = await context.newPage()
    const scripts = new Map<string, Buffer>()
    const reading: Promise<unknown>[] = []
    let lastScriptAt = Date.now()
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return
      lastScriptAt = Date.now()
      reading.push(
        response.body().then(
          (body) => scripts.set(response.url(), body),
          () => undefined, // a redirect or an aborted load has no body to count
        ),
      )
    })
    const quiet = async () => {
      await page.waitForLoadState('networkidle')
      while (Date.now() - lastScriptAt < QUIET_MS) await page.waitForTimeout(250)
    }
    const tally = async (): Promise<ScriptBytes> => {
      await Promise.all(reading)
      const bodies = [...scripts.values()]
      return {
        scripts: bodies.length,
        rawBytes: bodies.reduce((sum, body) => sum + body.length, 0),
        gzipBytes: bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
      }
    }

    await page.goto(url, { waitUntil: 'load' })
    await quiet()
    const beforeInput = await tally()
    await wheelToBottom(page)
    await quiet()
    return { beforeInput, afterScroll: await tally() }
  } finally {
    await browser.close()
  }
}

async function wheelToBottom(page: Page) {
  await page.mouse.move(200, 200)
  for (let step = 0; step < 200; step++) {
    await page.mouse.wheel(0, 600)
    await page.waitForTimeout(120)
    const atBottom = await page.evaluate(
      () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2,
    )
    if (atBottom) return
  }
  throw new Error(`${page.url()} never reached its bottom`)
}
