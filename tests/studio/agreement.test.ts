import type { ObjectSchemaType, SchemaType } from 'sanity'
import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { image } from '@/adapters/groq/schema/assets'
import { pageDocument, siteSettingsDocument } from '@/adapters/groq/schema/documents'
import * as referencedDocuments from '@/adapters/groq/schema/references'
import { SECTION_SCHEMAS } from '@/adapters/groq/schema/sections'
import { readFixtureDocuments } from '../support/fixture-documents'
import { SITE_SETTINGS_ID } from '../../studio/schema/documents/site-settings'
import { SECTION_TYPE_NAMES } from '../../studio/schema/sections'
import { studioWorkspace, validateWithStudio, type Document } from './support/studio-validation'

/*
 * The Studio and the site must agree on the content model: the same section types and
 * documents, the same fields, and the same fields required. The site's side is its own
 * validation (src/adapters/groq/schema), read by behaviour: a field is required when the
 * site's schema rejects the content without it. The Studio's side is Sanity's validation of
 * the Studio's schema, read the same way: a field is required when leaving it out is an error.
 */

/** Every document type the site reads, by `_type`, with the schema it validates it by. */
const SITE_DOCUMENTS: Record<string, z.ZodType> = {
  page: pageDocument,
  siteSettings: siteSettingsDocument,
  ...Object.fromEntries(
    Object.entries(referencedDocuments).filter(([, schema]) => schema instanceof z.ZodType),
  ),
}

/** Fields the Studio offers that the site's validation does not read, and why. */
const STUDIO_ONLY_FIELDS: Record<string, string[]> = {
  // The page query reads it (coalesce(form, settings.formEmbed.form)), not the mapper.
  siteSettings: ['formEmbed'],
  // Kept with each testimonial for editors; the site does not show it.
  testimonial: ['product'],
}

/** Fields the site requires but editors may leave empty, because the site fills them in. */
const FILLED_IN_BY_THE_SITE: Record<string, string[]> = {
  // A form section without a form shows the site settings' default form (see PAGE_QUERY).
  formEmbed: ['form'],
}

/** The fields of an object schema, through the transforms that map it to the domain. */
function siteFieldsOf(schema: z.ZodType): string[] {
  let inner: unknown = schema
  while (inner instanceof z.ZodPipe) inner = inner.in
  if (!(inner instanceof z.ZodObject)) throw new Error('Expected an object schema')
  return Object.keys(inner.shape).filter((field) => !field.startsWith('_'))
}

/** The fields the site's schema rejects content without: left out, or null as the API says. */
function requiredBySite(schema: z.ZodType, base: Record<string, unknown>): string[] {
  const fields = siteFieldsOf(schema)
  const rejected = (value: Record<string, unknown>) => {
    const result = schema.safeParse(value)
    return new Set(result.success ? [] : result.error.issues.map((issue) => issue.path[0]))
  }
  const withoutAny = rejected(base)
  const allNull = rejected({ ...base, ...Object.fromEntries(fields.map((field) => [field, null])) })
  return fields.filter((field) => withoutAny.has(field) || allNull.has(field)).sort()
}

/** The fields whose absence the Studio reports as an error, below `at` in the document. */
async function requiredByStudio(document: Document, at: (string | { _key: string })[]) {
  const markers = await validateWithStudio(document, [document], 'studio')
  const below = markers.filter(
    ({ level, path }) =>
      level === 'error' &&
      path.length > at.length &&
      at.every((segment, index) => JSON.stringify(path[index]) === JSON.stringify(segment)),
  )
  return [...new Set(below.map(({ path }) => String(path[at.length])))].sort()
}

function without(fields: string[], left: string[] = []): string[] {
  return fields.filter((field) => !left.includes(field)).sort()
}

let studioTypes: Map<string, SchemaType>

beforeAll(async () => {
  const { schema } = await studioWorkspace()
  studioTypes = new Map(schema.getTypeNames().map((name) => [name, schema.get(name)!]))
})

function studioFieldsOf(type: string): string[] {
  const schemaType = studioTypes.get(type) as ObjectSchemaType | undefined
  if (!schemaType?.fields) throw new Error(`The Studio has no object type "${type}"`)
  return schemaType.fields.map(({ name }) => name).sort()
}

/** A page that holds one section with nothing but its type, to see what the Studio asks of it. */
function pageWithBareSection(type: string): Document {
  return {
    _id: 'agreement',
    _type: 'page',
    _createdAt: '2026-01-01T00:00:00Z',
    _updatedAt: '2026-01-01T00:00:00Z',
    _rev: 'agreement',
    title: 'Agreement',
    route: { _type: 'slug', current: '/' },
    sections: [{ _type: type, _key: 'bare' }],
  }
}

describe('the Studio and the site', () => {
  it('know the same section types, and pages offer all of them', () => {
    const siteTypes = Object.keys(SECTION_SCHEMAS).sort()
    const pageSections = (studioTypes.get('page') as ObjectSchemaType).fields.find(
      ({ name }) => name === 'sections',
    )?.type as { of: SchemaType[] } | undefined
    expect(siteTypes).toEqual([...SECTION_TYPE_NAMES].sort())
    expect(pageSections?.of.map(({ name }) => name).sort()).toEqual(siteTypes)
    for (const type of siteTypes) expect(studioTypes.get(type)?.jsonType, type).toBe('object')
  })

  it('know the same document types', () => {
    const studioDocuments = [...studioTypes.values()]
      .filter((type) => type.type?.name === 'document' && !type.name.startsWith('sanity.'))
      .map(({ name }) => name)
    expect(studioDocuments.sort()).toEqual(Object.keys(SITE_DOCUMENTS).sort())
  })

  it.each(Object.keys(SECTION_SCHEMAS))('give section %s the same fields', (type) => {
    const schema = SECTION_SCHEMAS[type as keyof typeof SECTION_SCHEMAS]
    expect(studioFieldsOf(type)).toEqual(siteFieldsOf(schema).sort())
  })

  it.each(Object.keys(SITE_DOCUMENTS))('give document %s the same fields', (type) => {
    const siteFields = siteFieldsOf(SITE_DOCUMENTS[type]!)
    expect(without(studioFieldsOf(type), STUDIO_ONLY_FIELDS[type])).toEqual(siteFields.sort())
  })

  it.each(Object.keys(SECTION_SCHEMAS))('require the same fields of section %s', async (type) => {
    const schema = SECTION_SCHEMAS[type as keyof typeof SECTION_SCHEMAS]
    const site = requiredBySite(schema, { _type: type, _key: 'bare' })
    const studio = await requiredByStudio(pageWithBareSection(type), ['sections', { _key: 'bare' }])
    expect(studio).toEqual(without(site, FILLED_IN_BY_THE_SITE[type]))
  })

  it.each(Object.keys(SITE_DOCUMENTS))('require the same fields of document %s', async (type) => {
    const site = requiredBySite(SITE_DOCUMENTS[type]!, { _id: 'bare' })
    const bare = { _id: 'bare', _type: type } as Document
    expect(await requiredByStudio(bare, [])).toEqual(without(site, FILLED_IN_BY_THE_SITE[type]))
  })

  it('keep the site settings under the id the fixtures use', async () => {
    const documents = (await readFixtureDocuments('production')) as Document[]
    const settings = documents.filter(({ _type }) => _type === 'siteSettings')
    expect(settings.map(({ _id }) => _id)).toEqual([SITE_SETTINGS_ID])
  })
})

describe('an image’s crop', () => {
  const crops = [
    { top: 0.1, bottom: 0.2, left: 0.3, right: 0 },
    { top: 0, bottom: 0, left: 0.99, right: 0 },
    { top: 0, bottom: 0, left: 0.6, right: 0.4 },
    { top: 0.5, bottom: 0.7, left: 0, right: 0 },
    { top: -0.1, bottom: 0, left: 0, right: 0 },
    { top: 0, bottom: 1.5, left: 0, right: 0 },
  ]

  it.each(crops)('is refused by the Studio exactly when the site ignores it: %o', async (crop) => {
    const site = image.parse({ alt: 'A portrait', asset: { _id: 'image-abc-600x600-jpg' }, crop })
    const portrait = {
      _type: 'image',
      alt: 'A portrait',
      asset: { _type: 'reference', _ref: 'image-abc-600x600-jpg' },
      crop: { _type: 'sanity.imageCrop', ...crop },
    }
    const member = {
      _id: 'team-someone',
      _type: 'teamMember',
      _createdAt: '2026-01-01T00:00:00Z',
      _updatedAt: '2026-01-01T00:00:00Z',
      _rev: 'agreement',
      name: 'Someone',
      role: 'Designer',
      portrait,
    } as Document
    const asset = {
      ...member,
      _id: 'image-abc-600x600-jpg',
      _type: 'sanity.imageAsset',
    } as Document
    const markers = await validateWithStudio(member, [member, asset], 'studio')
    const refused = markers.some(({ level }) => level === 'error')
    expect(refused).toBe(site.crop === undefined)
  })
})

describe('the agreement check', () => {
  it('reads a required field on both sides', async () => {
    // The heading of a recruit section is required by both; a guard against a check that
    // finds nothing required anywhere and so agrees by accident.
    expect(requiredBySite(SECTION_SCHEMAS.recruit, { _type: 'recruit', _key: 'bare' })).toEqual([
      'body',
      'heading',
    ])
    expect(
      await requiredByStudio(pageWithBareSection('recruit'), ['sections', { _key: 'bare' }]),
    ).toEqual(['body', 'heading'])
  })
})
