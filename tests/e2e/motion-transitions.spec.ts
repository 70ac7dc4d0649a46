import { expect, test, type Page } from '@playwright/test'

/*
 * Page transitions: out-in on client-side navigation, never on the first appearance, and focus
 * on the new page's main heading afterwards.
 */

/** Counts view transitions and notes the page animations each one runs. */
async function watchTransitions(page: Page) {
  await page.addInitScript(() => {
    const transitions: { name: string; delay: number; duration: number }[][] = []
    Object.assign(window, { transitions })
    const start = document.startViewTransition.bind(document)
    document.startViewTransition = ((...args: Parameters<typeof start>) => {
      const transition = start(...args)
      const animations: { name: string; delay: number; duration: number }[] = []
      transitions.push(animations)
      void transition.ready.then(() => {
        for (const animation of document.getAnimations()) {
          const name = (animation as CSSAnimation).animationName
          if (!name?.startsWith('page-')) continue
          const { delay, duration } = animation.effect!.getTiming()
          animations.push({ name, delay: delay ?? 0, duration: Number(duration) })
        }
      })
      return transition
    }) as typeof start
  })
  return () =>
    page.evaluate(
      () =>
        (
          window as unknown as {
            transitions: { name: string; delay: number; duration: number }[][]
          }
        ).transitions,
    )
}

test('no transition on the first load; out-in on a navigation', async ({ page }) => {
  const transitions = await watchTransitions(page)
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  expect(await transitions()).toEqual([])

  await page.getByRole('navigation').getByRole('link', { name: 'Careers' }).click()
  await expect(page).toHaveURL(/\/careers$/)
  await expect.poll(async () => (await transitions())[0]?.length ?? 0).toBe(2)
  const [animations] = await transitions()
  const out = animations!.find((animation) => animation.name === 'page-fade-out')!
  const into = animations!.find((animation) => animation.name === 'page-fade-in')!
  expect(out.delay).toBe(0)
  // The new page starts arriving only once the old one has gone.
  expect(into.delay).toBeGreaterThanOrEqual(out.delay + out.duration)
})

test('after a navigation, focus is on the new page’s main heading', async ({ page }) => {
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  await expect(page.locator('main h1')).not.toBeFocused()

  await page.getByRole('navigation').getByRole('link', { name: 'Manifesto' }).click()
  await expect(page).toHaveURL(/\/manifesto$/)
  const heading = page.locator('main h1')
  await expect(heading).toBeFocused()
  // Focus is for reading from, not a visible ring on a heading.
  await expect(heading).toHaveAttribute('tabindex', '-1')
})
