import { createClient } from '@sanity/client'
import type { SanityClientLike } from '@sanity/preview-url-secret'

export interface SanitySecretsClientOptions {
  projectId: string
  dataset: string
  apiVersion: string
  apiHost?: string
  /** Secrets are private documents: reading them takes the server's read token. */
  token: string
}

export function sanitySecretsClient(options: SanitySecretsClientOptions): SanityClientLike {
  return createClient({
    projectId: options.projectId,
    dataset: options.dataset,
    apiVersion: options.apiVersion,
    token: options.token,
    // A secret is checked right after the Studio stored it: the CDN would not have it yet.
    useCdn: false,
    ...(options.apiHost ? { apiHost: options.apiHost, useProjectHostname: false } : {}),
  })
}
