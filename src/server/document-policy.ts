import type { IncomingMessage, ServerResponse } from 'node:http'
import { sharedVersionOf, type DocumentStore, type SharedVersion } from './document-store.ts'
import { holdResponse } from './held-response.ts'

/**
 * Gives every response its Content-Security-Policy. For an HTML document the policy depends on
 * the document's own inline scripts, so the body is held back until it is complete (pages are
 * small and mostly prerendered), the policy is computed, and then everything is sent. The policy
 * of a page that is the same for everyone is kept with its version in the front's document
 * store, so an unchanged prerendered page streams straight through; editors' drafts are
 * rendered for each request anyway, and their policies are made for each, too.
 */

type PolicyFor = (html?: string) => string

const isHtml = (response: ServerResponse) =>
  /^text\/html\b/i.test(String(response.getHeader('content-type') ?? ''))

/** `store`: where the policies of shared pages are kept; none for editors' answers. */
export function applyContentSecurityPolicy(
  request: IncomingMessage,
  response: ServerResponse,
  policyFor: PolicyFor,
  store?: DocumentStore,
): void {
  /** The page's version, when the store keeps its policy: known once its headers are. */
  let shared: SharedVersion | undefined
  holdResponse(response, {
    hold(held) {
      // "Not modified": the browser keeps the copy it has, and a policy sent with a 304 would
      // replace that copy's (the hashes of its scripts with none, and the page would not start).
      if (held.statusCode === 304) {
        held.removeHeader('Content-Security-Policy')
        return false
      }
      if (!isHtml(held)) {
        held.setHeader('Content-Security-Policy', policyFor())
        return false
      }
      shared = store && sharedVersionOf(request, held)
      const known = shared && store?.policy(shared.path, shared.version)
      if (known === undefined) return true
      held.setHeader('Content-Security-Policy', known)
      return false
    },
    release(held, body) {
      const policy = policyFor(body.toString('utf8'))
      if (shared && body.length > 0) store?.keepPolicy(shared.path, shared.version, policy)
      held.setHeader('Content-Security-Policy', policy)
      return body
    },
  })
}
