import { expect, type Page } from '@playwright/test'

/** The WebGL block's scene; its state is on data-webgl-state. */
export const WEBGL_BLOCK = '[data-webgl-state]'

/** Software WebGL (SwiftShader) is slow on a busy two-core machine: the scene may take a while. */
export const SCENE_START = { timeout: 60_000 }

/**
 * Scrolls the page until the WebGL block has been seen: in view, and its scene no longer waiting.
 * Until the page has hydrated nothing watches the block, and as smooth scrolling starts (once the
 * page is idle) the sections drawn so far as stand-ins take their real sizes, which can carry the
 * page away from a scroll made just before: so scroll again until the scene has noticed.
 */
export async function scrollToWebglBlock(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.locator(WEBGL_BLOCK).evaluate((element) => {
        const { top, bottom } = element.getBoundingClientRect()
        const inView = top < window.innerHeight && bottom > 0
        if (!inView) window.scrollTo(0, top + window.scrollY - 100)
        return inView && element.getAttribute('data-webgl-state') !== 'waiting'
      }),
    )
    .toBe(true)
}

/**
 * Counts the draw calls of the page's WebGL contexts: a scene that draws nothing while frames go
 * by has stopped. Frames, not milliseconds: a busy machine draws fewer, each as telling.
 */
export async function countWebglDraws(page: Page) {
  await page.addInitScript(() => {
    const counter = { draws: 0 }
    Object.assign(window, { webglDraws: counter })
    for (const context of [WebGLRenderingContext, WebGL2RenderingContext]) {
      for (const name of ['drawArrays', 'drawElements'] as const) {
        const draw = context.prototype[name] as (...args: unknown[]) => void
        Object.defineProperty(context.prototype, name, {
          value(this: unknown, ...args: unknown[]) {
            counter.draws++
            return draw.apply(this, args)
          },
        })
      }
    }
  })
  return {
    /** How many draw calls the page makes while `frames` animation frames go by. */
    drawsDuring: (frames: number) =>
      page.evaluate(
        (frames) =>
          new Promise<number>((resolve) => {
            const counter = (window as unknown as { webglDraws: { draws: number } }).webglDraws
            const before = counter.draws
            let left = frames
            const next = () =>
              --left <= 0 ? resolve(counter.draws - before) : requestAnimationFrame(next)
            requestAnimationFrame(next)
          }),
        frames,
      ),
  }
}

/**
 * Brings the page's WebGL scene, if it has one, to life, pauses it by its own button, and goes
 * back to the top. The button is pressed from script, so that focus, and where the next Tab
 * starts from, stay where they were. Its pause button exists only once the scene has
 * started, so a walk through the page's controls that must meet the same controls each time
 * starts from here; and a scene held still draws nothing, where a running one, in software
 * WebGL, makes every frame of such a walk several times slower.
 */
export async function startAndHoldWebglSceneIfAny(page: Page): Promise<void> {
  const block = page.locator(WEBGL_BLOCK)
  if ((await block.count()) === 0) return
  await scrollToWebglBlock(page)
  await expect(block).toHaveAttribute('data-webgl-state', 'running', SCENE_START)
  await block.getByRole('button').evaluate((button: HTMLButtonElement) => button.click())
  await expect(block).toHaveAttribute('data-webgl-state', 'paused')
  await page.evaluate(() => window.scrollTo(0, 0))
}
