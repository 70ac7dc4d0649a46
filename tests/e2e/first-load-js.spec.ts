import { expect, test } from '@playwright/test'
import { SITE_ROUTES } from '@/domain/routes'
import { recordScripts } from '../support/loaded-scripts'

/*
 * three.js, lottie-web (and the scene and animations built on them) and GSAP load on demand:
 * a first visit that has not scrolled or touched anything loads neither three.js nor GSAP, and
 * the animation player only where an animation is in view. (The build's own report,
 * scripts/first-load-js.ts, shows they are absent from every route's first-load bundle.)
 */

for (const route of SITE_ROUTES) {
  test(`${route}: the first load has no three.js, lottie-web or GSAP`, async ({ page }) => {
    const scripts = recordScripts(page)
    await page.goto(route)
    await page.waitForLoadState('networkidle')
    const loaded = await scripts.loaded()
    expect(loaded.length).toBeGreaterThan(0)
    // The players start loading 300 px before an animation scrolls into view.
    const animationInView = await page
      .locator('[data-animation-state]')
      .evaluateAll((players) =>
        players.some((player) => player.getBoundingClientRect().top < window.innerHeight + 300),
      )
    const libraries = await scripts.libraries()
    expect(libraries).not.toContain('three.js')
    expect(libraries).not.toContain('GSAP')
    // A page that opens with an animation loads its player at once, after the page itself.
    if (!animationInView) expect(libraries).not.toContain('lottie-web')
  })
}
