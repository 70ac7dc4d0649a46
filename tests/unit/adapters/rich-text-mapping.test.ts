import { describe, expect, it } from 'vitest'
import { richText } from '@/adapters/groq/schema/fields'
import { describeIssues } from '@/adapters/groq/to-domain'
import type { RichText } from '@/domain/content/rich-text'
import { withEditMarker } from '../../support/edit-markers'
import { fixturesRepository } from '../../support/fixtures'
import { pageAt } from '../../support/page-at'

/*
 * A heading's anchor is stored as an annotation over the heading's text (so that editors can
 * set it in the Studio's text editor); the site reads it as the block's `anchor`, the id the
 * heading renders with, and keeps the annotation's mark out of the text it renders.
 */

interface Mark {
  _type: string
  _key: string
  [field: string]: unknown
}

function block(key: string, style: string, markDefs: Mark[], text = 'Your rights') {
  return {
    _type: 'block',
    _key: key,
    style,
    markDefs,
    children: [{ _type: 'span', _key: 's', text, marks: markDefs.map((mark) => mark._key) }],
  }
}

const anchorMark = (name: unknown, key = 'anchor-1'): Mark => ({ _type: 'anchor', _key: key, name })

/** The mapped text, or the problems found, as `path: message` lines. */
function mapped(blocks: unknown[]): RichText | string[] {
  const result = richText.safeParse(blocks)
  return result.success ? result.data : describeIssues(result.error, 'body')
}

describe('a heading anchor in rich text', () => {
  it('becomes the block’s anchor, and its mark leaves the text', () => {
    const link: Mark = { _type: 'link', _key: 'l', href: '/careers' }
    const heading = {
      ...block('h', 'h2', [anchorMark('your-rights'), link]),
      children: [
        { _type: 'span', _key: 'a', text: 'Your ', marks: ['anchor-1'] },
        { _type: 'span', _key: 'b', text: 'rights', marks: ['strong', 'anchor-1', 'l'] },
      ],
    }
    expect(mapped([heading])).toEqual([
      {
        _type: 'block',
        _key: 'h',
        style: 'h2',
        anchor: 'your-rights',
        markDefs: [link],
        children: [
          { _type: 'span', _key: 'a', text: 'Your ', marks: [] },
          { _type: 'span', _key: 'b', text: 'rights', marks: ['strong', 'l'] },
        ],
      },
    ])
  })

  it('leaves blocks without one as they are', () => {
    const paragraph = block('p', 'normal', [{ _type: 'link', _key: 'l', href: '#your-rights' }])
    expect(mapped([paragraph])).toEqual([paragraph])
  })

  it('is read without the edit markers of draft mode', () => {
    const name = withEditMarker('your-rights', { origin: 'sanity.io', href: '/intent/edit' })
    expect(mapped([block('h', 'h2', [anchorMark(name)])])).toMatchObject([
      { anchor: 'your-rights' },
    ])
  })

  it('is refused on two blocks', () => {
    expect(
      mapped([
        block('a', 'h2', [anchorMark('your-rights')]),
        block('b', 'h3', [anchorMark('contact')]),
        block('c', 'h2', [anchorMark('your-rights')]),
      ]),
    ).toEqual(['body[2].markDefs[0].name: "your-rights" is used by an earlier block'])
  })

  it('is refused unless lowercase words joined by dashes', () => {
    expect(mapped([block('h', 'h2', [anchorMark('Your Rights')])])).toEqual([
      'body[0].markDefs[0].name: must be lowercase words joined by dashes',
    ])
    expect(mapped([block('h', 'h2', [anchorMark(undefined)])])).toEqual([
      'body[0].markDefs[0].name: Invalid input: expected string, received undefined',
    ])
  })

  it('is one per block: a heading has one id', () => {
    const twice = block('h', 'h2', [anchorMark('privacy'), anchorMark('your-rights', 'anchor-2')])
    expect(mapped([twice])).toEqual([
      'body[0].markDefs[1]: is a second anchor: a heading has one id',
    ])
  })

  it('is one of the annotations the site knows; others are refused', () => {
    expect(
      mapped([block('h', 'h2', [{ _type: 'footnote', _key: 'f', text: 'See below' }])]),
    ).toEqual([
      "body[0].markDefs[0]._type: Invalid discriminator value. Expected 'link' | 'anchor'",
    ])
  })

  it('gives the privacy page’s headings the ids its topics link to', async () => {
    const page = await pageAt(fixturesRepository('production'), '/privacy')
    const content = page.sections.find((section) => section.type === 'content')
    const body = content?.type === 'content' ? content.body : []
    const rights = body.find((item) => item.anchor === 'your-rights')
    expect(rights).toMatchObject({ style: 'h2', markDefs: [] })
    const marksOf = (child: (typeof body)[number]['children'][number]) =>
      child._type === 'span' ? (child.marks ?? []) : []
    expect(rights?.children.map(marksOf)).toEqual([[]])
    expect(body.flatMap((item) => item.children.flatMap(marksOf))).not.toContain('anchor-1')
  })
})

describe('a site fact in rich text', () => {
  const withFact = (fact: unknown) => ({
    _type: 'block',
    _key: 'p',
    style: 'normal',
    markDefs: [],
    children: [
      { _type: 'span', _key: 'a', text: 'Your choice holds for ', marks: [] },
      { _type: 'siteFact', _key: 'f', fact },
      { _type: 'span', _key: 'b', text: '.', marks: [] },
    ],
  })

  it('is kept in its place, for the page to write out', () => {
    expect(mapped([withFact('consentPeriod')])).toEqual([
      expect.objectContaining({
        children: [
          { _type: 'span', _key: 'a', text: 'Your choice holds for ', marks: [] },
          { _type: 'siteFact', _key: 'f', fact: 'consentPeriod' },
          { _type: 'span', _key: 'b', text: '.', marks: [] },
        ],
      }),
    ])
  })

  it('is one the site knows; others are refused, naming those it knows', () => {
    expect(mapped([withFact('officeHours')])).toEqual([
      "body[0].children[1].fact: must be one of the site's facts: consentPeriod, analyticsDisclosure",
    ])
  })
})
