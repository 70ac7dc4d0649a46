import { expect, test, type Page } from '@playwright/test'
import { DEFAULT_INTERFACE_LABELS } from '@/domain/content/site-settings'
import { SITE_ROUTES } from '@/domain/routes'
import {
  doubleTextSize,
  installProbes,
  menuKeyboardFindings,
  probe,
  walkFocus,
} from '../support/wcag/checks'
import { startAndHoldWebglSceneIfAny } from '../support/webgl-scene'

/*
 * WCAG 2.2 AA criteria that axe cannot judge, on every route and the not-found page, checked
 * the way a keyboard user and a phone user meet them: on a first visit, with the analytics
 * question showing. Each check is shown to fail on a planted defect in wcag-probes.spec.ts.
 */

const ROUTES = [...SITE_ROUTES, '/no-such-page']

/** The widths the issue names: the narrowest phone, an iPhone 13's window, a tablet, a laptop. */
const PHONE = { width: 390, height: 664 }
const LAPTOP = { width: 1280, height: 800 }
const SIZES = [{ width: 320, height: 568 }, PHONE, { width: 768, height: 1024 }, LAPTOP]

// A first visit: the analytics question is asked.
test.use({ storageState: { cookies: [], origins: [] } })

/** The route at a size, hydrated, with the analytics question on screen. */
async function firstVisit(page: Page, route: string, size: { width: number; height: number }) {
  await page.setViewportSize(size)
  await page.goto(route)
  await expect(
    page.getByRole('button', { name: DEFAULT_INTERFACE_LABELS.consentAccept }),
  ).toBeVisible()
  await installProbes(page)
}

const at = (size: { width: number }, findings: string[]) =>
  findings.map((finding) => `${size.width} px: ${finding}`)

for (const route of ROUTES) {
  test.describe(route, () => {
    // One test per width: a walk both ways over a long page at four widths is more than one
    // test's budget on a busy machine.
    for (const size of SIZES) {
      test(`${size.width} px: nothing hides the focused element, either way, with the question showing (2.4.11, 2.4.7)`, async ({
        page,
      }) => {
        await firstVisit(page, route, size)
        // Both walks must meet the same controls, the scene's pause button among them.
        await startAndHoldWebglSceneIfAny(page)
        const forward = await walkFocus(page, 'forward', ['focusObscured', 'focusIndicatorMissing'])
        const backward = await walkFocus(page, 'backward', ['focusObscured'])
        expect(forward.stops, 'focus stops').toBeGreaterThan(5)
        expect(backward.stops).toBe(forward.stops)
        const findings = [...forward.findings, ...backward.findings]
        if (size === LAPTOP) {
          // Answered, the question goes, and the page keeps focus clear of the header alone
          // (which hides what it hides going backwards, up the page).
          await page.getByRole('button', { name: DEFAULT_INTERFACE_LABELS.consentDecline }).click()
          const answered = await walkFocus(page, 'backward', ['focusObscured'])
          findings.push(...answered.findings.map((finding) => `answered, ${finding}`))
        }
        expect(findings).toEqual([])
      })
    }

    test('targets are large enough, the page reflows at 320 px, and text survives spacing and 200 % (2.5.8, 1.4.10, 1.4.12, 1.4.4)', async ({
      page,
    }) => {
      const findings: string[] = []
      for (const size of [PHONE, LAPTOP]) {
        await firstVisit(page, route, size)
        findings.push(...at(size, await probe(page, 'smallTargets')))
        // Then, on the same page, the reader's own text spacing.
        await page.evaluate(() => window.wcagProbes?.applyTextSpacing())
        const spaced = await probe(page, 'sidewaysScrolling', 'textCutOff')
        findings.push(
          ...at(
            size,
            spaced.map((finding) => `with text spacing, ${finding}`),
          ),
        )
      }

      await firstVisit(page, route, SIZES[0]!)
      findings.push(...at(SIZES[0]!, await probe(page, 'sidewaysScrolling', 'textCutOff')))

      await firstVisit(page, route, LAPTOP)
      await page.evaluate(() => window.wcagProbes?.rememberTextSizes())
      await doubleTextSize(page)
      await expect
        .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).fontSize))
        .toBe('32px')
      const doubled = [
        ...(await page.evaluate(() => window.wcagProbes?.textNotResized(1.2) ?? [])),
        ...(await probe(page, 'sidewaysScrolling', 'textCutOff')),
      ]
      findings.push(
        ...at(
          LAPTOP,
          doubled.map((finding) => `with text at 200 %, ${finding}`),
        ),
      )
      expect(findings).toEqual([])
    })

    test('the menu works from the keyboard, above the question, with focus visible (2.1.1, 2.4.7)', async ({
      page,
    }) => {
      await firstVisit(page, route, PHONE)
      const toggle = page.getByRole('button', { name: DEFAULT_INTERFACE_LABELS.menu })
      expect(await menuKeyboardFindings(page, toggle)).toEqual([])

      await toggle.press('Enter')
      const menu = page.getByRole('navigation', { name: DEFAULT_INTERFACE_LABELS.menu })
      await expect(menu).toBeVisible()
      // Every stop in the open menu is on top (nothing, the question included, covers it) and
      // shows where focus is.
      const walk = await walkFocus(page, 'forward', ['focusObscured', 'focusIndicatorMissing'])
      expect(walk.stops).toBeGreaterThan(3)
      expect(walk.findings).toEqual([])
      const covered = await menu.getByRole('link').evaluateAll((links) =>
        links
          .filter((link) => {
            const box = link.getBoundingClientRect()
            const hit = document.elementFromPoint(
              box.left + box.width / 2,
              box.top + box.height / 2,
            )
            return !hit || !link.contains(hit)
          })
          .map((link) => link.textContent),
      )
      expect(covered, 'menu links under something else').toEqual([])
    })
  })
}
