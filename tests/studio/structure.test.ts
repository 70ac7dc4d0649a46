import { createStructureBuilder, type StructureResolverContext } from 'sanity/structure'
import { beforeAll, describe, expect, it } from 'vitest'
import { structure } from '../../studio/structure'
import { studioWorkspace } from './support/studio-validation'

interface Serialized {
  id: string
  type: string
  title?: string
  child?: Serialized
  options?: Record<string, unknown>
}

let items: Serialized[]

beforeAll(async () => {
  const workspace = await studioWorkspace()
  const [source] = workspace.unstable_sources
  if (!source) throw new Error('The Studio has no source')
  const S = createStructureBuilder({ source, perspectiveStack: [] })
  // The resolver reads nothing of its context beyond the builder.
  const list = structure(S, source as unknown as StructureResolverContext) as {
    serialize: () => { items: Serialized[] }
  }
  items = list.serialize().items
})

describe("the Studio's navigation", () => {
  it('lists the settings first, then pages, products, testimonials, people and roles', () => {
    expect(items.map(({ type, title }) => (type === 'divider' ? '—' : title))).toEqual([
      'Site settings',
      '—',
      'Pages',
      'Products',
      'Testimonials',
      'Team members',
      'Job openings',
    ])
  })

  it('opens the one settings document, under the id the site and fixtures use', () => {
    const settings = items[0]?.child
    expect(settings?.type).toBe('document')
    expect(settings?.options).toEqual({ id: 'siteSettings', type: 'siteSettings' })
  })

  it('lists pages by route', () => {
    const pages = items.find(({ id }) => id === 'page')?.child
    expect(pages?.options).toMatchObject({
      filter: '_type == $type',
      params: { type: 'page' },
      defaultOrdering: [{ field: 'route.current', direction: 'asc' }],
    })
  })
})
