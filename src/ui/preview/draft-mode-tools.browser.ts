/*
 * The editors' tools in draft mode, in the browser: the CMS's visual editing (overlays on the
 * text that carries edit markers, each leading to its field in the Studio) and, inside the
 * Studio's Presentation tool, navigation in step with the Studio. Bundled on its own, outside
 * the site's bundles (see ./draft-mode-assets.ts), and loaded only by pages in draft mode.
 */
import { enableVisualEditing } from '@sanity/visual-editing/enable-visual-editing'
import './draft-mode-tools.css'

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
    // Navigation the Studio asks of the preview.
    update(update) {
      if (update.type === 'pop') history.back()
      else if (update.type === 'replace') location.replace(update.url)
      else location.assign(update.url)
    },
  },
  // Edits reach the page by themselves: it follows the drafts (live content). The Studio's
  // refresh button reloads it (`false` asks for the default, a reload).
  refresh: (payload) => (payload.source === 'manual' ? false : Promise.resolve()),
})

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
