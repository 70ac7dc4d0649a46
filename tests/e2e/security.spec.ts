import { createHash } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { startEdge } from '../support/edge'
import { exchange, talkingTo } from '../support/raw-http'
import { DEFAULT_IMAGE_QUALITY } from '@/domain/images'
import { SITE_ROUTES } from '@/domain/routes'

/*
 * Locked down: security headers on every response (pages, errors, files, images, data and
 * prefetches), a Content-Security-Policy that lets each page run only its own inline scripts,
 * and no method, path or header that makes the server answer 5xx.
 */

const STATIC_HEADERS = {
  'strict-transport-security': /max-age=63072000; includeSubDomains; preload/,
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'permissions-policy': /camera=\(\)/,
  'x-frame-options': /^SAMEORIGIN$/,
  'cross-origin-resource-policy': /^same-origin$/,
  'content-security-policy':
    /^default-src 'none'; script-src 'self'.*; report-uri \/api\/csp-reports$/,
}

/** Over plain HTTP (the tests' SITE_URL), the policy reports with report-uri alone. */
const NOT_OVER_HTTP = ['reporting-endpoints']

test('every kind of response carries the security headers @smoke', async ({ page }) => {
  await page.goto('/')
  const script = await page
    .locator('script[src^="/_next/static/chunks/"]')
    .first()
    .getAttribute('src')
  const image = await page.locator('img[src^="/_next/image"]').first().getAttribute('src')
  const prefetch = {
    RSC: '1',
    'Next-Router-Prefetch': '1',
    'Next-Router-Segment-Prefetch': '/_tree',
  }
  const responses: [string, string, Record<string, string>?][] = [
    ['GET', '/'],
    ['GET', '/careers'],
    ['HEAD', '/manifesto'],
    ['GET', '/no-such-page'],
    ['GET', '/offline'],
    ['GET', script!],
    ['GET', image!],
    ['GET', '/_next/image?url=%2Fnowhere.png&w=3&q=1'],
    ['GET', '/careers', prefetch],
    ['GET', '/sitemap.xml'],
    ['GET', '/robots.txt'],
    ['GET', '/manifest.webmanifest'],
    ['GET', '/sw.js'],
    ['GET', '/icons/icon-192.png'],
    ['POST', '/api/revalidate'],
    ['GET', '/api/content-changes'],
    ['OPTIONS', '/'],
    ['TRACE', '/'],
  ]
  for (const [method, path, headers] of responses) {
    const answer = await exchange(method, path, headers)
    // A page's policy comes with the page (its cache entry); Next.js's refusal of another method
    // on a page's path carries no page, and no policy (next-headers.ts).
    const noPage = !['GET', 'HEAD'].includes(method) && !path.startsWith('/api/')
    expect(noPage ? answer.body : '', `${method} ${path}`).not.toMatch(/<html/i)
    for (const [name, value] of Object.entries(STATIC_HEADERS)) {
      if (noPage && name === 'content-security-policy') continue
      expect(String(answer.headers[name]), `${method} ${path}: ${name}`).toMatch(value)
    }
    expect(answer.headers['x-powered-by'], `${method} ${path}`).toBeUndefined()
    for (const name of NOT_OVER_HTTP)
      expect(answer.headers[name], `${method} ${path}`).toBeUndefined()
  }
})

test('each security header is sent once, though Next.js sets the page-independent ones too @smoke', async () => {
  // Next.js's own headers() (next.config.ts) and the front set the same headers; a policy sent
  // twice would be enforced twice (a browser enforces every policy it gets).
  const names = [...Object.keys(STATIC_HEADERS), 'cross-origin-opener-policy', 'permissions-policy']
  for (const path of ['/', '/careers', '/no-such-page', '/robots.txt', '/api/csp-reports']) {
    const { rawHeaders } = await exchange('GET', path)
    const sent = rawHeaders.filter((_, index) => index % 2 === 0).map((name) => name.toLowerCase())
    for (const name of new Set(names))
      expect(
        sent.filter((each) => each === name),
        `${path}: ${name}`,
      ).toHaveLength(1)
  }
})

test("each page's policy names exactly its own inline scripts @smoke", async () => {
  for (const route of SITE_ROUTES) {
    const { headers, body } = await exchange('GET', route)
    const policy = String(headers['content-security-policy'])
    const scriptSources = /script-src ([^;]+)/.exec(policy)![1]!.split(' ')
    expect(scriptSources).not.toContain("'unsafe-inline'")
    const inline = [
      ...body.matchAll(
        /<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g,
      ),
    ]
    const hashes = scriptSources.filter((source) => source.startsWith("'sha256-"))
    expect(hashes.length, route).toBe(inline.length)
    for (const [, script = ''] of inline)
      expect(hashes, `${route}: an inline script without its hash`).toContain(
        `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`,
      )
  }
})

test.describe('the pages run under their policy without a single violation', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const violations: string[] = []
      Object.assign(window, { violations })
      document.addEventListener('securitypolicyviolation', (event) =>
        violations.push(`${event.violatedDirective} ${event.blockedURI}`),
      )
    })
  })

  for (const route of [...SITE_ROUTES, '/no-such-page', '/offline']) {
    test(`${route}, scrolled to the end`, async ({ page }) => {
      await page.goto(route)
      // Every effect in play: scrolling brings GSAP, the animations and the WebGL scene. The
      // wheel turns until the page has reached its end, however long the glide takes.
      await page.mouse.move(600, 400)
      await expect(async () => {
        await page.mouse.wheel(0, 900)
        expect(
          await page.evaluate(
            () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
          ),
        ).toBe(true)
      }).toPass({ timeout: 60_000 })
      await page.waitForLoadState('networkidle')
      expect(
        await page.evaluate(() => (window as unknown as { violations: string[] }).violations),
      ).toEqual([])
    })
  }

  test('a page loaded again from the browser\'s copy ("not modified") still runs its scripts', async ({
    page,
  }) => {
    const revalidated: number[] = []
    page.on('response', async (response) => {
      const request = response.request()
      if (request.isNavigationRequest() && (await request.allHeaders())['if-none-match'])
        revalidated.push(response.status())
    })
    await page.goto('/careers')
    await page.goto('/careers')
    expect(revalidated.length).toBeGreaterThan(0)
    await page.getByRole('navigation').getByRole('link', { name: 'Manifesto' }).click()
    await expect(page.locator('main h1')).toBeFocused()
    expect(
      await page.evaluate(() => (window as unknown as { violations: string[] }).violations),
    ).toEqual([])
  })

  test('hydrated, so the inline scripts ran: client-side navigation works', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('navigation').getByRole('link', { name: 'Careers' }).click()
    await expect(page.locator('main h1')).toBeFocused()
    expect(
      await page.evaluate(() => (window as unknown as { violations: string[] }).violations),
    ).toEqual([])
  })
})

test('no method, path or header makes the site, behind its edge, answer 5xx', async ({}, testInfo) => {
  // Next.js alone fails on a few (TRACE to a route handler, writes to a file of public/): the edge
  // refuses those (tests/support/edge.ts).
  const edge = await startEdge(testInfo.parallelIndex)
  const { exchange, rawExchange } = talkingTo(edge.url)
  const methods = [
    'GET',
    'HEAD',
    'POST',
    'PUT',
    'PATCH',
    'DELETE',
    'OPTIONS',
    'TRACE',
    'PROPFIND',
    'PURGE',
  ]
  const paths = [
    '/',
    '/careers',
    '/no-such-page',
    '/api/revalidate',
    '/api/content-changes',
    `/_next/image?url=%2Ffixtures%2Fnothing.png&w=640&q=${DEFAULT_IMAGE_QUALITY}`,
    '/_next/static/chunks/nothing.js',
    '/sitemap.xml',
    '/manifest.webmanifest',
    '/sw.js',
  ]
  const answers: string[] = []
  for (const method of methods)
    for (const path of paths) {
      const { status } = await exchange(method, path)
      if (status >= 500) answers.push(`${method} ${path} → ${status}`)
    }
  expect(answers).toEqual([])

  // CONNECT never reaches a request handler: it is answered, not dropped.
  const reply = await rawExchange(
    'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\nConnection: close\r\n\r\n',
  )
  expect(reply).toMatch(/^HTTP\/1\.1 4\d\d/)
  await edge.stop()
})
