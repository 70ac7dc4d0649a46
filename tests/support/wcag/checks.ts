import type { Locator, Page } from '@playwright/test'
import { installWcagProbes, type WcagProbes } from './in-page'

/*
 * The WCAG checks as a test drives them: each returns its findings (an empty list passes), so
 * that tests/e2e/wcag-probes.spec.ts can show every one of them failing on a planted defect.
 */

type Probe = {
  [K in keyof WcagProbes]: WcagProbes[K] extends () => string[] ? K : never
}[keyof WcagProbes]

/** Puts the probes into the page's current document (again after each navigation). */
export async function installProbes(page: Page): Promise<void> {
  await page.evaluate(installWcagProbes)
}

/**
 * Runs probes on the page as it is laid out now. Reading a layout brings it up to date, and the
 * browser scrolls focus into view as focus moves, so nothing needs to wait for a frame.
 */
export async function probe(page: Page, ...names: Probe[]): Promise<string[]> {
  return page.evaluate((probes) => {
    const installed = window.wcagProbes
    if (!installed) throw new Error('installProbes(page) first: this document has no probes')
    return probes.flatMap((name) => installed[name]())
  }, names)
}

/**
 * The focused element's identity (stable between calls; null for none) and the probes' findings,
 * on the page as painted after the key press: what moves in the frame that follows focus (the
 * page's own scrolling, a panel's measured band) has moved, as the visitor sees it.
 */
async function probeFocus(page: Page, names: Probe[]) {
  return page.evaluate(async (probes) => {
    // A task queued from the frame's callbacks runs once that frame's rendering update (layout,
    // resize observers, paint) is done; waiting for the frame after it would also wait for the
    // first one to be rastered, which a hit test does not need.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
    const installed = window.wcagProbes
    if (!installed) throw new Error('installProbes(page) first: this document has no probes')
    const key = installed.focusKey()
    return { key, findings: key === null ? [] : probes.flatMap((name) => installed[name]()) }
  }, names)
}

export type Direction = 'forward' | 'backward'

/**
 * Moves focus with Tab (or Shift+Tab) through every stop once, from wherever it is, until it
 * leaves the document or comes back to a stop it has seen (a focus trap), running `checks` at
 * each stop. Findings name the direction and the stop.
 */
export async function walkFocus(
  page: Page,
  direction: Direction,
  checks: Probe[],
  { limit = 250 } = {},
): Promise<{ findings: string[]; stops: number }> {
  await installProbes(page)
  const findings: string[] = []
  const seen = new Set<number>()
  for (let step = 0; step < limit; step++) {
    await page.keyboard.press(direction === 'forward' ? 'Tab' : 'Shift+Tab')
    const { key, findings: found } = await probeFocus(page, checks)
    if (key === null) {
      if (seen.size > 0) break
      continue
    }
    if (seen.has(key)) break
    seen.add(key)
    findings.push(...found.map((finding) => `${direction}: ${finding}`))
  }
  return { findings, stops: seen.size }
}

/** Polls a condition, bounded: true as soon as it holds, false if it never does. */
async function eventually(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  do {
    if (await condition()) return true
    await new Promise((resolve) => setTimeout(resolve, 50))
  } while (Date.now() < deadline)
  return false
}

const focusWithin = (page: Page, container: Locator) =>
  container.evaluate((element) => element.contains(document.activeElement)).catch(() => false)

/**
 * A fold-out menu's keyboard behaviour, as the APG disclosure pattern and a modal menu expect:
 * the toggle says whether it is expanded and names what it controls; Enter opens it and puts
 * focus inside; Tab stays inside while it is open; Escape closes it and returns focus to the
 * toggle.
 */
export async function menuKeyboardFindings(page: Page, toggle: Locator): Promise<string[]> {
  const findings: string[] = []
  const expanded = () => toggle.getAttribute('aria-expanded')
  if ((await expanded()) !== 'false')
    findings.push('the closed menu\'s toggle is not aria-expanded="false"')
  const controls = await toggle.getAttribute('aria-controls')
  if (!controls)
    return [...findings, 'the toggle does not name the menu it controls (aria-controls)']
  const menu = page.locator(`[id="${controls}"]`)
  // The menu and its toggle: what a focus trap may cycle through.
  const focusInMenuOrToggle = () =>
    toggle.evaluate((button, id) => {
      const active = document.activeElement
      if (!active || active === document.body) return false
      let around = button.parentElement
      while (around && !around.contains(document.getElementById(id))) around = around.parentElement
      return Boolean(around?.contains(active))
    }, controls)

  await toggle.focus()
  await page.keyboard.press('Enter')
  if (!(await eventually(async () => (await expanded()) === 'true')))
    findings.push('Enter does not open the menu (aria-expanded stays "false")')
  if (!(await eventually(() => menu.isVisible())))
    return [...findings, 'the open menu is not visible']
  if (!(await eventually(() => focusWithin(page, menu))))
    findings.push('opening the menu does not move focus into it')
  for (let step = 0; step < 12; step++) {
    await page.keyboard.press(step % 3 === 2 ? 'Shift+Tab' : 'Tab')
    if (!(await focusInMenuOrToggle())) {
      findings.push('Tab leaves the open menu')
      break
    }
  }
  await page.keyboard.press('Escape')
  if (!(await eventually(async () => (await expanded()) === 'false')))
    findings.push('Escape does not close the menu (aria-expanded stays "true")')
  else if (!(await eventually(async () => !(await menu.isVisible()))))
    findings.push('the menu stays visible after Escape')
  if (
    !(await eventually(
      () => toggle.evaluate((element) => element === document.activeElement),
      2_000,
    ))
  )
    findings.push('Escape does not return focus to the toggle')
  return findings
}

/**
 * The reader's text size doubled, as the browser's font-size setting does it (16 → 32 px):
 * text set in rem and em follows, text fixed in px does not.
 */
export async function doubleTextSize(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page)
  await session.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } })
  await session.detach()
}
