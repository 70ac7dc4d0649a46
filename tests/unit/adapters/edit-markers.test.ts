import { stegaClean } from '@sanity/client/stega'
import { describe, expect, it } from 'vitest'
import { FixturesGroqTransport } from '@/adapters/fixtures/fixtures-transport'
import { GroqContentRepository } from '@/adapters/groq/groq-content-repository'
import { optionalText, text } from '@/adapters/groq/schema/fields'
import { SITE_ROUTES } from '@/domain/routes'
import { editInfoOf, editTargetOf, stringsIn, withEditMarker } from '../../support/edit-markers'
import { fixturesFile } from '../../support/fixture-documents'
import { fixturesRepository } from '../../support/fixtures'
import { recordingLogger } from '../../support/recording-logger'
import { pageAt } from '../../support/page-at'

/*
 * In draft mode the text of a page carries invisible edit markers (stega) for the overlays of
 * visual editing. Pages must validate and map exactly as without them; the values the site
 * compares or validates are read without them; the text it shows keeps them.
 */

const STUDIO = 'https://studio.alts.example'
const withMarkers = () =>
  new GroqContentRepository(
    new FixturesGroqTransport(fixturesFile('production'), {
      perspective: 'drafts',
      editMarkers: { studioUrl: STUDIO },
    }),
    recordingLogger(),
  )

/** Fields the site compares, validates or puts in attributes: never with markers. */
const COMPARED = new Set([
  'href',
  'anchor',
  'route',
  'url',
  'fallbackUrl',
  'slug',
  'accentColour',
  'themeColour',
  'publishedAt',
  'updatedAt',
  'employment',
  'per',
  'currency',
  // A role's office names its country by code; a place on the remote section names it in words.
  'office.country',
  'captionsLanguage',
  'contactEmail',
  'extension',
  'mimeType',
  'format',
  'id',
  'key',
  'type',
])

function comparedValues(
  value: unknown,
  found: [string, string][] = [],
  parent = '',
): [string, string][] {
  if (Array.isArray(value)) value.forEach((item) => comparedValues(item, found, parent))
  else if (value && typeof value === 'object') {
    for (const [key, field] of Object.entries(value)) {
      const compared = COMPARED.has(key) || COMPARED.has(`${parent}.${key}`)
      if (compared && typeof field === 'string') found.push([key, field])
      else comparedValues(field, found, key)
    }
  }
  return found
}

describe('edit markers in draft mode', () => {
  for (const route of SITE_ROUTES) {
    it(`${route} maps exactly as it does without them`, async () => {
      const [plain, marked] = await Promise.all([
        fixturesRepository('production').getPage(route),
        withMarkers().getPage(route),
      ])
      // Each section also says where it is edited (see draft-content.contract.ts).
      const sections = marked!.sections.map(({ editTarget, ...section }) => {
        expect(editTarget).toBeDefined()
        return section
      })
      expect(stegaClean({ ...marked, sections })).toEqual(plain)
      expect(stringsIn(plain).filter(editInfoOf)).toEqual([])

      // The text shows where it comes from...
      const marks = stringsIn(marked).flatMap((string) => editInfoOf(string) ?? [])
      expect(marks.length).toBeGreaterThan(0)
      for (const mark of marks) expect(mark.href.startsWith(`${STUDIO}/intent/edit/`)).toBe(true)
      // ...and what the site compares does not.
      for (const [key, value] of comparedValues(marked))
        expect(editInfoOf(value), `${route} ${key}: ${value}`).toBeUndefined()
    })
  }

  it('leads each string to its document and field', async () => {
    const page = await pageAt(withMarkers(), '/manifesto')
    expect(editTargetOf(editInfoOf(page.title)!)).toEqual({
      id: 'page-manifesto',
      type: 'page',
      path: 'title',
    })
    const header = page.sections.find((section) => section.type === 'manifestoHeader')!
    expect(editTargetOf(editInfoOf(header.heading)!)).toMatchObject({
      id: 'page-manifesto',
      path: `sections[_key=="${header.key}"].heading`,
    })
  })

  it('keeps the settings valid, with their text marked', async () => {
    const [plain, marked] = await Promise.all([
      fixturesRepository('production').getSiteSettings(),
      withMarkers().getSiteSettings(),
    ])
    expect(stegaClean(marked)).toEqual(plain)
    expect(editTargetOf(editInfoOf(marked.title)!)).toMatchObject({ id: 'siteSettings' })
    for (const [key, value] of comparedValues(marked))
      expect(editInfoOf(value), `${key}: ${value}`).toBeUndefined()
  })

  it('counts text that is blank but for its marker as blank', () => {
    const blank = withEditMarker('  ', { origin: 'sanity.io', href: `${STUDIO}/intent/edit/x` })
    expect(text.safeParse(blank).error?.issues[0]?.message).toBe('must not be empty')
    expect(optionalText.parse(blank)).toBeUndefined()
  })
})
