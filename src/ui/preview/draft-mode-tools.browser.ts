// Visual editing overlays and Presentation navigation, bundled apart (see ./draft-mode-assets.ts).
import { enableVisualEditing } from '@sanity/visual-editing/enable-visual-editing'
import './draft-mode-tools.css'
import { followOptimisticSectionOrder } from './section-order'

/** Where the site keeps the perspective an editor previews (src/app/api/draft-mode/perspective). */
const PERSPECTIVE_ENDPOINT = '/api/draft-mode/perspective'

/** Above the page's own layers (header, menu, the preview bar), as overlays must be. */
const OVERLAY_Z_INDEX = 1000

enableVisualEditing({
  zIndex: OVERLAY_Z_INDEX,
  history: {
    // The Studio follows the editor's own navigation in the preview.
    subscribe(navigate) {
      const tell = () => navigate({ type: 'push', url: `${location.pathname}${location.search}` })
      tell()
      return onUrlChange(tell)
    },
    update(update) {
      if (update.type === 'pop') history.back()
      else if (update.type === 'replace') location.replace(update.url)
      else location.assign(update.url)
    },
  },
  // Edits reach the page by themselves: it follows the drafts (live content). The Studio's
  // refresh button reloads it (`false` asks for the default, a reload).
  refresh: (payload) => (payload.source === 'manual' ? false : Promise.resolve()),
  // The server renders draft pages, so it keeps the editor's new perspective; then a reload.
  onPerspectiveChange(perspective) {
    const wanted = Array.isArray(perspective) ? perspective.join(',') : String(perspective)
    if (wanted !== shownPerspective()) void switchPerspective(wanted)
  },
})

followOptimisticSectionOrder()

/** The perspective this page was rendered through, as the preview bar names it. */
function shownPerspective(): string | undefined {
  return (
    document
      .querySelector('[data-preview-perspective]')
      ?.getAttribute('data-preview-perspective') ?? undefined
  )
}

/** Asks the site to show `perspective` from now on, then reloads; a refusal is logged, not looped. */
async function switchPerspective(perspective: string): Promise<void> {
  const response = await fetch(PERSPECTIVE_ENDPOINT, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ perspective }),
  })
  if (response.ok) return location.reload()
  const { message } = (await response.json().catch(() => ({}))) as { message?: string }
  console.error(
    `The preview cannot show the perspective "${perspective}": ${message ?? response.status}`,
  )
}

/** Calls back after every change of the page's address; returns a function that stops it. */
function onUrlChange(callback: () => void): () => void {
  const methods = ['pushState', 'replaceState'] as const
  const originals = methods.map((method) => history[method])
  methods.forEach((method, index) => {
    history[method] = function (this: History, ...args: Parameters<History['pushState']>) {
      originals[index]!.apply(this, args)
      callback()
    }
  })
  addEventListener('popstate', callback)
  return () => {
    methods.forEach((method, index) => (history[method] = originals[index]!))
    removeEventListener('popstate', callback)
  }
}
