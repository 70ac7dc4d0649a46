// @vitest-environment jsdom
import { cleanup } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { GA4_DISCLOSURE, RECORDING_DISCLOSURE } from '@/adapters/analytics/disclosures'
import { siteFacts } from '@/app/site-facts'
import { readConfig } from '@/container/config'
import { statingPageFacts, type Page } from '@/domain/content/page'
import type { RichTextBlock } from '@/domain/content/rich-text'
import type { SiteSettings } from '@/domain/content/site-settings'
import { readFixtureDocuments, type FixtureDataset } from '../../support/fixture-documents'
import { fixturesRepository } from '../../support/fixtures'
import { pageAt } from '../../support/page-at'
import { renderPage } from '../../support/render-page'

/*
 * The privacy policy promises what the site does. Its text states the analytics choice's period
 * and the analytics provider through site facts, written out from the very settings and
 * configuration the consent store and the consent question use; in its own words it states
 * neither, in either fixture dataset.
 */

/** The analytics providers the site has adapters for, as a policy would name them. */
const PROVIDER_NAMES = /\b(Google|GA4|gtag)\b/

/** A period written out in words or digits: "12 months", "one year". */
const PERIOD =
  /\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|eighteen|twenty-four)\s+(days?|weeks?|months?|years?)\b/i

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/** Every text block of the content's rich text, as stored, across pages. */
async function storedBlocks(dataset: FixtureDataset): Promise<RichTextBlock[]> {
  const documents = (await readFixtureDocuments(dataset)) as {
    _type: string
    sections?: Record<string, unknown>[]
  }[]
  return documents
    .filter(({ _type }) => _type === 'page')
    .flatMap(({ sections = [] }) => sections)
    .flatMap((section) => Object.values(section))
    .filter(Array.isArray)
    .flat()
    .filter((item): item is RichTextBlock => (item as RichTextBlock)?._type === 'block')
}

const ownWords = (block: RichTextBlock) =>
  block.children.map((child) => (child._type === 'span' ? child.text : '')).join('')

describe.each(['production', 'edge-cases'] as const)('the %s fixtures', (dataset) => {
  it('name no analytics provider in their own words', async () => {
    const naming = (await storedBlocks(dataset)).filter((block) =>
      PROVIDER_NAMES.test(ownWords(block)),
    )
    expect(naming.map(ownWords)).toEqual([])
  })

  it('state no period for the analytics choice in their own words', async () => {
    const stating = (await storedBlocks(dataset)).filter(
      (block) => /\bchoice\b/i.test(ownWords(block)) && PERIOD.test(ownWords(block)),
    )
    expect(stating.map(ownWords)).toEqual([])
  })
})

describe('the privacy policy, as visitors read it', () => {
  let privacy: Page
  let settings: SiteSettings

  beforeAll(async () => {
    const repository = fixturesRepository('production')
    privacy = await pageAt(repository, '/privacy')
    settings = await repository.getSiteSettings()
  })

  const renderedText = (page: Page) => {
    const text = renderPage(page).container.textContent ?? ''
    cleanup()
    return text
  }

  const stated = (months: number, env: Record<string, string> = {}) =>
    renderedText(
      statingPageFacts(privacy, siteFacts({ ...settings, consentMonths: months }, readConfig(env))),
    )

  it('states the period the consent store holds a choice for, whatever the settings say', () => {
    expect(settings.consentMonths).toBe(12)
    expect(stated(12)).toContain('Your analytics choice: 12 months, after which we ask again.')
    expect(stated(12)).toContain('we ask again once your choice is 12 months old.')
    const six = stated(6)
    expect(six).toContain('Your analytics choice: 6 months, after which we ask again.')
    expect(six).not.toContain('12 months')
    expect(stated(1)).toContain('Your analytics choice: 1 month, after which we ask again.')
  })

  it('names the analytics the site is configured with, in the consent question’s words', () => {
    const offline = stated(12)
    expect(offline).toContain(RECORDING_DISCLOSURE)
    expect(offline).not.toMatch(PROVIDER_NAMES)

    expect(stated(12, { ANALYTICS_MEASUREMENT_ID: 'G-AB12CD34EF' })).toContain(GA4_DISCLOSURE)

    const none = stated(12, { SANITY_PROJECT_ID: 'abc123' })
    expect(none).toContain('This site uses no analytics service')
    expect(none).not.toMatch(PROVIDER_NAMES)
  })

  it('leaves no fact unwritten', () => {
    const facts = statingPageFacts(privacy, siteFacts(settings, readConfig({})))
      .sections.flatMap((section) => Object.values(section))
      .filter(Array.isArray)
      .flat()
      .flatMap((block: RichTextBlock) => block.children ?? [])
      .filter((child) => child._type !== 'span')
    expect(facts).toEqual([])
  })
})
