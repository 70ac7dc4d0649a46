import { getPublishedId } from '@sanity/client/csm'
import { actor, isEmptyActor, listeners } from '@sanity/visual-editing/optimistic'

/*
 * Drag-and-drop in the Presentation tool: the overlay turns a dropped section into a mutation
 * of the page's draft, which reaches the page again only once the Studio has saved it and the
 * server has rendered the draft (live content, a second or so). Meanwhile the page shows the
 * order the editor asked for, from the optimistic document the overlay keeps.
 *
 * The page is a server render, so this moves its section boxes (PageSections' `data-section-key`)
 * rather than re-rendering them; when the server's render arrives, React reconciles its keyed
 * sections into the same order. Sections added or removed are left to that render.
 */

/** Follows the editor's edits from the moment the overlay is ready for them; returns a stop. */
export function followOptimisticSectionOrder(): () => void {
  let subscription: { unsubscribe(): void } | undefined
  const follow = () => {
    subscription?.unsubscribe()
    subscription = isEmptyActor(actor)
      ? undefined
      : actor.on('rebased.local', (event) => showSectionOrder(event.id, event.document))
  }
  listeners.add(follow)
  follow()
  return () => {
    listeners.delete(follow)
    subscription?.unsubscribe()
  }
}

/**
 * Puts the sections of the page showing `documentId` in the order of `document.sections`; does
 * nothing when the document is not shown here, or names other sections than the page shows.
 */
export function showSectionOrder(
  documentId: string,
  document: unknown,
  root: ParentNode = window.document,
): void {
  const keys = sectionKeys(document)
  const id = getPublishedId(documentId)
  const page = [...root.querySelectorAll<HTMLElement>('[data-edited-document]')].find(
    (element) => element.dataset.editedDocument === id,
  )
  if (!keys || !page) return
  const shown = [...page.children].filter(
    (child): child is HTMLElement =>
      child instanceof HTMLElement && child.dataset.sectionKey !== undefined,
  )
  const byKey = new Map(shown.map((box) => [box.dataset.sectionKey!, box]))
  const wanted = keys.flatMap((key) => byKey.get(key) ?? [])
  const sameSections =
    keys.length === shown.length &&
    wanted.length === shown.length &&
    new Set(wanted).size === shown.length
  if (!sameSections || wanted.every((box, index) => box === shown[index])) return
  // After the page's own sections come the site's closing ones: they stay last.
  const closing = shown.at(-1)!.nextSibling
  for (const box of wanted) page.insertBefore(box, closing)
}

function sectionKeys(document: unknown): string[] | undefined {
  const sections = (document as { sections?: unknown } | null | undefined)?.sections
  if (!Array.isArray(sections)) return undefined
  return sections.map((section) => String((section as { _key?: unknown } | null)?._key))
}
