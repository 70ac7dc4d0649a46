/**
 * Query perspectives, as Sanity applies them before a query runs: `published` sees no drafts or
 * versions; `drafts` (formerly `previewDrafts`) sees each document as its draft where one exists,
 * under the published id, with the id it is stored under in `_originalId`, which is how a
 * Studio's document list shows unpublished changes; `raw` sees every stored document. Release
 * perspectives (a list of release names) are read as `drafts`: the emulator has no releases.
 */
import type { Document } from './transactions.ts'

const DRAFTS = 'drafts.'

export function documentsInPerspective(documents: Document[], perspective: string | null) {
  switch (perspective) {
    case null:
    case 'raw':
      return documents
    case 'published':
      return documents.filter((document) => !isDraftOrVersion(document._id))
    default:
      return withDraftsOverPublished(documents)
  }
}

function withDraftsOverPublished(documents: Document[]): Document[] {
  const seen = new Map<string, Document>()
  for (const document of documents) {
    if (document._id.startsWith('versions.')) continue
    const draft = document._id.startsWith(DRAFTS)
    const id = draft ? document._id.slice(DRAFTS.length) : document._id
    if (draft || !seen.has(id)) seen.set(id, { ...document, _id: id, _originalId: document._id })
  }
  return [...seen.values()]
}

function isDraftOrVersion(id: string): boolean {
  return id.startsWith(DRAFTS) || id.startsWith('versions.')
}
