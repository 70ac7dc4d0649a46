import { expect } from '@playwright/test'
import type { EnginePage, Point } from './engine'

/*
 * What the cross-engine checks ask of a page, asked in the page itself: each function given to
 * `evaluate` carries everything it uses, since it runs in the browser.
 */

/**
 * The centre of the first element matching `selector` (whose text or label is `name`, if
 * given), scrolled into the middle of the view first.
 */
export async function pointOf(page: EnginePage, selector: string, name?: string): Promise<Point> {
  let point: Point | null = null
  await expect
    .poll(
      async () => {
        point = await page.evaluate(
          (css, wanted) => {
            const element = [...document.querySelectorAll<HTMLElement>(css)].find(
              (candidate) =>
                wanted === null ||
                candidate.textContent?.trim() === wanted ||
                candidate.getAttribute('aria-label') === wanted,
            )
            if (!element) return null
            element.scrollIntoView({ block: 'center', behavior: 'instant' })
            const { left, top, width, height } = element.getBoundingClientRect()
            if (width === 0 || height === 0) return null
            return { x: left + width / 2, y: top + height / 2 }
          },
          selector,
          name ?? null,
        )
        return point
      },
      `${selector}${name ? ` named "${name}"` : ''} on the page`,
    )
    .not.toBeNull()
  return point!
}

/** Waits until `fn` answers `expected` in the page (a bounded poll, not a wall-clock wait). */
export async function until<Result, Args extends unknown[]>(
  page: EnginePage,
  expected: Result,
  fn: (...args: Args) => Result | Promise<Result>,
  ...args: Args
): Promise<void> {
  await expect.poll(() => page.evaluate(fn, ...args)).toEqual(expected)
}

/**
 * Smooth scrolling has started: Lenis marks the document. It starts once the page is idle where
 * there is a mouse, and at the first input otherwise (a headless Firefox has no pointer at all):
 * a click on the page's main heading, which does nothing, gives it one.
 */
export async function smoothScrolling(page: EnginePage): Promise<void> {
  const started = () => page.evaluate(() => document.documentElement.classList.contains('lenis'))
  const hovering = await page.evaluate(
    () => matchMedia('(hover: hover) and (pointer: fine)').matches,
  )
  if (hovering) return void (await expect.poll(started).toBe(true))
  // Until it takes: a click before the page has hydrated finds no one listening.
  await expect(async () => {
    if (!(await started())) await page.click(await pointOf(page, 'main h1'))
    expect(await started()).toBe(true)
  }).toPass({ intervals: [250, 500, 1000] })
}

/** Resolves once the page has held still for 20 animation frames in a row. */
export const settled = (page: EnginePage) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let y = Number.NaN
        let still = 0
        const frame = () => {
          still = window.scrollY === y ? still + 1 : 0
          y = window.scrollY
          if (still >= 20) resolve()
          else requestAnimationFrame(frame)
        }
        requestAnimationFrame(frame)
      }),
  )
