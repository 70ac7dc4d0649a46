import type { CacheHandlerValue } from './cache-internals.ts'
import { inlineHashesOf, type InlineHashes } from './inline-hashes.ts'

/** The Content-Security-Policy of a page, given the hashes of its inline scripts and styles. */
export type PagePolicy = (inline: InlineHashes) => string

const POLICY_HEADER = 'content-security-policy'

/** Pages kept with their policy: each version of a page is read once, not on every request. */
const REMEMBERED_PAGES = 64

/**
 * Gives a cached page the header of its policy, which Next.js sends with it as with every header
 * a page entry carries. Anything else passes as it is.
 */
export function pagePolicyOf(policy: PagePolicy) {
  const policies = new Map<string, string>()
  const policyOf = (html: string) => {
    let text = policies.get(html)
    if (text === undefined) {
      text = policy(inlineHashesOf(html))
      if (policies.size >= REMEMBERED_PAGES) policies.delete(policies.keys().next().value!)
      policies.set(html, text)
    }
    return text
  }
  return (entry: CacheHandlerValue): CacheHandlerValue => {
    const value = entry.value
    if (value?.kind !== 'APP_PAGE' || typeof value.html !== 'string') return entry
    // In place: a page rendered just now is sent with the headers it is cached with.
    value.headers ??= {}
    value.headers[POLICY_HEADER] = policyOf(value.html)
    return entry
  }
}
