import zlib from 'node:zlib'
import { JSDOM } from 'jsdom'
import { brotliBest, decoded } from './brotli.ts'
import { get } from './html.ts'
import type { LcpElement } from './lighthouse.ts'

/** How much of the document, as Brotli, a browser must receive to have the LCP element whole. */
export interface FirstRoundTrip {
  /** Brotli bytes of the body, as sent, needed to decode the document up to the LCP element's end. */
  brotliBytesToLcp: number
  decodedBytesToLcp: number
  brotliBytes: number
  decodedBytes: number
  lcpElement: LcpElement
}

/** The document as Brotli at its best: as the twin sends it, else compressed here as an edge would. */
export async function brotliBodyOf(url: string): Promise<Buffer> {
  const { status, encoding, body } = await get(url, { 'accept-encoding': 'br' })
  if (status !== 200) throw new Error(`${url} answered ${status}, not 200`)
  if (encoding === 'br') return body
  if (!['gzip', 'identity'].includes(encoding))
    throw new Error(`${url} answered in ${encoding}, which the bench cannot read`)
  return brotliBest(decoded(body, encoding))
}

const tagOf = (snippet: string | undefined) => /^<([a-z][\w-]*)/i.exec(snippet ?? '')?.[1]

/** The LCP element in the served document: by its path, else its selector, else its start tag. */
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
  if (!tag || !element.snippet) return undefined
  const startTag = element.snippet.replace(/…"?>?$/, '')
  return [...document.getElementsByTagName(tag)].find((candidate) =>
    (candidate.cloneNode(false) as Element).outerHTML.startsWith(startTag),
  )
}

/** The element at a Lighthouse path (`1,HTML,1,BODY,0,DIV`), if the document has one there. */
function elementAtPath(document: Document, path: string | undefined): Element | undefined {
  const steps = path?.split(',') ?? []
  let node: Node = document
  for (let i = 0; i + 1 < steps.length; i += 2) {
    const children = [...node.childNodes].filter(
      (child) => !(child.nodeType === 3 && (child.nodeValue ?? '').trim() === ''),
    )
    const child = children[Number(steps[i])]
    if (child?.nodeName.toUpperCase() !== steps[i + 1]!.toUpperCase()) return undefined
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

export async function firstRoundTripOf(
  url: string,
  element: LcpElement,
): Promise<FirstRoundTrip | undefined> {
  const body = await brotliBodyOf(url)
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
