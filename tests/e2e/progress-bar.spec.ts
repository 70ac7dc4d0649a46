import { expect, test, type Page } from '@playwright/test'
import { homeAtRest, progressBar as bar } from '../support/home-at-rest'
import { ANIMATION_PLAYER, DRAWN } from '../support/animation-player'

/*
 * The progress bar: it counts navigations and data fetches in flight, shows only after 200 ms,
 * and finishes when all have completed.
 */

/** Records every phase the bar goes through, with the time it entered it. */
async function recordPhases(page: Page) {
  await page.addInitScript(() => {
    const phases: { phase: string; at: number }[] = []
    Object.assign(window, { phases })
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        const phase = (mutation.target as HTMLElement).dataset.phase
        if (phase) phases.push({ phase, at: performance.now() })
      }
    }).observe(document, { attributes: true, attributeFilter: ['data-phase'], subtree: true })
    // A click is where a navigation, and so the 200 ms wait, begins.
    document.addEventListener(
      'click',
      () => phases.push({ phase: 'click', at: performance.now() }),
      {
        capture: true,
      },
    )
  })
  return () =>
    page.evaluate(() => (window as unknown as { phases: { phase: string; at: number }[] }).phases)
}

/** A gate for held requests: they go on once the test opens it, not after a set time. */
function gate() {
  let open!: () => void
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { open, opened }
}

test('a slow navigation shows the bar after 200 ms, until the page is in place', async ({
  page,
}) => {
  const phases = await recordPhases(page)
  // The careers page is not prefetched, and its data arrives only once the bar has shown.
  const data = gate()
  await page.route(/\/careers\?_rsc=/, async (route) => {
    if (route.request().headers()['next-router-prefetch']) return route.abort()
    await data.opened
    await route.continue()
  })
  await homeAtRest(page)
  await expect(bar(page)).toHaveAttribute('aria-hidden', 'true')

  const clickedAt = await page.evaluate(() => {
    ;(window as unknown as { phases: unknown[] }).phases.length = 0
    return performance.now()
  })
  await page.getByRole('navigation').getByRole('link', { name: 'Careers' }).click()
  // Shown while the page's data is held back, and still shown: the page is not in place yet.
  await expect(bar(page)).toHaveAttribute('data-phase', 'loading')
  await expect(page).not.toHaveURL(/\/careers$/)
  data.open()
  await expect(page).toHaveURL(/\/careers$/)
  await expect(bar(page)).toHaveAttribute('data-phase', 'idle')

  const seen = await phases()
  const loading = seen.find((entry) => entry.phase === 'loading')!
  expect(loading.at - clickedAt).toBeGreaterThanOrEqual(190)
  // Once shown it only finishes. (Finishing can pass unseen when the new page takes longer to
  // render than the finish lasts.)
  const afterwards = seen.slice(seen.indexOf(loading) + 1).map((entry) => entry.phase)
  expect(afterwards.at(-1)).toBe('idle')
  expect(afterwards.filter((phase) => phase !== 'finishing' && phase !== 'idle')).toEqual([])
})

test('the bar never shows before a request has been in flight for 200 ms', async ({ page }) => {
  const phases = await recordPhases(page)
  await homeAtRest(page)
  await expect(bar(page)).toHaveAttribute('aria-hidden', 'true')
  await page.evaluate(() => ((window as unknown as { phases: unknown[] }).phases.length = 0))
  // Prefetched pages: most of these navigations complete before the bar is due.
  for (const name of ['Careers', 'Products', 'Manifesto']) {
    await page.getByRole('navigation').getByRole('link', { name }).click()
    await expect(page.locator('main h1')).toBeFocused()
  }
  await expect(bar(page)).toHaveAttribute('data-phase', 'idle')
  const seen = await phases()
  seen.forEach(({ phase, at }, index) => {
    if (phase !== 'loading') return
    const before = seen.slice(0, index)
    // A request that begins while the bar is still finishing brings it straight back: the bar
    // never hid, so no new wait is owed (on a busy machine a navigation can be slow enough to
    // show the bar, and the next click come while it finishes).
    const previous = before.findLastIndex((entry) => entry.phase !== 'click')
    if (before[previous]?.phase === 'finishing') return
    expect(before[previous]?.phase, 'waited').toBe('waiting')
    // Measured from the click that started the wait: its request began no earlier, so a busy
    // machine can only lengthen this wait, never shorten it. (When the 'waiting' entry is
    // recorded depends on when the task that wrote it ends, so the wait is not measured from
    // there.)
    const click = before.slice(0, previous).findLast((entry) => entry.phase === 'click')!
    expect(at - click.at).toBeGreaterThanOrEqual(195)
  })
})

test('a slow data fetch counts too: the bar waits for the animation data', async ({ page }) => {
  const phases = await recordPhases(page)
  // The animation data arrives only once the bar has shown.
  const data = gate()
  await page.route('**/files/*.json', async (route) => {
    await data.opened
    await route.continue()
  })
  await page.goto('/')
  await expect.poll(async () => (await phases()).map((entry) => entry.phase)).toContain('loading')
  data.open()
  await expect(page.locator(ANIMATION_PLAYER).first()).toHaveAttribute(
    'data-animation-state',
    DRAWN,
  )
  await expect(bar(page)).toHaveAttribute('data-phase', 'idle')
  expect((await phases()).map((entry) => entry.phase)).toContain('loading')
})
