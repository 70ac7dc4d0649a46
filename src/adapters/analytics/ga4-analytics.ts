import type { Analytics, PageView } from '@/ports/analytics'
import { batcher } from './batcher'
import { GA4_SCRIPT_ORIGIN } from './ga4-rules'

/** A burst of navigations is one send. */
export const GA4_BATCH = { delayMs: 500, size: 2 } as const

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

interface Ga4Options {
  /** Resolves once the page is interactive and idle; the provider's script loads after it. */
  whenInteractive?: () => Promise<void>
  scriptOrigin?: string
}

/** gtag.js, loaded after the first (consented) page view once the page is interactive. */
export class Ga4Analytics implements Analytics {
  private started = false
  private readonly hits = batcher<PageView>(
    (batch) => batch.forEach((view) => this.send(view)),
    GA4_BATCH,
  )

  constructor(
    private readonly measurementId: string,
    private readonly options: Ga4Options = {},
  ) {}

  pageView(view: PageView): void {
    this.start()
    this.hits.add(view)
  }

  private gtag(...args: unknown[]) {
    window.dataLayer ??= []
    // gtag.js reads the arguments object itself, as its own snippet pushes it.
    ;(function push(..._: unknown[]) {
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer!.push(arguments)
    })(...args)
  }

  private send(view: PageView) {
    this.gtag('event', 'page_view', {
      page_location: view.location,
      page_path: view.path,
      page_title: view.title,
      page_referrer: view.referrer,
    })
  }

  private start() {
    if (this.started) return
    this.started = true
    this.gtag('js', new Date())
    // The site reports page views itself, after consent: gtag must not send its own.
    this.gtag('config', this.measurementId, { send_page_view: false })
    const { whenInteractive = pageInteractive, scriptOrigin = GA4_SCRIPT_ORIGIN } = this.options
    void whenInteractive().then(() => {
      const script = document.createElement('script')
      script.async = true
      script.src = `${scriptOrigin}/gtag/js?id=${encodeURIComponent(this.measurementId)}`
      document.head.append(script)
    })
  }
}

/** After the load event and the first idle moment: the visitor's page comes first. */
function pageInteractive(): Promise<void> {
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) =>
          window.addEventListener('load', () => resolve(), { once: true }),
        )
  return loaded.then(
    () =>
      new Promise<void>((resolve) =>
        'requestIdleCallback' in window
          ? window.requestIdleCallback(() => resolve(), { timeout: 2_000 })
          : setTimeout(resolve, 1),
      ),
  )
}
