import { expect, test } from '@playwright/test'
import { SITE_ROUTES } from '@/domain/routes'
import { rawFixturePage } from '../support/fixture-documents'

/* What search engines and social networks read. The site URL is the default, localhost:3000. */

const SITE = 'http://localhost:3000'

for (const route of SITE_ROUTES) {
  test(`${route} has its title, description, canonical URL and sharing card`, async ({ page }) => {
    const content = await rawFixturePage('production', route)
    await page.goto(route)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page).toHaveTitle(content.seo?.title ?? new RegExp(content.title))
    const meta = (selector: string) => page.locator(selector).first().getAttribute('content')
    expect(await meta('meta[name="description"]')).toBeTruthy()
    // The home page's address has no trailing slash.
    const address = route === '/' ? SITE : new URL(route, SITE).href
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', address)
    expect(await meta('meta[property="og:url"]')).toBe(address)
    expect(await meta('meta[property="og:image"]')).toMatch(
      /^http:\/\/localhost:3000\/_next\/image\?/,
    )
    expect(await meta('meta[property="og:image:alt"]')).toBeTruthy()
    expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image')
    expect(await meta('meta[name="twitter:image"]')).toBeTruthy()
  })
}

test('the organisation is described as structured data', async ({ page }) => {
  await page.goto('/')
  const json = await page.locator('script[type="application/ld+json"]').textContent()
  expect(JSON.parse(json ?? '{}')).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'Alts',
    url: `${SITE}/`,
    email: 'hello@alts.example',
    sameAs: expect.arrayContaining(['https://github.com/alts-studio']),
  })
})

test('sitemap.xml lists every route and robots.txt points at it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const route of SITE_ROUTES)
    expect(sitemap).toContain(`<loc>${new URL(route, SITE).href}</loc>`)
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`)
  expect(robots).toContain('Disallow: /api/')
})
