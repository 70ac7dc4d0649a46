// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { siteFacts } from '@/app/site-facts'
import { readConfig } from '@/container/config'
import { anchorsOf, statingFacts, type RichText } from '@/domain/content/rich-text'
import { RichTextView } from '@/ui/sections/RichTextView'
import { fixturesRepository } from '../../../support/fixtures'
import { pageAt } from '../../../support/page-at'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

/** The privacy policy's text as the site renders it: with its facts written out. */
async function privacyText(): Promise<RichText> {
  const repository = fixturesRepository('production')
  const page = await pageAt(repository, '/privacy')
  const content = page.sections.find((section) => section.type === 'content')
  if (content?.type !== 'content') throw new Error('the privacy page has no content section')
  const facts = siteFacts(await repository.getSiteSettings(), readConfig({}))
  return statingFacts(content.body, facts)
}

describe('rich text', () => {
  it('gives headings the anchors the editors set, for links such as #your-rights', async () => {
    const text = await privacyText()
    const { container } = render(<RichTextView value={text} />)
    const rights = container.querySelector('#your-rights')
    expect(rights?.tagName).toBe('H2')
    expect(rights?.textContent).toBe('Your rights')
    const headings = text.filter((block) => block.style === 'h2')
    expect([...container.querySelectorAll('h2[id]')].map(({ id }) => id)).toEqual(
      anchorsOf(headings),
    )
  })

  it('writes links as anchors, those that leave the site without an opener, and escapes text', () => {
    const { container } = render(
      <RichTextView
        value={[
          {
            _type: 'block',
            _key: 'b',
            style: 'normal',
            markDefs: [
              { _type: 'link', _key: 'in', href: '/careers' },
              { _type: 'link', _key: 'out', href: 'https://example.org/?a=1&b="2"' },
            ],
            children: [
              { _type: 'span', _key: 's1', text: 'Roles', marks: ['in'] },
              { _type: 'span', _key: 's2', text: ' <b>and</b> ' },
              { _type: 'span', _key: 's3', text: 'elsewhere', marks: ['out'] },
            ],
          },
        ]}
      />,
    )
    const [inside, outside] = container.querySelectorAll('a')
    expect(inside?.getAttribute('href')).toBe('/careers')
    expect(inside?.hasAttribute('rel')).toBe(false)
    expect(outside?.getAttribute('href')).toBe('https://example.org/?a=1&b="2"')
    expect(outside?.getAttribute('rel')).toBe('noopener noreferrer')
    expect(container.querySelector('b')).toBeNull()
    expect(container.textContent).toBe('Roles <b>and</b> elsewhere')
    expect(container.querySelector('[data-rich-text]')).not.toBeNull()
  })

  it('meets no mark it cannot render', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    render(<RichTextView value={await privacyText()} />)
    expect(warn).not.toHaveBeenCalled()
  })

  it('warns of a mark it cannot render, so the test above means something', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    render(
      <RichTextView
        value={[
          {
            _type: 'block',
            _key: 'h',
            style: 'h2',
            markDefs: [{ _type: 'anchor', _key: 'a', name: 'x' } as never],
            children: [{ _type: 'span', _key: 's', text: 'X', marks: ['a'] }],
          },
        ]}
      />,
    )
    expect(warn).toHaveBeenCalled()
  })
})
