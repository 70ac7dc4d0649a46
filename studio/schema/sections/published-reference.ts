import type { Reference, ValidationContext } from 'sanity'

/**
 * A weak reference to a document that is not published: allowed, since a page may list a role
 * or a testimonial before it goes live, or keep it listed after it was taken down. The site
 * leaves it out until it is published, and the editor is told so (the rule is a warning).
 */
export async function warnUnlessPublished(
  reference: Reference | undefined,
  { getClient }: ValidationContext,
): Promise<true | string> {
  if (!reference?._ref) return true
  const published = await getClient({ apiVersion: '2025-02-19' })
    .withConfig({ perspective: 'raw' })
    .fetch<boolean>('defined(*[_id == $id][0]._id)', { id: reference._ref })
  return published || 'Not published: the page leaves it out until it is'
}
