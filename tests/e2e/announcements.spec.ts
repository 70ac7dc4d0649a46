import { expect, test, type Page } from '@playwright/test'
import { accessibilityTree, liveRegions } from '../support/accessibility-tree'
import { recordAnnouncements, type Announcements } from '../support/announcements'
import { homeAtRest, progressBar as bar } from '../support/home-at-rest'
import { siteLabels } from '../support/site-labels'
import { ANIMATION_PLAYER, DRAWN } from '../support/animation-player'

/*
 * What screen readers hear of the shell's state: the connection dropping, a slow page having
 * loaded (the progress bar), the consent panel arriving and the menu opening. Each is read from
 * Chromium's accessibility tree, which is what a screen reader is given; and what live regions
 * say is recorded across client-side navigations, which keep the shell: nothing of it is said
 * again.
 */

/**
 * Follows a link in the header's navigation, until the new page is in place, settled and
 * announced by its title, and returns what live regions said meanwhile. It is a client-side
 * navigation (`since` fails if a new document loads), and nothing may be said twice.
 */
async function navigate(page: Page, said: Announcements, name: string, path: RegExp) {
  const mark = await said.mark()
  await page.getByRole('navigation').getByRole('link', { name }).click()
  await expect(page).toHaveURL(path)
  // Focus on the new page's heading: the page is in place (FocusOnNavigation).
  await expect(page.locator('main h1')).toBeFocused()
  await expect(bar(page)).toHaveAttribute('data-phase', 'idle')
  // The router announces the new page by its title a render after the page is in place, which a
  // busy machine delays: waited for, so that it is not heard as part of what the test does next.
  await expect
    .poll(async () => (await said.since(mark)).includes(await page.title()), {
      message: 'the new page is announced by its title',
    })
    .toBe(true)
  const texts = await said.since(mark)
  expect(texts, 'nothing is said twice').toEqual([...new Set(texts)])
  return texts
}

/** Records the phases the progress bar enters from now on, until the page loads a new document. */
async function recordPhases(page: Page) {
  await page.evaluate(() => {
    const phases: string[] = []
    Object.assign(window, { __phases: phases })
    // Each change's old value: every phase the bar left, however quickly it left it.
    new MutationObserver((mutations) => {
      for (const mutation of mutations) phases.push(mutation.oldValue ?? '')
    }).observe(document.body, {
      attributes: true,
      attributeOldValue: true,
      attributeFilter: ['data-phase'],
      subtree: true,
    })
  })
  return () =>
    page.evaluate(() => [
      ...(window as unknown as { __phases: string[] }).__phases,
      document.querySelector<HTMLElement>('[data-phase]')?.dataset.phase ?? '',
    ])
}

/** The live region saying `text` in the accessibility tree, if any. */
async function regionSaying(page: Page, text: string) {
  return (await liveRegions(page)).find((region) => region.text === text)
}

/** A gate for held requests: they go on once the test opens it, not after a set time. */
function gate() {
  let open!: () => void
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { open, opened }
}

test('the connection dropping and returning is said once each, and not again on navigating', async ({
  page,
  context,
}) => {
  const labels = await siteLabels()
  const said = await recordAnnouncements(page)
  await homeAtRest(page)
  // Online first, so that the router has the careers page and its code: offline, a page whose
  // code never loaded cannot be shown without a new document.
  await navigate(page, said, 'Careers', /\/careers$/)
  await navigate(page, said, 'Products', /\/products$/)
  const before = await said.mark()

  await context.setOffline(true)
  await expect
    .poll(() => regionSaying(page, labels.offline))
    .toMatchObject({
      role: 'status',
      properties: { live: 'polite' },
    })
  expect(await said.since(before)).toEqual([labels.offline])

  // Offline, back to the careers page, on the client: the notice stays, unsaid.
  expect(await navigate(page, said, 'Careers', /\/careers$/)).not.toContain(labels.offline)
  expect(await regionSaying(page, labels.offline)).toBeDefined()

  const back = await said.mark()
  await context.setOffline(false)
  await expect.poll(() => regionSaying(page, labels.online)).toMatchObject({ role: 'status' })
  expect(await said.since(back)).toEqual([labels.online])
  // Back online: the good news is not said again on the next page.
  const navigating = await navigate(page, said, 'Manifesto', /\/manifesto$/)
  expect(navigating).not.toContain(labels.online)
  expect(navigating).not.toContain(labels.offline)
})

test('a slow page ends with "page loaded", once; a fast one says nothing', async ({ page }) => {
  const labels = await siteLabels()
  const said = await recordAnnouncements(page)
  // The careers page is not prefetched, and its data arrives only once the bar has shown.
  const data = gate()
  await page.route(/\/careers\?_rsc=/, async (route) => {
    if (route.request().headers()['next-router-prefetch']) return route.abort()
    await data.opened
    await route.continue()
  })
  await homeAtRest(page)
  expect(await regionSaying(page, labels.pageLoaded)).toBeUndefined()

  const slow = await said.mark()
  await page.getByRole('navigation').getByRole('link', { name: 'Careers' }).click()
  await expect(bar(page)).toHaveAttribute('data-phase', 'loading')
  // While the bar shows, nothing is said: the bar is decoration, hidden from the tree.
  const tree = await accessibilityTree(page)
  expect(tree.filter((node) => node.role === 'progressbar')).toEqual([])
  expect(await said.since(slow)).toEqual([])
  data.open()
  await expect(page.locator('main h1')).toBeFocused()
  await expect(bar(page)).toHaveAttribute('data-phase', 'idle')
  expect(await regionSaying(page, labels.pageLoaded)).toMatchObject({
    role: 'status',
    properties: { live: 'polite' },
  })
  const afterSlow = await said.since(slow)
  expect(afterSlow.filter((text) => text === labels.pageLoaded)).toEqual([labels.pageLoaded])

  // A prefetched page, usually in place before the bar is due: then nothing is said of loading.
  // (A busy machine can make it slow too: then it is said once more, for this page.)
  const phases = await recordPhases(page)
  const fast = await navigate(page, said, 'Products', /\/products$/)
  // The bar finishes only after it has shown ('loading' can pass unseen in the same render).
  const showed = (await phases()).some((phase) => phase === 'loading' || phase === 'finishing')
  expect(fast.filter((text) => text === labels.pageLoaded)).toHaveLength(showed ? 1 : 0)
})

test('a slow animation on the page being read shows the bar but says nothing', async ({ page }) => {
  const labels = await siteLabels()
  const said = await recordAnnouncements(page)
  const data = gate()
  await page.route('**/files/*.json', async (route) => {
    await data.opened
    await route.continue()
  })
  await page.goto('/')
  await expect(bar(page)).toHaveAttribute('data-phase', 'loading')
  data.open()
  await expect(page.locator(ANIMATION_PLAYER).first()).toHaveAttribute(
    'data-animation-state',
    DRAWN,
  )
  await expect(bar(page)).toHaveAttribute('data-phase', 'idle')
  expect(await said.announced()).toEqual([])
  expect(await regionSaying(page, labels.pageLoaded)).toBeUndefined()
})

test.describe('a first visit', () => {
  // No choice remembered yet: the consent panel asks.
  test.use({ storageState: { cookies: [], origins: [] } })

  test('the consent panel arriving is said once, by its title, and not again on navigating', async ({
    page,
  }) => {
    const labels = await siteLabels()
    const said = await recordAnnouncements(page)
    await homeAtRest(page)
    const panel = page.getByRole('region', { name: labels.consentTitle })
    await expect(panel).toBeVisible()

    expect(await regionSaying(page, labels.consentTitle)).toMatchObject({
      role: 'status',
      properties: { live: 'polite' },
    })
    // The panel itself is a region named by its title, not a live region: said once, above.
    const tree = await accessibilityTree(page)
    expect(
      tree.find((node) => node.role === 'region' && node.name === labels.consentTitle),
    ).toBeDefined()
    expect((await said.announced()).map(({ text }) => text)).toEqual([labels.consentTitle])

    // Still unanswered on the next page: the panel stays, unsaid.
    const unanswered = await navigate(page, said, 'Careers', /\/careers$/)
    await expect(panel).toBeVisible()
    expect(unanswered).not.toContain(labels.consentTitle)

    // Answered: the region empties, silently, and stays so.
    const answered = await said.mark()
    await panel.getByRole('button', { name: labels.consentDecline }).click()
    await expect(panel).toBeHidden()
    expect(await regionSaying(page, labels.consentTitle)).toBeUndefined()
    expect(await said.since(answered)).toEqual([])
    expect(await navigate(page, said, 'Products', /\/products$/)).not.toContain(labels.consentTitle)
  })
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the menu opening is heard: the toggle is expanded and focus is in the named menu', async ({
    page,
  }) => {
    const labels = await siteLabels()
    const said = await recordAnnouncements(page)
    await homeAtRest(page)
    const closed = (await accessibilityTree(page)).find(
      (node) => node.role === 'button' && node.name === labels.menu,
    )
    expect(closed?.properties).toMatchObject({ expanded: false })

    const before = await said.mark()
    await page.getByRole('button', { name: labels.menu }).click()
    await expect(
      page.getByRole('navigation', { name: labels.menu }).getByRole('link').first(),
    ).toBeFocused()
    const tree = await accessibilityTree(page)
    const toggle = tree.find((node) => node.role === 'button' && node.name === labels.closeMenu)
    expect(toggle?.properties).toMatchObject({ expanded: true })
    // What the screen reader says next: the focused link, inside the navigation named "Menu".
    const focused = tree.findLast((node) => node.properties.focused === true)
    expect(focused?.role).toBe('link')
    expect(focused?.ancestors).toContainEqual({ role: 'navigation', name: labels.menu })
    // Focus says it all: no live region speaks over it.
    expect(await said.since(before)).toEqual([])
  })
})
