import { expect, test } from '@playwright/test'
import path from 'node:path'
import { SITE_ROUTES } from '@/domain/routes'

/*
 * Every page at every width from a small phone to a 4K screen: no horizontal overflow, and,
 * outside CI, a full-page screenshot kept in test-results/layouts for people to look at. In CI
 * no one opens them, and a full-page screenshot at 2560 px costs more than the check itself.
 */

const SCREENSHOTS = !process.env.CI

const WIDTHS = [320, 640, 768, 1024, 1280, 1536, 2560]

for (const route of SITE_ROUTES) {
  test(`${route} fits every width from 320 to 2560 px`, async ({ page }, testInfo) => {
    test.setTimeout(180_000)
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: Math.round(width * 0.65) + 200 })
      await page.goto(route, { waitUntil: 'load' })
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      )
      if (SCREENSHOTS) {
        const name = `${route === '/' ? 'home' : route.slice(1)}-${width}.png`
        await page.screenshot({
          path: path.join(testInfo.project.outputDir, 'layouts', name),
          fullPage: true,
        })
      }
      expect(overflow, `horizontal overflow at ${width} px`).toBeLessThanOrEqual(0)
    }
    // Headings are set whole: a browser with hyphenation dictionaries (Firefox, Safari) would
    // otherwise break display type as "alter- / native".
    const hyphenated = await page.evaluate(() =>
      [...document.querySelectorAll('h1, h2, h3, h1 *, h2 *, h3 *')]
        .filter((element) => getComputedStyle(element).hyphens === 'auto')
        .map((element) => element.textContent),
    )
    expect(hyphenated, 'headings that may hyphenate').toEqual([])
  })
}
