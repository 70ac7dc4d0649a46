import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { answeredConsent } from '../support/consent'
import { recordScripts } from '../support/loaded-scripts'
import { smoothScrolling } from '../support/page-motion'
import { e2ePort } from '../support/ports'
import { serveSite, SUITE_BUILD, type SiteProcess } from '../support/site-process'
import { scrollToWebglBlock, WEBGL_BLOCK } from '../support/webgl-scene'
import { withoutWebgl } from '../support/without-webgl'

/*
 * Failures in the browser reach the server's log: the page reports them to POST /api/reports,
 * and the server writes one warn line each, with the route and the release. So do the page's
 * web vitals, with the visitor's consent: one info line each. The test serves the production
 * build itself, on a port of its own, to read what the server logs.
 */

const PORT = e2ePort(60)
const HERO_DATA = '**/files/a8ee4a43981ebb7940529b8af2373f53bb2464ee.json'

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

/** The lines of the server's log so far with this message (JSON lines). */
function logged<T extends { msg: string }>(msg: string): T[] {
  return site
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as T)
    .filter((line) => line.msg === msg)
}

const loggedReports = () => logged<LoggedReport>('Browser failure reported')

interface LoggedVital {
  msg: string
  level: number
  component: string
  name: string
  value: number
  rating: string
  route: string
  release: string
  serverRelease: string
  navigationType: string
}

interface LoggedViolation {
  msg: string
  level: number
  component: string
  directive: string
  route: string
  blocked: string
  source?: string
  line?: number
}

const loggedViolations = () => logged<LoggedViolation>('Content-Security-Policy violation reported')

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

const loggedVitals = (route: string) =>
  logged<LoggedVital>('Web vital measured').filter((line) => line.route === route)

/**
 * Records, in the page, which kinds of performance entry it has started observing: the web-vitals
 * library observes the largest paint and layout shifts as it starts measuring, in the same task
 * as the site adds the listeners that send what it measured.
 */
const recordObservedEntryTypes = (page: Page) =>
  page.addInitScript(() => {
    const observed = new Set<string>()
    Object.assign(window, { observedEntryTypes: observed })
    const observe = PerformanceObserver.prototype.observe
    PerformanceObserver.prototype.observe = function (this: PerformanceObserver, options) {
      if (options?.type) observed.add(options.type)
      for (const type of options?.entryTypes ?? []) observed.add(type)
      return observe.call(this, options)
    }
  })

/** Resolves once the page measures its web vitals (measuring starts when the page is idle). */
async function measuringWebVitals(page: Page) {
  await page.waitForFunction(
    () => {
      const { observedEntryTypes } = window as unknown as { observedEntryTypes: Set<string> }
      return ['largest-contentful-paint', 'layout-shift'].every((type) =>
        observedEntryTypes.has(type),
      )
    },
    undefined,
    { timeout: 60_000 },
  )
}

test.describe('failure reports', () => {
  // One worker, one server: its log is what the tests read.
  test.describe.configure({ mode: 'default' })

  test.beforeAll(async () => {
    // The server starts in seconds when quiet, and may take a minute or more on a busy machine.
    test.setTimeout(240_000)
    release = (await readFile(path.join(SUITE_BUILD.folder, 'BUILD_ID'), 'utf8')).trim()
    site = await serveSite({ LOG_LEVEL: 'info' }, SUITE_BUILD, PORT, 200_000)
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
    // The site listens for errors once it has hydrated, which on a busy machine comes well after
    // the heading shows; smooth scrolling starts only after that (when idle).
    await smoothScrolling(page)
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
    await scrollToWebglBlock(page)
    const block = page.locator(WEBGL_BLOCK)
    await expect(block).toHaveAttribute('data-webgl-state', 'still')
    expect(await reportLogged('webgl-fallback', '/')).toMatchObject({ part: 'webgl', release })
  })

  test('web vitals: with consent, a page’s are logged once the visitor leaves it; without, none', async ({
    context,
  }) => {
    // A visitor who declined: the measuring code never loads, and nothing is sent, however the
    // page is used and left.
    const declined = await context.newPage()
    await declined.addInitScript(
      ({ name, value }) => localStorage.setItem(name, value),
      answeredConsent('denied'),
    )
    const declinedScripts = recordScripts(declined)
    await declined.goto(`${site.url}/manifesto`)
    await declined.locator('main h1').click()
    // Past the moment the site would start measuring (idle), and what that would have loaded.
    await declined.evaluate(() => new Promise((done) => requestIdleCallback(() => done(null))))
    await declined.waitForLoadState('networkidle')
    expect(await declinedScripts.libraries()).not.toContain('web-vitals')
    await declined.close()

    const page = await context.newPage()
    await grantConsent(page)
    await recordObservedEntryTypes(page)
    await page.goto(`${site.url}/`)
    // Waiting for the library to arrive is not enough: on a busy machine the page may be left
    // before the code that arrived has run.
    await measuringWebVitals(page)
    // A tap ends the largest paint's measurement; leaving the page hides it, which sends them all.
    await page.locator('main h1').click()
    // The browser times an interaction at the paint after it, and the library takes it in when
    // the page is next idle (its idle callback queued before the second one here): a page left
    // sooner leaves no INP, as a visitor's tap that leaves the page at once does.
    await page.waitForFunction(() => performance.getEntriesByType('first-input').length > 0)
    await page.evaluate(
      () => new Promise((done) => requestIdleCallback(() => requestIdleCallback(done))),
    )
    // The tab stays open, as a visitor's does: closing it at once may end its renderer before
    // the beacon has left it on a busy machine.
    await page.goto('about:blank')
    await expect
      .poll(() => loggedVitals('/').map((line) => line.name))
      .toEqual(expect.arrayContaining(['TTFB', 'FCP', 'LCP', 'CLS', 'INP']))
    await page.close()
    // The tap's INP names what was tapped (the library's attribution build), and no other metric does.
    const vitals = loggedVitals('/')
    expect(vitals.find((line) => line.name === 'INP')).toMatchObject({
      target: expect.stringMatching(/h1/),
    })
    for (const line of vitals.filter(({ name }) => name !== 'INP'))
      expect(line).not.toHaveProperty('target')
    for (const line of loggedVitals('/'))
      expect(line).toMatchObject({
        level: 30,
        component: 'web-vitals',
        release,
        serverRelease: release,
        navigationType: 'navigate',
        rating: expect.stringMatching(/^(good|needs-improvement|poor)$/),
        value: expect.any(Number),
      })
    expect(loggedVitals('/manifesto')).toEqual([])
  })

  test('a script injected into a page is blocked, and its report logged once a minute, without the query', async ({
    page,
  }) => {
    // The browser posts its reports itself (report-uri): they are counted as they are answered.
    let reportsAnswered = 0
    page.on('requestfinished', (request) => {
      if (new URL(request.url()).pathname === '/api/csp-reports') reportsAnswered++
    })
    await page.goto(`${site.url}/careers?ref=newsletter`)
    await expect(page.locator('main h1')).toBeVisible()
    const inject = () =>
      page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            document.addEventListener(
              'securitypolicyviolation',
              (event) => resolve(event.effectiveDirective),
              { once: true },
            )
            const script = document.createElement('script')
            script.textContent = 'window.injectedRan = true'
            document.body.append(script)
          }),
      )
    expect(await inject()).toBe('script-src-elem')
    expect(await page.evaluate(() => 'injectedRan' in window)).toBe(false)
    const fromCareers = () =>
      loggedViolations().filter(
        (line) => line.route === '/careers' && line.directive === 'script-src-elem',
      )
    await expect
      .poll(fromCareers, { message: 'the violation logged', timeout: 60_000 })
      .toHaveLength(1)
    expect(fromCareers()[0]).toMatchObject({
      level: 40,
      component: 'csp-reports',
      blocked: 'inline',
    })

    // The same violation again, within the minute, on a new visit to the page (a browser
    // reports a violation once per document): reported and answered, and no second line.
    await page.goto(`${site.url}/careers?ref=newsletter`)
    await expect(page.locator('main h1')).toBeVisible()
    expect(await inject()).toBe('script-src-elem')
    await expect
      .poll(() => reportsAnswered, { message: 'both reports answered', timeout: 60_000 })
      .toBeGreaterThanOrEqual(2)
    expect(fromCareers()).toHaveLength(1)
    expect(site.output()).not.toMatch(/newsletter|injectedRan/)
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

  test('the policy report endpoint refuses bad input with a 4xx and one short line each', async ({
    request,
  }) => {
    const post = (data: string, contentType: string) =>
      request.post(`${site.url}/api/csp-reports`, {
        data,
        headers: { 'content-type': contentType },
      })
    const before = logged<{ msg: string }>('Refused a Content-Security-Policy report').length
    expect((await post('x'.repeat(40_000), 'application/csp-report')).status()).toBe(413)
    expect(
      (await post('{"csp-report": {"bogus": "secret-value"}}', 'application/csp-report')).status(),
    ).toBe(400)
    expect((await post('[{"type": "csp-violation"}]', 'application/reports+json')).status()).toBe(
      400,
    )
    expect((await post('{}', 'text/html')).status()).toBe(415)
    expect((await request.get(`${site.url}/api/csp-reports`)).status()).toBe(405)
    await expect
      .poll(
        () => logged<{ msg: string }>('Refused a Content-Security-Policy report').length - before,
      )
      .toBe(4)
    const lines = site
      .output()
      .split('\n')
      .filter((line) => line.includes('Refused a Content-Security-Policy'))
    for (const line of lines) expect(line.length).toBeLessThan(600)
    expect(site.output()).not.toMatch(/secret-value|xxxxxxxx/)
  })
})
