import { defineField, getPublishedId, type SlugIsUniqueValidator } from 'sanity'

/**
 * Sanity's default uniqueness check, through the client validation is given, so that the tests'
 * answers from the fixtures serve too. Another document's draft already claims the slug.
 */
export function uniqueWithinType(field: string): SlugIsUniqueValidator {
  return async (slug, { document, getClient }) => {
    if (!document) return true
    const query = `!defined(*[_type == $type && ${field}.current == $slug && !sanity::versionOf($published)][0]._id)`
    return getClient({ apiVersion: '2025-02-19' })
      .withConfig({ perspective: 'raw' })
      .fetch<boolean>(query, {
        type: document._type,
        slug,
        published: getPublishedId(document._id),
      })
  }
}

/** A document's required slug, made from its `source` field and no other document's. */
export function slugFrom(source: string) {
  return defineField({
    name: 'slug',
    title: 'Slug',
    type: 'slug',
    options: { source, isUnique: uniqueWithinType('slug') },
    validation: (rule) => rule.required(),
  })
}
