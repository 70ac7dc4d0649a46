import { createHash } from 'node:crypto'
import { parse, type DefaultTreeAdapterMap } from 'parse5'
import { isFrameworkInlineScript, isFrameworkStylesheet } from './next-protocol.ts'

/*
 * The sha256 hashes of a page's inline scripts and style elements, for the policy that lets it
 * run exactly those. Read with an HTML parser, as the browser reads them. Only what Next.js
 * itself writes is vouched for (next-protocol.ts): any other inline script or style, however it got
 * into a page, gets no hash and the browser ignores it.
 */

export interface InlineHashes {
  scripts: readonly string[]
  styles: readonly string[]
}

type Node = DefaultTreeAdapterMap['node']
type Element = DefaultTreeAdapterMap['element']

/** Script types the browser runs; anything else (JSON-LD, say) is data and needs no hash. */
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module'])

/** A CSP source for an inline script or style of exactly this text. */
export const sha256 = (text: string) =>
  `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`

const attribute = (element: Element, name: string) =>
  element.attrs.find((each) => each.name === name)?.value

const textOf = (element: Element) =>
  element.childNodes.map((child) => ('value' in child ? child.value : '')).join('')

function isVouchedScript(element: Element, text: string): boolean {
  if (element.tagName !== 'script' || attribute(element, 'src') !== undefined) return false
  const type = (attribute(element, 'type') ?? '').trim().toLowerCase()
  return EXECUTABLE_TYPES.has(type) && isFrameworkInlineScript(text)
}

const isVouchedStyle = (element: Element) =>
  element.tagName === 'style' && isFrameworkStylesheet(attribute(element, 'data-href'))

export function inlineHashesOf(html: string): InlineHashes {
  const scripts = new Set<string>()
  const styles = new Set<string>()
  const visit = (node: Node): void => {
    if ('tagName' in node) {
      const text = textOf(node)
      if (isVouchedScript(node, text)) scripts.add(sha256(text))
      if (isVouchedStyle(node)) styles.add(sha256(text))
    }
    if ('childNodes' in node) for (const child of node.childNodes) visit(child)
  }
  visit(parse(html))
  return { scripts: [...scripts], styles: [...styles] }
}
