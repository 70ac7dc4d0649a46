import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { answeredConsent } from '../support/consent'
import { e2ePort } from '../support/ports'
import { serveSite, type SiteProcess } from '../support/site-process'
import { withoutWebgl } from '../support/without-webgl'

/*
 * Failures in the browser reach the server's log: the page reports them to POST /api/reports,
 * and the server writes one warn line each, with the route and the release. The test serves the
 * production build itself, on a port of its own, to read what the server logs.
 */

const PORT = e2ePort(60)
const BUILD_DIR = '.next'
const HERO_DATA = '**/files/a8ee4a43981ebb7940529b8af2373f53bb2464ee.json'
const WEBGL_BLOCK = '[data-webgl-state]'

let site: SiteProcess
let release: string

interface LoggedReport {
  msg: string
  level: number
  component: string
  kind: string
  route: string
  release: string
  serverRelease: string
  part?: string
  state?: string
  message?: string
  source?: string
}

/** The failure reports in the server's log so far (JSON lines). */
function loggedReports(): LoggedReport[] {
  return site
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LoggedReport)
    .filter((line) => line.msg === 'Browser failure reported')
}

/** Waits, within the expect timeout, for a report of `kind` on `route` to be logged. */
async function reportLogged(kind: string, route: string): Promise<LoggedReport> {
  const find = () => loggedReports().find((line) => line.kind === kind && line.route === route)
  await expect.poll(() => find(), { message: `a ${kind} report for ${route}` }).toBeDefined()
  return find()!
}

const grantConsent = (page: Page) =>
  page.addInitScript(
    ({ name, value }) => localStorage.setItem(name, value),
    answeredConsent('granted'),
  )

test.describe('failure reports', () => {
  // One worker, one server: its log is what the tests read.
  test.describe.configure({ mode: 'default' })

  test.beforeAll(async () => {
    // The server starts in seconds when quiet, and may take a minute or more on a busy machine.
    test.setTimeout(240_000)
    release = (await readFile(path.join(BUILD_DIR, 'BUILD_ID'), 'utf8')).trim()
    site = await serveSite({ LOG_LEVEL: 'warn' }, BUILD_DIR, PORT, 200_000)
  })
  test.afterAll(() => site?.stop())

  test('an animation whose data fails is logged with its route and release, and no message', async ({
    page,
  }) => {
    // The default visitor has declined analytics: the report holds nothing the visitor wrote.
    await page.route(HERO_DATA, (route) => route.fulfill({ status: 500, body: 'unavailable' }))
    await page.goto(`${site.url}/`)
    await expect(page.locator('[data-animation-state]').first()).toHaveAttribute(
      'data-animation-state',
      'data_failed',
    )
    const report = await reportLogged('animation-failed', '/')
    expect(report).toMatchObject({
      level: 40,
      component: 'failure-reports',
      part: 'lottie',
      state: 'data_failed',
      release,
      serverRelease: release,
    })
    expect(report.message).toBeUndefined()
  })

  test('an uncaught error, with consent: its message scrubbed, the route without its query', async ({
    page,
  }) => {
    await grantConsent(page)
    await page.goto(`${site.url}/careers?ref=newsletter#openings`)
    await expect(page.locator('main h1')).toBeVisible()
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error(`Could not save jane@example.com at ${location.href}`)
      })
    })
    const report = await reportLogged('uncaught-error', '/careers')
    expect(report.message).toBe('Could not save [email] at /careers')
    expect(JSON.stringify(report)).not.toMatch(/newsletter|openings|jane/)
  })

  test('the WebGL block falling back to its image is logged', async ({ page }) => {
    await withoutWebgl(page)
    await page.goto(`${site.url}/`)
    const block = page.locator(WEBGL_BLOCK)
    // Until the block stays in view: smooth scrolling may take the page back as it starts.
    await expect
      .poll(() =>
        block.evaluate((element) => {
          const { top, bottom } = element.getBoundingClientRect()
          if (top < window.innerHeight && bottom > 0) return true
          window.scrollTo(0, top + window.scrollY - 100)
          return false
        }),
      )
      .toBe(true)
    await expect(block).toHaveAttribute('data-webgl-state', 'still')
    expect(await reportLogged('webgl-fallback', '/')).toMatchObject({ part: 'webgl', release })
  })

  test('the endpoint refuses what is not a report, through the production front', async ({
    request,
  }) => {
    const post = (data: string, contentType = 'text/plain') =>
      request.post(`${site.url}/api/reports`, { data, headers: { 'content-type': contentType } })
    expect((await post('x'.repeat(5_000))).status()).toBe(413)
    expect((await post('{"reports":[{"kind":"nope"}]}')).status()).toBe(400)
    expect((await post('{}', 'multipart/form-data')).status()).toBe(415)
    expect((await request.get(`${site.url}/api/reports`)).status()).toBe(405)
  })
})
