import { useEffect, type RefObject } from 'react'
import { lockPageScroll } from '../effects/motion/page-scroll'

/** Where the menu is a fold-out; wider, it sits in the header bar and is never "open". */
const FOLD_OUT_QUERY = '(max-width: 63.99rem)'

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** What stays reachable behind the open menu: the page's live regions keep speaking. */
const LIVE = '[role="status"], [role="alert"], [aria-live], next-route-announcer, script'

/** Makes the page's top-level parts behind the menu inert; returns what restores them. */
function makeInertBehind(menu: HTMLElement): () => void {
  const behind = [...document.body.children].filter(
    (element): element is HTMLElement =>
      element instanceof HTMLElement &&
      !element.contains(menu) &&
      !element.matches(LIVE) &&
      !element.inert,
  )
  for (const element of behind) element.inert = true
  return () => {
    for (const element of behind) element.inert = false
  }
}

/** The open mobile menu is modal: focus trapped, the page inert and still, Escape closes it. */
export function useMenuDialog(
  open: boolean,
  close: () => void,
  container: RefObject<HTMLElement | null>,
  toggle: RefObject<HTMLButtonElement | null>,
) {
  useEffect(() => {
    if (!open || !container.current) return
    const root = container.current
    root.querySelector<HTMLElement>('nav a')?.focus()
    document.documentElement.dataset.menuOpen = ''
    lockPageScroll(true)
    const restoreBehind = makeInertBehind(root)

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        close()
        toggle.current?.focus()
        return
      }
      if (event.key !== 'Tab') return
      // Tab from the last item (Shift+Tab from the first) wraps round to the other end.
      const items = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (element) => element.offsetParent !== null,
      )
      const [from, to] = event.shiftKey ? [items[0], items.at(-1)] : [items.at(-1), items[0]]
      if (document.activeElement !== from) return
      event.preventDefault()
      to?.focus()
    }
    const wide = window.matchMedia(FOLD_OUT_QUERY)
    const onResize = () => {
      if (!wide.matches) close()
    }
    const listening = new AbortController()
    document.addEventListener('keydown', onKeyDown, listening)
    wide.addEventListener('change', onResize, listening)
    return () => {
      listening.abort()
      delete document.documentElement.dataset.menuOpen
      lockPageScroll(false)
      restoreBehind()
    }
  }, [open, close, container, toggle])
}
