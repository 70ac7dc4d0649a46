import type { Page, Request } from '@playwright/test'

/** Whether `request` is the router prefetching the page at `path` (its data, not a navigation). */
export function prefetches(request: Request, path: string): boolean {
  return isPrefetch(request) && new URL(request.url()).pathname === path
}

const isPrefetch = (request: Request) => request.headers()['next-router-prefetch'] === '1'

/** Records the paths of every page the router prefetches from here on. */
export function recordPrefetches(page: Page): string[] {
  const paths: string[] = []
  page.on('request', (request) => {
    if (isPrefetch(request)) paths.push(new URL(request.url()).pathname)
  })
  return paths
}

/**
 * A finger resting on `selector`'s centre, sent as touch input the way a touchscreen does; the
 * returned function lifts it off as a cancelled touch, so that it never becomes a tap.
 */
export async function fingerOn(page: Page, selector: string): Promise<() => Promise<void>> {
  const box = (await page.locator(selector).boundingBox())!
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  const session = await page.context().newCDPSession(page)
  await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] })
  return async () => {
    await session.send('Input.dispatchTouchEvent', { type: 'touchCancel', touchPoints: [] })
    await session.detach()
  }
}
