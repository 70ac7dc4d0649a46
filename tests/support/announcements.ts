import type { Page } from '@playwright/test'

/** Text a live region took on, which a screen reader would say. */
export interface Announcement {
  text: string
  /** performance.now() in the page. */
  at: number
}

/**
 * Records, from the start of every document the page loads, each text a live region takes on
 * (`role` status, alert or log, or `aria-live` other than off), shadow roots included: an
 * addition or a change of text, or a live region inserted with text. Removals are not recorded:
 * screen readers do not say them. The same text put in again is recorded again, as a screen
 * reader would say it again.
 *
 * `since(mark)` reads what came after a `mark()`, and fails if the page has loaded a new
 * document in between: a client-side navigation keeps the document, a full load does not.
 */
export async function recordAnnouncements(page: Page): Promise<Announcements> {
  await page.addInitScript(() => {
    const LIVE = '[role="status"], [role="alert"], [role="log"], [aria-live]:not([aria-live="off"])'
    const announced: { text: string; at: number }[] = []
    Object.assign(window, { __announced: announced })

    const observer = new MutationObserver((mutations) => {
      const changed = new Set<Element>()
      for (const mutation of mutations) {
        const target =
          mutation.target instanceof Element ? mutation.target : mutation.target.parentElement
        const region = target?.closest(LIVE)
        if (region && (mutation.type === 'characterData' || mutation.addedNodes.length > 0))
          changed.add(region)
        for (const added of mutation.addedNodes) {
          if (!(added instanceof Element)) continue
          if (added.shadowRoot) watch(added.shadowRoot)
          if (added.matches(LIVE)) changed.add(added)
          for (const inner of added.querySelectorAll(LIVE)) changed.add(inner)
        }
      }
      for (const region of changed) {
        const text = region.textContent?.trim()
        if (text) announced.push({ text, at: performance.now() })
      }
    })
    const watch = (root: Node) =>
      observer.observe(root, { childList: true, characterData: true, subtree: true })
    watch(document)
  })

  const read = () =>
    page.evaluate(() => ({
      document: performance.timeOrigin,
      announced: (window as unknown as { __announced: Announcement[] }).__announced,
    }))
  return {
    announced: async () => (await read()).announced,
    mark: async () => {
      const { document, announced } = await read()
      return { document, count: announced.length }
    },
    since: async (mark: Mark) => {
      const { document, announced } = await read()
      if (document !== mark.document)
        throw new Error('The page loaded a new document since the mark: not a client navigation')
      return announced.slice(mark.count).map(({ text }) => text)
    },
  }
}

export interface Announcements {
  /** Everything this document has announced so far. */
  announced(): Promise<Announcement[]>
  /** A mark in this document: `since(mark)` lists what it announces after it. */
  mark(): Promise<Mark>
  /** The texts announced after the mark; fails if a new document has loaded since. */
  since(mark: Mark): Promise<string[]>
}

export interface Mark {
  /** The document's time origin: a new document has a new one. */
  document: number
  count: number
}
