import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { SITE_ROUTES } from '@/domain/routes'
import { rawFixturePage, readFixtureDocuments } from '../support/fixture-documents'

/* What search engines and social networks read. The site URL is the default, localhost:3000. */

const SITE = 'http://localhost:3000'

/** The width and height a PNG says it has (its IHDR chunk). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

/** Fetches an address of the public site from the server under test. */
async function fetchSiteAddress(request: APIRequestContext, address: string) {
  const url = new URL(address)
  expect(url.origin).toBe(SITE)
  return request.get(`${url.pathname}${url.search}`)
}

for (const route of SITE_ROUTES) {
  test(`${route} has its title, description, canonical URL and its own sharing card`, async ({
    page,
    request,
  }) => {
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

    // A card of the route's own, drawn from its content, at the size it says it has.
    const image = (await meta('meta[property="og:image"]'))!
    expect(image).toBe(`${SITE}/og/${route === '/' ? 'home' : route.slice(1)}`)
    expect(await meta('meta[property="og:image:alt"]')).toContain(content.title)
    expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image')
    expect(await meta('meta[name="twitter:image"]')).toBe(image)
    const card = await fetchSiteAddress(request, image)
    expect(card.status()).toBe(200)
    expect(card.headers()['content-type']).toBe('image/png')
    expect(pngSize(await card.body())).toEqual({
      width: Number(await meta('meta[property="og:image:width"]')),
      height: Number(await meta('meta[property="og:image:height"]')),
    })
  })
}

test('every route’s sharing card is its own', async ({ request }) => {
  const cards = await Promise.all(
    SITE_ROUTES.map(async (route) =>
      (await request.get(`/og/${route === '/' ? 'home' : route.slice(1)}`)).body(),
    ),
  )
  expect(new Set(cards.map((card) => card.toString('base64'))).size).toBe(SITE_ROUTES.length)
  expect((await request.get('/og/no-such-page')).status()).toBe(404)
})

/** Every JSON-LD object on a page. */
async function structuredData(page: Page) {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>)
}

test('the organisation is described as structured data on the home page, with its mark as its logo', async ({
  page,
  request,
}) => {
  await page.goto('/')
  const [organisation] = (await structuredData(page)).filter(
    (data) => data['@type'] === 'Organization',
  )
  expect(organisation).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'Alts',
    url: `${SITE}/`,
    email: 'hello@alts.example',
    sameAs: expect.arrayContaining(['https://github.com/alts-studio']),
    logo: { '@type': 'ImageObject', url: `${SITE}/icons/icon-512.png`, width: 512, height: 512 },
  })
  // The mark: a square image as large as it says, not a sharing card.
  const logo = organisation!.logo as { url: string; width: number; height: number }
  const bytes = await (await fetchSiteAddress(request, logo.url)).body()
  expect(pngSize(bytes)).toEqual({ width: logo.width, height: logo.height })
  // Once, where search engines look for it: not again on the other pages.
  await page.goto('/careers')
  expect((await structuredData(page)).map((data) => data['@type'])).not.toContain('Organization')
})

interface RawOpening {
  _id: string
  title: string
  employment: string
  publishedAt: string
  workplace: { office?: { city: string; country: string }; remoteRegion?: string }
  salary: { currency: string; minimum: number; maximum: number; per: string }
}

test('each open role is a JobPosting with what job search engines require', async ({ page }) => {
  const documents = (await readFixtureDocuments('production')) as { _id: string }[]
  const careers = await rawFixturePage('production', '/careers')
  const openingIds = (careers.sections ?? []).flatMap((section) =>
    ((section as { openings?: { _ref: string }[] }).openings ?? []).map((ref) => ref._ref),
  )
  const openings = openingIds.map(
    (id) => documents.find((document) => document._id === id) as unknown as RawOpening,
  )
  expect(openings.length).toBeGreaterThan(0)

  await page.goto('/careers')
  const postings = (await structuredData(page)).filter((data) => data['@type'] === 'JobPosting')
  expect(postings.map((posting) => posting.title)).toEqual(openings.map((job) => job.title))
  const EMPLOYMENT: Record<string, string> = {
    'Full-time': 'FULL_TIME',
    'Part-time': 'PART_TIME',
    Contract: 'CONTRACTOR',
  }
  for (const [index, posting] of postings.entries()) {
    const job = openings[index]!
    expect(posting, job.title).toMatchObject({
      '@context': 'https://schema.org',
      datePosted: job.publishedAt,
      employmentType: EMPLOYMENT[job.employment],
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Alts',
        sameAs: `${SITE}/`,
        logo: `${SITE}/icons/icon-512.png`,
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: job.salary.currency,
        value: {
          '@type': 'QuantitativeValue',
          minValue: job.salary.minimum,
          maxValue: job.salary.maximum,
          unitText: job.salary.per.toUpperCase(),
        },
      },
    })
    expect(posting.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(String(posting.description)).toContain('<li>')
    // An office, remote work (with where from), or both.
    const { office, remoteRegion } = job.workplace
    expect(Boolean(posting.jobLocation) || posting.jobLocationType === 'TELECOMMUTE').toBe(true)
    if (office)
      expect(posting.jobLocation).toMatchObject({
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: office.city,
          addressCountry: office.country,
        },
      })
    if (remoteRegion)
      expect(posting).toMatchObject({
        jobLocationType: 'TELECOMMUTE',
        applicantLocationRequirements: { '@type': 'AdministrativeArea', name: remoteRegion },
      })
  }
  // The page shows the same facts in words.
  await expect(page.getByText('€5,400 – €7,000 a month')).toBeVisible()
  await expect(
    page.getByText('Engineering · Rotterdam or remote in Europe · Full-time'),
  ).toBeVisible()
})

test('sitemap.xml lists every route with when its content last changed; robots.txt points at it', async ({
  request,
}) => {
  const documents = (await readFixtureDocuments('production')) as {
    _id: string
    _updatedAt?: string
  }[]
  const updatedAt = new Map(documents.map((document) => [document._id, document._updatedAt]))
  /** The page's own time, or that of a document it shows, whichever is later. */
  const lastChange = async (route: string) => {
    const content = await rawFixturePage('production', route)
    const references = JSON.stringify(content).matchAll(/"_ref":\s*"([^"]+)"/g)
    const times = [
      updatedAt.get(content._id),
      ...[...references].map(([, id]) => updatedAt.get(id!)),
    ]
    return Math.max(...times.filter((time) => time !== undefined).map((time) => Date.parse(time)))
  }

  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const route of SITE_ROUTES) {
    const entry = new RegExp(
      `<url>\\s*<loc>${new URL(route, SITE).href}</loc>\\s*<lastmod>([^<]+)</lastmod>`,
    ).exec(sitemap)
    expect(entry, route).not.toBeNull()
    expect(Date.parse(entry![1]!), route).toBe(await lastChange(route))
  }
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`)
  expect(robots).toContain('Disallow: /api/')
})
