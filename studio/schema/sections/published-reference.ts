import type { Reference, ValidationContext } from 'sanity'

/** A page may list a document before it is published; the site leaves it out until then. */
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
