import type { Locator, Page } from '@playwright/test'

/**
 * A finger's swipe, sent as touch input the way the browser receives it from a touchscreen (not
 * as events made up in the page): the browser scrolls natively, as a phone's does. A positive
 * `distance` drags the finger up the screen, scrolling the page down; it must fit in the middle
 * 80 % of the screen. The finger moves at a steady pace (each step stamped 16 ms after the
 * last) and rests before it lifts, so there is no fling: the page moves by the distance dragged,
 * less the few pixels the browser waits for before it decides a touch is a scroll.
 */
export async function swipe(page: Page, distance: number): Promise<void> {
  const { width, height } = page.viewportSize()!
  if (Math.abs(distance) > height * 0.8) throw new Error(`A ${distance} px swipe is off screen`)
  const x = Math.round(width / 2)
  const from = Math.round(height / 2 + distance / 2)
  const steps = 20
  let timestamp = Date.now() / 1000
  const session = await page.context().newCDPSession(page)
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y?: number) =>
    session.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: y === undefined ? [] : [{ x, y }],
      timestamp,
    })
  try {
    await touch('touchStart', from)
    for (let step = 1; step <= steps; step++) {
      timestamp += 0.016
      await touch('touchMove', Math.round(from - (distance * step) / steps))
    }
    timestamp += 0.2
    await touch('touchMove', from - distance)
    await touch('touchEnd')
  } finally {
    await session.detach()
  }
}

/**
 * What a tap at the element's centre lands on: 'itself' (or something inside it), or a short
 * description of what covers it there. The element is first brought into its scroller's view.
 */
export function tapLandsOn(element: Locator): Promise<string> {
  return element.evaluate((target) => {
    target.scrollIntoView({ block: 'nearest' })
    const { left, top, width, height } = target.getBoundingClientRect()
    const hit = document.elementFromPoint(left + width / 2, top + height / 2)
    if (hit && (hit === target || target.contains(hit))) return 'itself'
    if (!hit) return 'nothing (off screen)'
    const label = hit.closest('[aria-label], [aria-labelledby], [class]')
    return `${hit.tagName.toLowerCase()} in ${label?.outerHTML.slice(0, 120) ?? 'the page'}`
  })
}
