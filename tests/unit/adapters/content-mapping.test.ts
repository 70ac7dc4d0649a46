import { evaluate, parse } from 'groq-js'
import { beforeAll, describe, expect, it } from 'vitest'
import { FixturesGroqTransport } from '@/adapters/fixtures/fixtures-transport'
import { PAGE_QUERY, SITE_SETTINGS_QUERY } from '@/adapters/groq/queries'
import type {
  PAGE_QUERY_RESULT,
  SITE_SETTINGS_QUERY_RESULT,
} from '@/adapters/groq/query-results.generated'
import { latestUpdate, toPage, toSiteSettings, type MappedPage } from '@/adapters/groq/to-domain'
import { DEFAULT_WEBGL_LABELS, type SectionOf, type SectionType } from '@/domain/content/sections'
import { DEFAULT_INTERFACE_LABELS } from '@/domain/content/site-settings'
import { InvalidContentError, NotFoundError } from '@/domain/errors'
import { SITE_ROUTES, type SiteRoute } from '@/domain/routes'
import { fixturesFile, readFixtureDocuments } from '../../support/fixture-documents'

/** The raw answers of the page query over the edge-case fixtures, as the CMS would give them. */
const edgeCases = new FixturesGroqTransport(fixturesFile('edge-cases'))
const rawPage = async (route: SiteRoute) => asPage(await edgeCases.query(PAGE_QUERY, { route }))

/*
 * Answers typed as their queries declare them. The content inside may still break the rules
 * (these tests are about exactly that), which the mapping must catch at run time.
 */
const asPage = (raw: unknown) => raw as PAGE_QUERY_RESULT
const asSettings = (raw: unknown) => raw as SITE_SETTINGS_QUERY_RESULT

function expectInvalid(run: () => unknown, ...issues: string[]) {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(NotFoundError)
    const cause = (error as NotFoundError).cause
    expect(cause).toBeInstanceOf(InvalidContentError)
    expect((cause as InvalidContentError).issues).toEqual(issues)
    return
  }
  throw new Error('expected the page to fail validation')
}

function sectionOf<TType extends SectionType>(mapped: MappedPage, type: TType): SectionOf<TType> {
  const section = mapped.page.sections.find((candidate) => candidate.type === type)
  if (!section) throw new Error(`no ${type} section`)
  return section as SectionOf<TType>
}

describe('mapping raw content to domain pages', () => {
  let home: MappedPage

  beforeAll(async () => {
    home = toPage(await rawPage('/'), '/')
  })

  it('keeps a very long title intact', () => {
    expect(home.page.title.length).toBeGreaterThan(150)
    expect(home.page.title).toMatch(/^An exceptionally long page title/)
  })

  it('skips a section of unknown type and reports it', () => {
    expect(home.page.sections.map((section) => section.type)).toEqual([
      'homeHeader',
      'testimonials',
      'products',
      'formEmbed',
      'recruit',
    ])
    expect(home.skipped).toEqual([{ index: 1, type: 'pressQuotes' }])
  })

  it('leaves missing and blank optional fields out', () => {
    expect(home.page.seo).toEqual({ title: undefined, description: undefined, image: undefined })
    expect(sectionOf(home, 'homeHeader')).toMatchObject({
      key: 'bare-header',
      heading: 'A header with only its required heading',
      eyebrow: undefined,
      intro: undefined,
    })
    expect(sectionOf(home, 'recruit').cta).toBeUndefined()
  })

  it('renders a testimonial without its optional portrait', () => {
    const [withoutPortrait, withPortrait] = sectionOf(home, 'testimonials').testimonials
    expect(withoutPortrait).toMatchObject({ name: 'Rosa Lindqvist', portrait: undefined })
    expect(withPortrait?.portrait).toMatchObject({ alt: '', decorative: true })
  })

  it('dereferences documents and their images, sized from the asset id', () => {
    const [product] = sectionOf(home, 'products').products
    expect(product).toMatchObject({ id: 'product-complete', name: 'Complete', slug: 'complete' })
    expect(product?.image.asset).toMatchObject({
      width: 800,
      height: 600,
      aspectRatio: 800 / 600,
      format: 'png',
      lqip: expect.stringMatching(/^data:image\/jpeg;base64,/),
      dominantColour: expect.stringMatching(/^#[0-9a-f]{6}$/),
    })
  })

  it('leaves out references to documents that are not published', () => {
    expect(sectionOf(home, 'products').products.map((product) => product.id)).toEqual([
      'product-complete',
    ])
  })

  it('gives a form section without a form of its own the site’s default form', () => {
    expect(sectionOf(home, 'formEmbed').form).toMatchObject({
      title: 'Default form',
      url: '/forms/project-enquiry.html',
    })
  })

  it('gives the WebGL block’s pause button default words where the content has none', async () => {
    const production = new FixturesGroqTransport(fixturesFile('production'))
    const raw = asPage(await production.query(PAGE_QUERY, { route: '/' }))
    expect(sectionOf(toPage(raw, '/'), 'webglBlock')).toMatchObject({
      pauseLabel: 'Pause the orbits',
      playLabel: 'Play the orbits',
    })
    const sections = raw!.sections!.map((section) =>
      section._type === 'webglBlock' ? { ...section, pauseLabel: null, playLabel: ' ' } : section,
    )
    const older = toPage(asPage({ ...raw, sections }), '/')
    expect(sectionOf(older, 'webglBlock')).toMatchObject(DEFAULT_WEBGL_LABELS)
  })

  it('fails a page without a title, naming every problem', async () => {
    const raw = await rawPage('/careers')
    expectInvalid(() => toPage(raw, '/careers'), 'title: must not be empty')
  })

  it('fails a page whose known section is invalid', async () => {
    const raw = await rawPage('/manifesto')
    expectInvalid(
      () => toPage(raw, '/manifesto'),
      'sections[0].steps[0].body: Invalid input: expected string, received undefined',
    )
  })

  it('refuses links that could run script', async () => {
    const raw = await rawPage('/privacy')
    expectInvalid(
      () => toPage(raw, '/privacy'),
      'sections[0].cta.href: must be a site route, #hash, mailto:, tel: or https:// URL',
    )
  })

  it('fails a page whose topics link to a heading it does not have', async () => {
    const raw = await rawPage('/life-at-alts')
    expectInvalid(
      () => toPage(raw, '/life-at-alts'),
      'sections[0]: topic "Missing" links to #missing, which no heading on the page carries',
    )
  })

  it('treats a page that only exists as a draft as not found', async () => {
    const raw = await rawPage('/products')
    expect(raw).toBeNull()
    expect(() => toPage(raw, '/products')).toThrow(NotFoundError)
  })
})

describe('mapping raw site settings', () => {
  it('maps settings with missing optional fields', async () => {
    const settings = toSiteSettings(asSettings(await edgeCases.query(SITE_SETTINGS_QUERY, {})))
    expect(settings.bottomTagline).toBeUndefined()
    expect(settings.seoImage).toBeUndefined()
    expect(settings.navigation.button).toBeUndefined()
    expect(settings.footer).toMatchObject({ type: 'generalFooter', links: [], social: [] })
  })

  it('keeps the default wording for interface labels the content leaves out', async () => {
    const settings = toSiteSettings(asSettings(await edgeCases.query(SITE_SETTINGS_QUERY, {})))
    expect(settings.labels.menu).toBe('Menu')
    expect(settings.labels.offline).toBe(DEFAULT_INTERFACE_LABELS.offline)
    expect(settings.labels.consentAccept).toBe(DEFAULT_INTERFACE_LABELS.consentAccept)
    const production = new FixturesGroqTransport(fixturesFile('production'))
    const given = toSiteSettings(asSettings(await production.query(SITE_SETTINGS_QUERY, {})))
    expect(given.labels.offline).not.toBe(DEFAULT_INTERFACE_LABELS.offline)
    expect(Object.keys(given.labels).sort()).toEqual(Object.keys(DEFAULT_INTERFACE_LABELS).sort())
  })

  it('need no default form: only a form section that names no form of its own needs one', async () => {
    const documents = (await readFixtureDocuments('production')).map((document) => {
      const { formEmbed: _, ...rest } = document as { _id: string; formEmbed?: unknown }
      return rest._id === 'siteSettings' ? rest : document
    })
    const query = async (groq: string, params: Record<string, unknown>) =>
      (await evaluate(parse(groq, { params }), { dataset: documents, params })).get()

    expect(toSiteSettings(asSettings(await query(SITE_SETTINGS_QUERY, {}))).title).toBe('Alts')
    for (const route of SITE_ROUTES.filter((route) => route !== '/products'))
      expect(toPage(asPage(await query(PAGE_QUERY, { route })), route).page.route).toBe(route)
    // Its enquiry section names no form and the site has no default: that page fails alone.
    const products = asPage(await query(PAGE_QUERY, { route: '/products' }))
    expectInvalid(
      () => toPage(products, '/products'),
      'sections[5].form: Invalid input: expected object, received null',
    )
  })

  it('reads how long an analytics choice holds: 12 months when left out, as set otherwise', async () => {
    const production = new FixturesGroqTransport(fixturesFile('production'))
    const given = asSettings(await production.query(SITE_SETTINGS_QUERY, {}))
    const left = asSettings(await edgeCases.query(SITE_SETTINGS_QUERY, {}))
    expect(left?.consentMonths).toBeNull()
    expect(toSiteSettings(left).consentMonths).toBe(12)
    expect(toSiteSettings({ ...given!, consentMonths: 6 }).consentMonths).toBe(6)
  })

  it.each([0, 25, 6.5, -1])(
    'refuses %s months for an analytics choice, naming the rule',
    async (months) => {
      const production = new FixturesGroqTransport(fixturesFile('production'))
      const given = asSettings(await production.query(SITE_SETTINGS_QUERY, {}))
      expect(() => toSiteSettings({ ...given!, consentMonths: months })).toThrow(
        expect.objectContaining({
          issues: ['consentMonths: must be a whole number of months from 1 to 24'],
        }),
      )
    },
  )

  it('fails loudly when settings are missing or malformed', () => {
    expect(() => toSiteSettings(null)).toThrow(InvalidContentError)
    expect(() => toSiteSettings(asSettings({ title: 'Alts' }))).toThrow(
      /Site settings failed validation/,
    )
  })
})

describe('when a page last changed', () => {
  it('is the latest update of the page and of the documents it shows', async () => {
    const production = new FixturesGroqTransport(fixturesFile('production'))
    const careers = toPage(
      asPage(await production.query(PAGE_QUERY, { route: '/careers' })),
      '/careers',
    )
    // The careers page (16 November) shows roles, the latest revised on 3 November.
    expect(careers.page.updatedAt).toBe('2026-11-16T10:21:38.000Z')
    expect(
      latestUpdate({
        _updatedAt: '2026-10-01T00:00:00Z',
        sections: [{ openings: [{ _updatedAt: '2026-11-20T08:00:00Z' }, { _updatedAt: 'soon' }] }],
      }),
    ).toBe('2026-11-20T08:00:00.000Z')
    expect(latestUpdate({ title: 'No dates' })).toBeUndefined()
  })

  it('maps a role’s workplace and pay range, and refuses a role that is nowhere', async () => {
    const production = new FixturesGroqTransport(fixturesFile('production'))
    const raw = (await production.query(PAGE_QUERY, { route: '/careers' })) as {
      sections: { _type: string; openings?: Record<string, unknown>[] }[]
    }
    const careers = toPage(asPage(raw), '/careers')
    expect(sectionOf(careers, 'jobOpenings').openings[0]).toMatchObject({
      workplace: { office: { city: 'Rotterdam', country: 'NL' }, remoteRegion: 'Europe' },
      salary: { currency: 'EUR', minimum: 5400, maximum: 7000, per: 'month' },
    })
    const index = raw.sections.findIndex((section) => section._type === 'jobOpenings')
    raw.sections[index]!.openings![0]!.workplace = {}
    expectInvalid(
      () => toPage(asPage(raw), '/careers'),
      `sections[${index}].openings[0].workplace: must name an office, a remote region or both`,
    )
  })
})
