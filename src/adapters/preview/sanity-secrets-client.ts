import { createClient } from '@sanity/client'
import type { SanityClientLike } from '@sanity/preview-url-secret'
import { clientLocation, type ClientLocation } from '../sanity/client-rules'

export interface SanitySecretsClientOptions extends ClientLocation {
  /** Secrets are private documents: reading them takes the server's read token. */
  token: string
}

export function sanitySecretsClient(options: SanitySecretsClientOptions): SanityClientLike {
  // A secret is checked right after the Studio stored it: the CDN would not have it yet.
  return createClient({ ...clientLocation(options), token: options.token, useCdn: false })
}
