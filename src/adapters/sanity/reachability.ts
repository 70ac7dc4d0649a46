import { createClient } from '@sanity/client'
// Relative, with extensions: next.config.ts loads this file through the container (see config.ts).
import { clientLocation, type ClientLocation } from './client-rules.ts'

/**
 * Asks the content API one question and throws, naming the address and the settings behind it,
 * only when nothing answers. Any answer will do, a refusal included: the pages' own reads report
 * what a reachable API refuses.
 */
export async function assertSanityReachable(location: ClientLocation): Promise<void> {
  const client = createClient({ ...clientLocation(location), useCdn: false, maxRetries: 2 })
  const url = location.apiHost ?? `https://${location.projectId}.api.sanity.io`
  try {
    await client.fetch('count(*[_type == "siteSettings"])', {}, { tag: 'alts.build-check' })
  } catch (error) {
    if (typeof (error as { statusCode?: unknown }).statusCode === 'number') return
    throw new Error(
      `Every page is built from the content API (SANITY_API_HOST, SANITY_PROJECT_ID): ` +
        `Network error while attempting to reach ${url}/ (${innermost(error)})`,
      { cause: error },
    )
  }
}

/** The deepest cause's message: "connect ECONNREFUSED 127.0.0.1:443" rather than "fetch failed". */
function innermost(error: unknown): string {
  let reason = error
  while (reason instanceof Error && reason.cause instanceof Error) reason = reason.cause
  return reason instanceof Error ? reason.message : String(reason)
}
