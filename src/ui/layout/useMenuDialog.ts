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

/** Closed; opened by the visitor on the hydrated page; or found open when it hydrated. */
export type MenuState = 'closed' | 'opened' | 'found-open'

/** The open mobile menu is modal: focus trapped (moved in only if opened here), the page inert. */
export function useMenuDialog(
  state: MenuState,
  close: () => void,
  container: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (state === 'closed' || !container.current) return
    const root = container.current
    if (state === 'opened') root.querySelector<HTMLElement>('nav a')?.focus()
    lockPageScroll(true)
    const restoreBehind = makeInertBehind(root)

    const onKeyDown = (event: KeyboardEvent) => {
      // The popover closes itself on Escape, but gives focus back only from inside the panel.
      if (event.key === 'Escape') root.querySelector<HTMLElement>('[popovertarget]')?.focus()
      if (event.key !== 'Tab') return
      // Tab from the last item (Shift+Tab from the first) wraps round to the other end.
      const items = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((item) =>
        item.checkVisibility(),
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
      lockPageScroll(false)
      restoreBehind()
    }
  }, [state, close, container])
}
