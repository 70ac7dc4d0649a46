import type { Page, Request } from '@playwright/test'
import { onDemandLibrariesIn, type OnDemandLibrary } from '../../scripts/bundle/first-load'

export interface LoadedScript {
  url: string
  /** When it arrived, by the test's clock. */
  at: number
  libraries: OnDemandLibrary[]
  body: string
}

/** Words only each analytics adapter's code holds: which of them reached the browser. */
export const ANALYTICS_ADAPTER_CODE = {
  /** GA4 tells gtag.js not to send page views of its own. */
  ga4: 'send_page_view',
  /** The recording adapter keeps page views in window.altsAnalytics. */
  recording: 'altsAnalytics',
} as const

/**
 * Records every script the page loads from now on, with the on-demand libraries (three.js,
 * lottie-web, GSAP) each contains, so a test can tell what arrived before and after an action.
 */
export function recordScripts(page: Page) {
  const scripts: LoadedScript[] = []
  const pending: Promise<void>[] = []
  page.on('response', (response) => {
    if (!isScript(response.request())) return
    pending.push(
      response.text().then(
        (body) => {
          scripts.push({
            url: response.url(),
            at: Date.now(),
            libraries: onDemandLibrariesIn(body),
            body,
          })
        },
        () => undefined,
      ),
    )
  })
  return {
    /** The scripts so far, once their bodies are read. */
    async loaded(): Promise<LoadedScript[]> {
      await Promise.all(pending)
      return [...scripts]
    },
    /** The addresses of the scripts so far whose code contains `text`. */
    async containing(text: string): Promise<string[]> {
      return (await this.loaded()).filter((script) => script.body.includes(text)).map((s) => s.url)
    },
    /** The on-demand libraries among the scripts so far. */
    async libraries(): Promise<OnDemandLibrary[]> {
      return [...new Set((await this.loaded()).flatMap((script) => script.libraries))]
    },
  }
}

/**
 * The page's scripts, and the site's code its workers load: Chromium reports a worker's
 * `importScripts` as a request of type `other`.
 */
function isScript(request: Request): boolean {
  const type = request.resourceType()
  return (
    type === 'script' ||
    (type === 'other' && /\/_next\/static\/[^?]+\.js(?:\?|$)/.test(request.url()))
  )
}
