import { getPublishedId, type SlugIsUniqueValidator } from 'sanity'

/**
 * A uniqueness check for the slug at `field` among documents of the same type. It asks the
 * same question as Sanity's default check, but through the client that validation is given
 * rather than one of its own: the Studio's and the CLI's ask the dataset, and the tests give
 * one that answers from the fixtures, so the rule also runs offline. Drafts and release
 * versions of the same document are that document; another document's draft already claims
 * the slug.
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
