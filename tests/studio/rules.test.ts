import { describe, expect, it } from 'vitest'
import { readFixtureDocuments } from '../support/fixture-documents'
import { describeMarker, validateWithStudio, type Document } from './support/studio-validation'

/*
 * Rules of the Studio that the fixtures do not exercise, each shown to hold and to fail.
 * Validation runs as in the Studio, offline: queries are answered from the given documents.
 */

function document(fields: Record<string, unknown> & { _id: string; _type: string }): Document {
  return {
    _createdAt: '2026-01-01T00:00:00Z',
    _updatedAt: '2026-01-01T00:00:00Z',
    _rev: 'test',
    ...fields,
  }
}

/** What the Studio reports, as sorted `level path: message` lines. */
async function problems(doc: Document, dataset: Document[] = [doc]) {
  const markers = await validateWithStudio(doc, dataset, 'studio')
  return markers.map((marker) => `${marker.level} ${describeMarker(marker)}`).sort()
}

function page(id: string, route: string, sections: unknown[] = []): Document {
  return document({
    _id: id,
    _type: 'page',
    title: 'A page',
    route: { _type: 'slug', current: route },
    sections,
  })
}

describe("a page's route", () => {
  it('must be one of the site routes', async () => {
    expect(await problems(page('page-blog', '/blog'))).toEqual([
      "error route: Must be one of the site's routes: /, /products, /life-at-alts, /careers, /manifesto, /privacy",
    ])
  })

  it('must be no other page’s, checked offline through the validation client', async () => {
    const careers = page('page-careers', '/careers')
    const another = page('page-jobs', '/careers')
    expect(await problems(another, [careers, another])).toEqual([
      'error route: Slug is already in use',
    ])
  })

  it('may be shared by a page and its own draft', async () => {
    const careers = page('page-careers', '/careers')
    const draft = page('drafts.page-careers', '/careers')
    expect(await problems(draft, [careers, draft])).toEqual([])
    expect(await problems(careers, [careers, draft])).toEqual([])
  })
})

describe('an image', () => {
  const image = (fields: Record<string, unknown>) => ({
    _type: 'image',
    asset: { _type: 'reference', _ref: 'image-abc-600x600-jpg' },
    ...fields,
  })
  const member = (portrait: unknown) =>
    document({
      _id: 'team-someone',
      _type: 'teamMember',
      name: 'Someone',
      role: 'Designer',
      portrait,
    })
  const asset = document({ _id: 'image-abc-600x600-jpg', _type: 'sanity.imageAsset' })

  it('needs alt text', async () => {
    const doc = member(image({}))
    expect(await problems(doc, [doc, asset])).toEqual([
      'error portrait.alt: Describe the image, or mark it decorative',
    ])
  })

  it('needs no alt text when decorative, and blank alt text is none', async () => {
    const decorative = member(image({ decorative: true }))
    const blank = member(image({ alt: '   ' }))
    expect(await problems(decorative, [decorative, asset])).toEqual([])
    expect(await problems(blank, [blank, asset])).toEqual([
      'error portrait.alt: Describe the image, or mark it decorative',
    ])
  })

  it('may be cropped, and a crop must leave part of the image, as the site honours it', async () => {
    const crop = (edges: Record<string, number>) =>
      member(image({ alt: 'A portrait', crop: { _type: 'sanity.imageCrop', ...edges } }))
    const kept = crop({ top: 0.1, bottom: 0.2, left: 0.3, right: 0 })
    expect(await problems(kept, [kept, asset])).toEqual([])
    for (const edges of [
      { top: 0, bottom: 0, left: 0.6, right: 0.4 },
      { top: -0.1, bottom: 0, left: 0, right: 0 },
      { top: 0.5, bottom: 0.7, left: 0, right: 0 },
    ]) {
      const doc = crop(edges)
      expect(await problems(doc, [doc, asset]), JSON.stringify(edges)).toEqual([
        'error portrait: The crop must leave part of the image: each edge from 0 to 1, less than all of it cut away',
      ])
    }
  })

  it('must be a picture, not only its words', async () => {
    const doc = member({ _type: 'image', alt: 'A portrait' })
    expect(await problems(doc)).toEqual(['error portrait: Choose an image, or clear this'])
  })
})

describe('a file', () => {
  it('must be of a format the site plays', async () => {
    const header = page('page-home', '/', [
      {
        _type: 'homeHeader',
        _key: 'header',
        heading: 'A heading',
        animation: { _type: 'file', asset: { _type: 'reference', _ref: 'file-abc-mp4' } },
      },
    ])
    const asset = document({ _id: 'file-abc-mp4', _type: 'sanity.fileAsset' })
    expect(await problems(header, [header, asset])).toEqual([
      'error sections[_key=="header"].animation: Must be a .json file',
    ])
  })
})

describe('rich text', () => {
  const content = (body: unknown[]) =>
    page('page-privacy', '/privacy', [{ _type: 'content', _key: 'policy', body }])
  /** A block whose whole text carries an anchor annotation for each name given. */
  const heading = (key: string, names: unknown[], style = 'h2') => ({
    _type: 'block',
    _key: key,
    style,
    markDefs: names.map((name, index) => ({ _type: 'anchor', _key: `anchor-${index + 1}`, name })),
    children: [
      {
        _type: 'span',
        _key: 's',
        text: 'Your rights',
        marks: names.map((_, index) => `anchor-${index + 1}`),
      },
    ],
  })

  it('gives anchors the form links need, once each', async () => {
    expect(
      await problems(
        content([
          heading('a', ['your-rights']),
          heading('b', ['Your Rights']),
          heading('c', ['your-rights']),
          heading('d', [undefined]),
        ]),
      ),
    ).toEqual(
      [
        'error sections[_key=="policy"].body[_key=="b"].markDefs[_key=="anchor-1"].name: The anchor must be lowercase words joined by dashes',
        'error sections[_key=="policy"].body[_key=="c"].markDefs[_key=="anchor-1"].name: The anchor "your-rights" is used by an earlier block',
        'error sections[_key=="policy"].body[_key=="d"].markDefs[_key=="anchor-1"].name: Name the anchor, such as your-rights',
      ].sort(),
    )
  })

  it('gives a heading one anchor, as it has one id', async () => {
    expect(await problems(content([heading('a', ['privacy', 'your-rights'])]))).toEqual([
      'error sections[_key=="policy"].body[_key=="a"].markDefs[_key=="anchor-2"]: A heading has one anchor: remove this one, or the one before it',
    ])
  })

  it('warns of an anchor on a paragraph, which the site gives no id', async () => {
    expect(await problems(content([heading('a', ['your-rights'], 'normal')]))).toEqual([
      'warning sections[_key=="policy"].body[_key=="a"].markDefs[_key=="anchor-1"]: Only headings show their anchor: make this block a heading',
    ])
  })

  it('takes anchors on headings and links in the same text', async () => {
    const linked = {
      _type: 'block',
      _key: 'p',
      style: 'normal',
      markDefs: [{ _type: 'link', _key: 'l', href: '#your-rights' }],
      children: [{ _type: 'span', _key: 's', text: 'See your rights', marks: ['l'] }],
    }
    expect(
      await problems(
        content([heading('a', ['your-rights']), heading('b', ['contact'], 'h3'), linked]),
      ),
    ).toEqual([])
  })

  it('places the site’s facts, one of those the site knows', async () => {
    const stating = (key: string, fact: unknown) => ({
      _type: 'block',
      _key: key,
      style: 'normal',
      markDefs: [],
      children: [
        { _type: 'span', _key: 's', text: 'Your choice holds for ', marks: [] },
        { _type: 'siteFact', _key: 'f', ...(fact === undefined ? {} : { fact }) },
      ],
    })
    expect(
      await problems(
        content([
          stating('a', 'consentPeriod'),
          stating('b', 'analyticsDisclosure'),
          stating('c', 'officeHours'),
          stating('d', undefined),
        ]),
      ),
    ).toEqual([
      'error sections[_key=="policy"].body[_key=="c"].children[_key=="f"].fact: Value "officeHours" did not match any allowed values',
      'error sections[_key=="policy"].body[_key=="d"].children[_key=="f"].fact: Choose the fact to state',
    ])
  })

  it('must say something', async () => {
    expect(await problems(content([]))).toEqual([
      'error sections[_key=="policy"].body: Required: write something here',
    ])
  })
})

describe('the site settings', () => {
  /** What the Studio reports of the production settings holding a choice for `months`. */
  async function problemsWith(consentMonths: unknown) {
    const documents = (await readFixtureDocuments('production')) as Document[]
    const settings = { ...documents.find(({ _id }) => _id === 'siteSettings')!, consentMonths }
    return problems(settings, [settings, ...documents.filter(({ _id }) => _id !== 'siteSettings')])
  }

  it('hold an analytics choice for whole months, from 1 to 24', async () => {
    for (const months of [1, 12, 24, undefined])
      expect(await problemsWith(months), String(months)).toEqual([])
    expect(await problemsWith(0)).toEqual(['error consentMonths: Must be from 1 to 24 months'])
    expect(await problemsWith(25)).toEqual(['error consentMonths: Must be from 1 to 24 months'])
    expect(await problemsWith(6.5)).toEqual([
      'error consentMonths: Must be a whole number of months',
    ])
  })
})

describe('a job opening', () => {
  const opening = (fields: Record<string, unknown>) =>
    document({
      _id: 'job-producer',
      _type: 'jobOpening',
      title: 'Producer',
      slug: { _type: 'slug', current: 'producer' },
      department: 'Delivery',
      workplace: { office: { city: 'Rotterdam', country: 'NL' } },
      employment: 'Part-time',
      summary: 'Runs projects.',
      applyUrl: 'mailto:jobs@alts.example',
      publishedAt: '2026-10-19',
      ...fields,
    })

  it('is done somewhere', async () => {
    expect(await problems(opening({ workplace: { remoteRegion: ' ' } }))).toEqual([
      'error workplace: Name an office, a remote region or both',
    ])
  })

  it('takes the site’s employment types, country and currency codes and a sound range', async () => {
    const doc = opening({
      employment: 'Freelance',
      workplace: { office: { city: 'Rotterdam', country: 'nl' } },
      salary: { currency: 'euro', minimum: 5000, maximum: 4000, per: 'week' },
    })
    expect(await problems(doc)).toEqual([
      'error employment: Value "Freelance" did not match any allowed values',
      'error salary.currency: Must look like EUR: three capital letters',
      'error salary.maximum: Must not be below the minimum',
      'error salary.per: Value "week" did not match any allowed values',
      'error workplace.office.country: Must look like NL: two capital letters',
    ])
  })
})

describe('any document', () => {
  it('is warned of fields the Studio does not declare, outside the Studio', async () => {
    // This is what makes the clean run over the production fixtures mean something.
    const doc = document({
      _id: 'team-someone',
      _type: 'teamMember',
      name: 'Someone',
      role: 'Designer',
      nickname: 'S',
    })
    const markers = (await validateWithStudio(doc, [doc], 'cli')).map(describeMarker)
    expect(markers).toContain("nickname: Field 'nickname' does not exist on type 'teamMember'")
  })
})
