import type { CDPSession, Page } from '@playwright/test'

/** One node of Chromium's accessibility tree: what a screen reader is given, not the DOM. */
export interface AccessibleNode {
  role: string
  name: string
  /** The text within it, as the screen reader reads it (its text nodes' names, joined). */
  text: string
  /** Its states and properties, e.g. `live: 'polite'`, `expanded: true`, `focused: true`. */
  properties: Record<string, unknown>
  /** The role and name of each ancestor, nearest first. */
  ancestors: { role: string; name: string }[]
}

interface RawNode {
  nodeId: string
  ignored: boolean
  role?: { value?: unknown }
  name?: { value?: unknown }
  properties?: { name: string; value: { value?: unknown } }[]
  parentId?: string
  childIds?: string[]
}

/**
 * One DevTools session a page, kept open: closing a session can undo emulation the test set
 * through Playwright (a page taken offline with `context.setOffline` came back online).
 */
const sessions = new WeakMap<Page, Promise<CDPSession>>()

function sessionOf(page: Page): Promise<CDPSession> {
  let session = sessions.get(page)
  if (!session) {
    session = page.context().newCDPSession(page)
    sessions.set(page, session)
  }
  return session
}

/** The whole tree of the page (and its shadow roots), read over the DevTools protocol. */
export async function accessibilityTree(page: Page): Promise<AccessibleNode[]> {
  const session = await sessionOf(page)
  const { nodes } = (await session.send('Accessibility.getFullAXTree')) as { nodes: RawNode[] }
  const byId = new Map(nodes.map((node) => [node.nodeId, node]))
  const role = (node: RawNode) => String(node.role?.value ?? '')
  const name = (node: RawNode) => String(node.name?.value ?? '')
  const text = (node: RawNode): string =>
    role(node) === 'StaticText'
      ? name(node)
      : (node.childIds ?? [])
          .map((id) => byId.get(id))
          .filter((child): child is RawNode => child !== undefined)
          .map(text)
          .join('')
  const ancestors = (node: RawNode) => {
    const chain: { role: string; name: string }[] = []
    for (let up = byId.get(node.parentId ?? ''); up; up = byId.get(up.parentId ?? ''))
      if (!up.ignored) chain.push({ role: role(up), name: name(up) })
    return chain
  }
  return nodes
    .filter((node) => !node.ignored)
    .map((node) => ({
      role: role(node),
      name: name(node),
      text: text(node),
      properties: Object.fromEntries(
        (node.properties ?? []).map((property) => [property.name, property.value.value]),
      ),
      ancestors: ancestors(node),
    }))
}

/** The live regions in the tree (their roots, not the text inside them). */
export async function liveRegions(page: Page): Promise<AccessibleNode[]> {
  return (await accessibilityTree(page)).filter(
    (node) =>
      node.properties.live !== undefined &&
      node.properties.live !== 'off' &&
      !node.ancestors.some((ancestor) => ['status', 'alert', 'log'].includes(ancestor.role)),
  )
}
