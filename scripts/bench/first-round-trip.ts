import zlib from 'node:zlib'
import { JSDOM } from 'jsdom'
import { brotliBest, decoded } from './brotli.ts'
import { get } from './html.ts'
import type { LcpElement } from './lighthouse.ts'

/**
 * The first round trip: how much of the document, as Brotli, a browser must receive to have the
 * LCP element whole. A server's first flight is ~14 KB; the rest waits for another round trip.
 */
export interface FirstRoundTrip {
  /** Brotli bytes of the body, as sent, needed to decode the document up to the LCP element's end. */
  brotliBytesToLcp: number
  /** Decoded bytes up to and including the LCP element's end tag. */
  decodedBytesToLcp: number
  /** The whole document: Brotli as sent, and decoded. */
  brotliBytes: number
  decodedBytes: number
  /** The element found in the served HTML, as Lighthouse named it. */
  lcpElement: LcpElement
}

/** A 200 answer of a page to a browser that accepts only Brotli. */
async function answerToBrotli(url: string) {
  const answer = await get(url, { 'accept-encoding': 'br' })
  if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}, not 200`)
  return answer
}

/**
 * The document's Brotli body once the server has settled: the front makes its best Brotli in the
 * background after a quick one, so the page is asked for until its size stops shrinking. A server
 * that sends no Brotli (`next start`) has its document compressed here as the front would.
 */
export async function settledBrotliBody(url: string): Promise<Buffer> {
  const first = await answerToBrotli(url)
  if (first.encoding !== 'br') {
    if (!['gzip', 'identity'].includes(first.encoding))
      throw new Error(`${url} answered in ${first.encoding}, which the bench cannot read`)
    return brotliBest(decoded(first.body, first.encoding))
  }
  let body = first.body
  let unchanged = 0
  // Bounded: at most ~5 s, done once the size has held for three asks in a row (~1 s).
  for (let attempt = 0; attempt < 15 && unchanged < 3; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 300))
    const next = await answerToBrotli(url)
    if (next.encoding !== 'br') throw new Error(`${url} stopped answering with Brotli`)
    unchanged = next.body.length < body.length ? 0 : unchanged + 1
    body = next.body
  }
  return body
}

/** The element's start tag name, from a snippet such as `<img alt="…" src="…">`. */
const tagOf = (snippet: string | undefined) => /^<([a-z][\w-]*)/i.exec(snippet ?? '')?.[1]

/**
 * The LCP element in the served document (Lighthouse named it in the page the scripts may have
 * changed): by its path, else its selector, else its start tag, each checked against the tag.
 */
export function lcpElementIn(document: Document, element: LcpElement): Element | undefined {
  const tag = tagOf(element.snippet)?.toUpperCase()
  const fits = (found: Element | null | undefined): found is Element =>
    !!found && (tag === undefined || found.tagName.toUpperCase() === tag)
  const byPath = elementAtPath(document, element.path)
  if (fits(byPath)) return byPath
  if (element.selector) {
    try {
      const bySelector = [...document.querySelectorAll(element.selector)].find(fits)
      if (bySelector) return bySelector
    } catch {
      // a selector jsdom cannot read: try the snippet
    }
  }
  if (tag && element.snippet) {
    const snippet = element.snippet
    return [...document.getElementsByTagName(tag)].find((candidate) => {
      const shallow = candidate.cloneNode(false) as Element
      return shallow.outerHTML.startsWith(snippet.replace(/…"?>?$/, ''))
    })
  }
  return undefined
}

/** The element at a Lighthouse path (`1,HTML,1,BODY,0,DIV`), if the document has one there. */
function elementAtPath(document: Document, path: string | undefined): Element | undefined {
  if (!path) return undefined
  const steps = path.split(',')
  let node: Node = document
  for (let i = 0; i + 1 < steps.length; i += 2) {
    const index = Number(steps[i])
    const name = steps[i + 1]!
    if (!Number.isInteger(index)) return undefined
    const children = [...node.childNodes].filter(
      (child) => !(child.nodeType === 3 && (child.nodeValue ?? '').trim() === ''),
    )
    const child = children[index]
    if (!child || child.nodeName.toUpperCase() !== name.toUpperCase()) return undefined
    node = child
  }
  return node.nodeType === 1 ? (node as Element) : undefined
}

/** The byte offset in `html` (UTF-8) just past the LCP element's end, or its start tag's. */
export function lcpEndOffset(html: string, element: LcpElement): number | undefined {
  const dom = new JSDOM(html, { includeNodeLocations: true })
  const found = lcpElementIn(dom.window.document, element)
  if (!found) return undefined
  const location = dom.nodeLocation(found)
  if (!location) return undefined
  // parse5's offsets count UTF-16 code units of the string; a prefix's UTF-8 length is in bytes.
  return Buffer.byteLength(html.slice(0, location.endOffset), 'utf8')
}

/** How many bytes decoding a prefix of a Brotli stream yields, as far as it can get. */
function decodedLengthOf(prefix: Buffer): number {
  try {
    return zlib.brotliDecompressSync(prefix, {
      finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH,
    }).length
  } catch {
    return 0
  }
}

/** The fewest bytes of a Brotli body whose decoding yields at least `decoded` bytes (bisection). */
export function brotliPrefixFor(body: Buffer, decoded: number): number {
  let low = 0
  let high = body.length
  while (low < high) {
    const middle = Math.floor((low + high) / 2)
    if (decodedLengthOf(body.subarray(0, middle)) >= decoded) high = middle
    else low = middle + 1
  }
  return low
}

/** The first round trip of one page, its LCP element as Lighthouse found it. */
export async function firstRoundTripOf(
  url: string,
  element: LcpElement,
): Promise<FirstRoundTrip | undefined> {
  const body = await settledBrotliBody(url)
  const html = zlib.brotliDecompressSync(body)
  const end = lcpEndOffset(html.toString('utf8'), element)
  if (end === undefined) return undefined
  return {
    brotliBytesToLcp: brotliPrefixFor(body, end),
    decodedBytesToLcp: end,
    brotliBytes: body.length,
    decodedBytes: html.length,
    lcpElement: element,
  }
}
