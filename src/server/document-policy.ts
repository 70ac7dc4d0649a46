import type { ServerResponse } from 'node:http'
import { holdResponse } from './held-response.ts'

/**
 * Gives every response its Content-Security-Policy. For an HTML document the policy depends on
 * the document's own inline scripts, so the body is held back until it is complete (pages are
 * small and mostly prerendered), the policy is computed, and then everything is sent. Policies
 * are remembered by ETag, so an unchanged prerendered page streams straight through.
 */

type PolicyFor = (html?: string) => string

const remembered = new Map<string, string>()
const REMEMBERED_MAX = 500

function remember(etag: string, policy: string) {
  if (remembered.size >= REMEMBERED_MAX) remembered.delete(remembered.keys().next().value!)
  remembered.set(etag, policy)
}

const isHtml = (response: ServerResponse) =>
  /^text\/html\b/i.test(String(response.getHeader('content-type') ?? ''))

/**
 * `kind` names the family of policies `policyFor` makes (visitors', draft mode's): a page's
 * policy is remembered for its kind only.
 */
export function applyContentSecurityPolicy(
  response: ServerResponse,
  policyFor: PolicyFor,
  kind = 'public',
): void {
  const keyOf = (etag: string) => `${kind} ${etag}`
  holdResponse(response, {
    hold(held) {
      const key = keyOf(String(held.getHeader('etag') ?? ''))
      const known = remembered.get(key)
      if (isHtml(held) && known === undefined) return true
      held.setHeader('Content-Security-Policy', known ?? policyFor())
      return false
    },
    release(held, body) {
      const policy = policyFor(body.toString('utf8'))
      const etag = String(held.getHeader('etag') ?? '')
      if (etag && body.length > 0) remember(keyOf(etag), policy)
      held.setHeader('Content-Security-Policy', policy)
      return body
    },
  })
}
