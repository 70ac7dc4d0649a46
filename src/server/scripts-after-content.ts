import type { IncomingMessage, ServerResponse } from 'node:http'
import { sharedVersionOf } from './document-store.ts'
import { holdResponse } from './held-response.ts'
import { FRAMEWORK_ASYNC_SCRIPT, FRAMEWORK_SCRIPT_PRELOAD } from './next-protocol.ts'

const ASYNC_SCRIPTS = new RegExp(FRAMEWORK_ASYNC_SCRIPT.source, 'g')
const SCRIPT_PRELOADS = new RegExp(FRAMEWORK_SCRIPT_PRELOAD.source, 'g')
const SCRIPT_SOURCE = /\bsrc="([^"]+)"/
const LOADER_SOURCES = /<script data-scripts="([^"]+)">/g

/** How long the scripts wait for the first screen's image before they are asked for anyway. */
const LONGEST_WAIT_MS = 3000

/**
 * The one inline script the front writes: it asks for the framework's scripts (the addresses in
 * its `data-scripts`, separated by spaces) once every image the page fetches first
 * (`fetchpriority="high"`, the first screen's) has arrived or failed, at once when there is none,
 * and after LONGEST_WAIT_MS whatever happens, so a stalled image never keeps the page from
 * hydrating. Its text never changes, so the policy vouches for it by one hash (inline-hashes.ts).
 */
export const SCRIPTS_LOADER = [
  '(function () {',
  'var loader = document.currentScript, sources = loader.dataset.scripts.split(" ");',
  'var asked = false, waiting = 0;',
  'function ask() {',
  'if (asked) return; asked = true;',
  'sources.forEach(function (source) {',
  'var script = document.createElement("script"); script.src = source; script.async = true;',
  'document.body.appendChild(script);',
  '});',
  '}',
  'function arrived() { if (--waiting === 0) ask(); }',
  'document.querySelectorAll(\'img[fetchpriority="high"]\').forEach(function (image) {',
  'if (image.complete) return; waiting++;',
  'image.addEventListener("load", arrived); image.addEventListener("error", arrived);',
  '});',
  `if (waiting === 0) ask(); else setTimeout(ask, ${LONGEST_WAIT_MS});`,
  '})()',
].join('\n')

/**
 * A page whose framework scripts are asked for after its content, and after the first screen's
 * image, rather than in its head. They are async, so they ran whenever they arrived either way;
 * what changes is when a phone starts downloading them. Asked for in the head, ~150 KB of scripts
 * share the first seconds of a slow connection with what the first screen needs (the web font,
 * the hero image), and the largest paint waits (docs/benchmarks.md, "LCP against the twin, taken
 * apart"). Asked for by SCRIPTS_LOADER at the end of the body, they come once the page's own
 * requests are under way and its largest image is in. Their preload goes: it would ask for one of
 * them as early as before.
 *
 * The inline scripts stay where they are, in order: the payload they carry waits in a queue for
 * the scripts that read it. A page without a body, or without such tags, is returned as it is.
 */
export function scriptsAfterContent(html: string): string {
  const end = html.lastIndexOf('</body>')
  if (end === -1) return html
  const sources: string[] = []
  const content = html.slice(0, end).replace(ASYNC_SCRIPTS, (tag) => {
    sources.push(SCRIPT_SOURCE.exec(tag)![1]!)
    return ''
  })
  if (sources.length === 0) return html
  const loader = `<script data-scripts="${sources.join(' ')}">${SCRIPTS_LOADER}</script>`
  return content.replace(SCRIPT_PRELOADS, '') + loader + html.slice(end)
}

/**
 * Sends a page that is the same for everyone with its scripts after its content. Put on the
 * response after the policy (serve.ts), it changes the page first, so that the policy hashes the
 * inline scripts as sent.
 */
export function moveScriptsAfterContent(request: IncomingMessage, response: ServerResponse): void {
  holdResponse(response, {
    hold: (held) => sharedVersionOf(request, held)?.document === true,
    release(held, body) {
      if (body.length === 0) return body
      const moved = Buffer.from(scriptsAfterContent(body.toString('utf8')))
      // The framework's length was the page's as it wrote it.
      if (held.hasHeader('content-length')) held.setHeader('Content-Length', moved.length)
      return moved
    },
  })
}

/** The scripts a page's loader asks for, as their addresses are written in the page. */
export function loaderSourcesOf(html: string): string[] {
  return [...html.matchAll(LOADER_SOURCES)].flatMap(([, sources = '']) => sources.split(' '))
}
