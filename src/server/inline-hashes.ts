import { createHash } from 'node:crypto'
import { FRAMEWORK_INLINE_SCRIPT, FRAMEWORK_INLINE_STYLESHEET } from './next-protocol.ts'
import { SCRIPTS_LOADER } from './scripts-after-content.ts'

/**
 * The hashes of a page's inline scripts and style elements, for its Content-Security-Policy.
 * Only what the framework itself writes is vouched for: its RSC payload and bootstrap, and the
 * build's stylesheets it inlines into the document (`experimental.inlineCss`, so that the first
 * paint waits for no stylesheet request); and the front's own loader of the framework's scripts
 * (scripts-after-content.ts). Any other inline script or style element, however it
 * got into the page, gets no hash and the browser ignores it.
 */
export interface InlineHashes {
  scripts: readonly string[]
  styles: readonly string[]
}

export const NO_INLINE_HASHES: InlineHashes = { scripts: [], styles: [] }

/** Script types the browser runs; anything else (JSON-LD, say) is data and needs no hash. */
const EXECUTABLE_TYPE = /^(?:|text\/javascript|application\/javascript|module)$/i

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const STYLE = /<style\b([^>]*)>([\s\S]*?)<\/style\s*>/gi

const sha256 = (body: string) =>
  `sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`

export function inlineHashesOf(html: string): InlineHashes {
  return { scripts: inlineScriptHashes(html), styles: inlineStyleHashes(html) }
}

function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? ''
    if (!EXECUTABLE_TYPE.test(type)) continue
    if (!FRAMEWORK_INLINE_SCRIPT.test(body) && body !== SCRIPTS_LOADER) continue
    hashes.add(sha256(body))
  }
  return [...hashes]
}

function inlineStyleHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes = '', body = ''] of html.matchAll(STYLE)) {
    const href = /\bdata-href\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]
    if (href === undefined || !FRAMEWORK_INLINE_STYLESHEET.test(href)) continue
    hashes.add(sha256(body))
  }
  return [...hashes]
}
