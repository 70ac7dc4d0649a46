import { createClient } from '@sanity/client'
// Relative, with extensions: next.config.ts loads this file (see config.ts).
import { clientLocation } from '../adapters/sanity/client-rules.ts'
import type { AppConfig } from './config.ts'

/**
 * Every page is prerendered from the content API, so a build that cannot reach it fails at once,
 * naming the address, instead of after a minute of compiling. Any answer will do, a refusal
 * included: the pages' own reads report what a reachable API refuses.
 */
export async function assertContentReachable({ content }: AppConfig): Promise<void> {
  if (content.source !== 'sanity') return
  const location = clientLocation(content)
  const client = createClient({ ...location, useCdn: false, maxRetries: 2 })
  const url = content.apiHost ?? `https://${content.projectId}.api.sanity.io`
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
