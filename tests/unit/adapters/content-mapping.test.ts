import { beforeAll, describe, expect, it } from 'vitest'
import { FixturesGroqTransport } from '@/adapters/fixtures/fixtures-transport'
import { PAGE_QUERY, SITE_SETTINGS_QUERY } from '@/adapters/groq/queries'
import { toPage, toSiteSettings } from '@/adapters/groq/to-domain'
import { InvalidContentError, NotFoundError } from '@/domain/errors'
import type { SiteRoute } from '@/domain/routes'
import { fixturesFile } from '../../support/fixture-documents'

/** The raw answers of the page query over the edge-case fixtures, as the CMS would give them. */
const edgeCases = new FixturesGroqTransport(fixturesFile('edge-cases'))
const rawPage = (route: SiteRoute) => edgeCases.query(PAGE_QUERY, { route })

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

describe('mapping raw content to domain pages', () => {
  let home: Awaited<ReturnType<typeof toPage>>

  beforeAll(async () => {
    home = toPage(await rawPage('/'), '/')
  })

  it('keeps a very long title intact', () => {
    expect(home.page.title.length).toBeGreaterThan(150)
    expect(home.page.title).toMatch(/^An exceptionally long page title/)
  })

  it('skips a section of unknown type and reports it', () => {
    expect(home.page.sections.map((section) => section.type)).toEqual(['homeHeader', 'recruit'])
    expect(home.skipped).toEqual([{ index: 1, type: 'pressQuotes' }])
  })

  it('leaves missing and blank optional fields out', () => {
    expect(home.page.seo).toEqual({ title: undefined, description: undefined })
    expect(home.page.sections[0]).toEqual({
      type: 'homeHeader',
      key: 'bare-header',
      heading: 'A header with only its required heading',
      eyebrow: undefined,
      intro: undefined,
      cta: undefined,
    })
    const recruit = home.page.sections[1]
    expect(recruit?.type === 'recruit' && recruit.cta).toBe(undefined)
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

  it('treats a page that only exists as a draft, or not at all, as not found', async () => {
    for (const route of ['/products', '/life-at-alts'] as const) {
      const raw = await rawPage(route)
      expect(raw).toBeNull()
      expect(() => toPage(raw, route)).toThrow(NotFoundError)
    }
  })
})

describe('mapping raw site settings', () => {
  it('maps settings with missing optional fields', async () => {
    const settings = toSiteSettings(await edgeCases.query(SITE_SETTINGS_QUERY, {}))
    expect(settings.tagline).toBeUndefined()
    expect(settings.navigation.button).toBeUndefined()
    expect(settings.footer.links).toEqual([])
  })

  it('fails loudly when settings are missing or malformed', () => {
    expect(() => toSiteSettings(null)).toThrow(InvalidContentError)
    expect(() => toSiteSettings({ title: 'Alts' })).toThrow(/Site settings failed validation/)
  })
})
