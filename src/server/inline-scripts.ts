import { createHash } from 'node:crypto'
import { FRAMEWORK_INLINE_SCRIPT } from './next-protocol.ts'

/**
 * The hashes of a page's inline scripts, for its Content-Security-Policy. Only scripts the
 * framework itself writes are vouched for (its RSC payload and its bootstrap); any other inline
 * script, however it got into the page, gets no hash and the browser will not run it.
 */

/** Script types the browser runs; anything else (JSON-LD, say) is data and needs no hash. */
const EXECUTABLE_TYPE = /^(?:|text\/javascript|application\/javascript|module)$/i

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? ''
    if (!EXECUTABLE_TYPE.test(type) || !FRAMEWORK_INLINE_SCRIPT.test(body)) continue
    hashes.add(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`)
  }
  return [...hashes]
}
