import type { ObjectSchemaType } from 'sanity'
import { expect, it } from 'vitest'
import { SECTION_TYPE_NAMES } from '../../studio/schema/sections'
import { readFixtureDocuments } from '../support/fixture-documents'
import { studioWorkspace } from './support/studio-validation'

interface Preview {
  select?: Record<string, string>
  prepare?: (selection: Record<string, unknown>) => { title?: unknown; subtitle?: unknown }
}

/** A value at a dotted preview path (`images.0`, `body.0.children.0.text`) of a stored object. */
function at(value: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, key) => (node as Record<string, unknown> | undefined)?.[key] ?? undefined,
      value,
    )
}

type StoredSection = { _type: string; _key: string }

it('names every section of the production content by its own words and its kind', async () => {
  const { schema } = await studioWorkspace()
  const documents = (await readFixtureDocuments('production')) as {
    _type: string
    sections?: StoredSection[]
    footer?: StoredSection
    bottomTagline?: StoredSection
  }[]
  // The pages' sections, and those the site settings hold for every page.
  const sections = documents.flatMap((document) =>
    document._type === 'page' ? document.sections : [document.footer, document.bottomTagline],
  )
  const previews = sections.flatMap((section) => {
    if (!section) return []
    const type = schema.get(section._type) as ObjectSchemaType & { preview?: Preview }
    const selection = Object.fromEntries(
      Object.entries(type.preview?.select ?? {}).map(([name, path]) => [name, at(section, path)]),
    )
    const { title, subtitle } = type.preview?.prepare?.(selection) ?? {}
    return [
      { section: section._key, kind: type.title, selection, title, subtitle, type: type.name },
    ]
  })
  expect(new Set(previews.map(({ type }) => type))).toEqual(new Set(SECTION_TYPE_NAMES))
  for (const { section, kind, selection, title, subtitle } of previews) {
    expect(subtitle, section).toBe(kind)
    // The title is the section's own words (its heading, label, line or first sentence),
    // not a stand-in.
    expect(Object.values(selection), section).toContain(title)
  }
})
