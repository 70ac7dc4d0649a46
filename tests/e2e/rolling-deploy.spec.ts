import { expect, test, type Page, type Request } from '@playwright/test'
import { ERROR_TITLE } from '@/domain/error-copy'
import { answeredConsent } from '../support/consent'
import { E2E_PORT, e2ePort } from '../support/ports'
import { buildSite, serveSite, type SiteProcess } from '../support/site-process'
import { startSwitchingProxy, type Exchange, type SwitchingProxy } from '../support/switching-proxy'
import { smoothScrolling } from '../support/page-motion'

/*
 * A rolling deploy, as a visitor lives it. A page of the release that is going away is open when
 * the load balancer sends everything to the new release; the visitor clicks a link. The new
 * release's page arrives whole, in one page load, and works: no error page, no reload for code
 * that failed to load, no request the new release cannot answer. Releases are told apart by their
 * deployment id (src/container/deployment-id.ts, docs/rolling-deploys.md).
 *
 * A is the suite's own build, served by the suite's server. B is built here, once, from the same
 * source with Next.js's output salt: every one of B's build files has another name than A's (as
 * after a release that changed the code), and B's deployment id differs: had A's page gone on with
 * its own code, it would have asked B for files B does not have.
 */

const PORTS = { b: e2ePort(70), proxy: e2ePort(71) }
const A_URL = `http://127.0.0.1:${E2E_PORT}`
const PROXY_URL = `http://127.0.0.1:${PORTS.proxy}`
const PHONE = { width: 390, height: 844 }
/** Where the site notes a reload for code that failed to load (src/ui/shell/errors). */
const RELOADED_AT_KEY = 'alts:chunk-reload-at'
/** The words of Next.js's own error screen, which the site must never show. */
const FRAMEWORK_ERROR = 'This page couldn’t load'
/**
 * The headers Next.js's router uses to tell releases apart (Next.js 16.4): the page's release
 * with each request for a page's data, and the server's release in the answer.
 */
const PAGE_RELEASE_HEADER = 'x-deployment-id'
const SERVER_RELEASE_HEADER = 'x-nextjs-deployment-id'

/** The release an instance names in its health check. */
async function releaseOf(site: string): Promise<string> {
  const response = await fetch(`${site}/healthz`, { signal: AbortSignal.timeout(30_000) })
  return ((await response.json()) as { release: string }).release
}

/** The documents a page loads (the first, then one per full page load) and what it left uncaught. */
function watchPage(page: Page) {
  const documents: Request[] = []
  const errors: string[] = []
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      documents.push(request)
  })
  page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error' && !isFavicon(message.location().url))
      errors.push(message.text())
  })
  return { documents, errors }
}

/** The site has hydrated (its smooth scrolling is set up): links navigate on the client. */
const hydrated = smoothScrolling

const navigationType = (page: Page) =>
  page.evaluate(
    () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type,
  )

/**
 * The browser's own guess at an icon, which it makes now and then although the site names its
 * icons in its pages: its 404 is no failure of the site's.
 */
const isFavicon = (url: string) => new URL(url, PROXY_URL).pathname === '/favicon.ico'

/** The requests that failed. */
const failed = (exchanges: readonly Exchange[]) =>
  exchanges
    .filter((exchange) => exchange.status >= 400 && !isFavicon(exchange.url))
    .map(({ url, upstream, status }) => ({ url, upstream, status }))

/** Opens the folded menu of a phone-sized page and follows one of its links. */
async function followMenuLink(page: Page, name: string) {
  await page.getByRole('button', { name: 'Menu' }).click()
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name }).click()
}

/** A page of the site, whole: its own heading, neither error screen. */
async function expectWholePage(page: Page, path: string) {
  await expect(page).toHaveURL(new RegExp(`${path}$`))
  await expect(page.locator('main h1')).toBeVisible()
  await expect(page.locator('main h1')).not.toHaveText(ERROR_TITLE)
  await expect(page.locator('body')).not.toHaveAttribute('data-layout', 'error')
  await expect(page.getByText(FRAMEWORK_ERROR)).toHaveCount(0)
}

test('build files asked for with the release’s id are served as ever: compressed, kept for a year, with the site’s headers', async () => {
  const release = await releaseOf(A_URL)
  const html = await (await fetch(`${A_URL}/`)).text()
  // One name for the release: the page's, the health check's.
  expect(html).toContain(`<html data-dpl-id="${release}"`)
  const files = [...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+)"/g)].map(
    ([, url]) => url!,
  )
  expect(files.length).toBeGreaterThan(0)
  for (const file of files) expect(file).toMatch(new RegExp(`\\?dpl=${release}$`))

  const script = files.find((file) => /\.js\?/.test(file))!
  const styles = files.find((file) => /\.css\?/.test(file))!
  for (const file of [script, styles]) {
    // Next.js compresses with gzip; Brotli is the edge's (docs/operations.md).
    const response = await fetch(`${A_URL}${file}`, { headers: { 'accept-encoding': 'gzip' } })
    expect(response.status, file).toBe(200)
    expect(response.headers.get('content-encoding'), file).toBe('gzip')
    expect(response.headers.get('cache-control'), file).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('content-security-policy'), file).toContain("default-src 'none'")
    expect(response.headers.get('x-content-type-options'), file).toBe('nosniff')
    // The same file whatever the query: a file's name is its version.
    const bare = await fetch(`${A_URL}${file.split('?')[0]}`, {
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(await response.text(), file).toBe(await bare.text())
    expect(response.headers.get('etag'), file).toBe(bare.headers.get('etag'))
  }
})

test.describe('a rolling deploy', () => {
  // Page loads and client navigations on a busy two-core machine; one worker builds B.
  test.describe.configure({ mode: 'serial', timeout: 120_000 })
  test.use({
    baseURL: PROXY_URL,
    viewport: PHONE,
    // A visitor who has answered the analytics question, at the proxy's address.
    storageState: {
      cookies: [],
      origins: [
        {
          origin: PROXY_URL,
          localStorage: [answeredConsent('denied')],
        },
      ],
    },
  })

  let b: SiteProcess | undefined
  let proxy: SwitchingProxy | undefined

  test.beforeAll(async () => {
    // One production build (its budget: minutes on a busy machine) and its server.
    test.setTimeout(600_000)
    // B's own deployment id, whatever the suite's environment names.
    const release = { NEXT_HASH_SALT: 'rolling-deploy-b', NEXT_DEPLOYMENT_ID: '' }
    const build = await buildSite({ ...release, LOG_LEVEL: 'warn' }, 'rolling')
    b = await serveSite({ LOG_LEVEL: 'warn' }, build, PORTS.b, 180_000)
    proxy = await startSwitchingProxy(PORTS.proxy, { a: A_URL, b: b.url }, 'a')
  })

  test.afterEach(async ({}, testInfo) => {
    if (testInfo.status !== testInfo.expectedStatus)
      console.error(`B's last words:\n${b?.output().slice(-4_000)}`)
  })

  test.afterAll(async () => {
    await proxy?.close()
    await b?.stop()
  })

  test('a page of the old release loads the new one in full on its next navigation, and works', async ({
    page,
  }) => {
    const releases = { a: await releaseOf(A_URL), b: await releaseOf(b!.url) }
    expect(releases.b).not.toBe(releases.a)
    const watch = watchPage(page)

    // A's page, hydrated, its scroll reveals' code loaded by a first input, as long before a deploy.
    await page.goto('/privacy')
    await hydrated(page)
    await page.mouse.move(200, 400)
    await page.mouse.wheel(0, 200)
    await expect(page.locator('html')).toHaveAttribute('data-reveals', 'ready')
    const first = await watch.documents[0]!.response()
    expect(await first!.text()).toContain(`data-dpl-id="${releases.a}"`)
    // The folded menu's links were hidden, so nothing has asked A for the careers page: the
    // page asks for it after the deploy.
    expect(proxy!.exchanges.filter((exchange) => exchange.url.startsWith('/careers'))).toEqual([])

    proxy!.switchTo('b')
    const sinceDeploy = proxy!.exchanges.length
    await followMenuLink(page, 'Careers')
    await expectWholePage(page, '/careers')

    // Exactly one page load since the first, answered by B with B's page.
    expect(watch.documents.map((document) => new URL(document.url()).pathname)).toEqual([
      '/privacy',
      '/careers',
    ])
    const loaded = await watch.documents[1]!.response()
    expect(loaded!.status()).toBe(200)
    expect(await loaded!.text()).toContain(`data-dpl-id="${releases.b}"`)
    const afterDeploy = proxy!.exchanges.slice(sinceDeploy)
    const isDocument = (exchange: Exchange) =>
      exchange.requestHeaders['sec-fetch-dest'] === 'document'
    expect(
      afterDeploy
        .filter(isDocument)
        .map(({ url, upstream, status }) => ({ url, upstream, status })),
    ).toEqual([{ url: '/careers', upstream: 'b', status: 200 }])
    // Why: A's page (before B's page loaded) asked B for the careers page's data, naming its
    // release; B named another.
    const byPageOfA = afterDeploy.slice(0, afterDeploy.findIndex(isDocument))
    const data = byPageOfA.filter(
      (exchange) => exchange.url.startsWith('/careers?') && exchange.requestHeaders.rsc === '1',
    )
    expect(data.length).toBeGreaterThan(0)
    for (const exchange of data) {
      expect(exchange.requestHeaders[PAGE_RELEASE_HEADER]).toBe(releases.a)
      expect(exchange.responseHeaders[SERVER_RELEASE_HEADER]).toBe(releases.b)
    }
    // A page load, not the site's reload for code that failed to load; and nothing failed: A's
    // page never asked B for a file of A's.
    expect(await navigationType(page)).toBe('navigate')
    expect(await page.evaluate((key) => sessionStorage.getItem(key), RELOADED_AT_KEY)).toBeNull()
    expect(failed(afterDeploy)).toEqual([])

    // B's page works: its own client navigations, without another page load.
    await hydrated(page)
    await followMenuLink(page, 'Products')
    await expectWholePage(page, '/products')
    expect(watch.documents).toHaveLength(2)

    // Back through B's pages, then to A's page: from the browser's back-forward cache as it was,
    // or anew from B. Either way it shows whole and its links work.
    await page.goBack()
    await expectWholePage(page, '/careers')
    await page.goBack()
    await expectWholePage(page, '/privacy')
    await hydrated(page)
    await followMenuLink(page, 'Manifesto')
    await expectWholePage(page, '/manifesto')

    // Every build file B was asked for was B's: A's page, even brought back, never asked B for
    // code of A's.
    const buildFiles = proxy!.exchanges.filter(
      (exchange) => exchange.upstream === 'b' && exchange.url.startsWith('/_next/static/'),
    )
    expect(buildFiles.length).toBeGreaterThan(0)
    for (const { url } of buildFiles) expect(url).toMatch(new RegExp(`\\?dpl=${releases.b}$`))
    expect(failed(proxy!.exchanges)).toEqual([])
    expect(watch.errors).toEqual([])
  })
})
