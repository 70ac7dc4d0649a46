/** The Actions API: each action becomes the mutations Sanity performs for it. */
import { expectActiveRelease, releaseMutations } from './releases.ts'
import {
  copy,
  expectRevision,
  refused,
  type Document,
  type MutationBody,
  type PendingTransaction,
  unsupported,
} from './transactions.ts'

export type Action = { actionType: string } & Record<string, unknown>

export function applyAction(transaction: PendingTransaction, action: Action): void {
  for (const mutation of mutationsFor(transaction, action)) transaction.apply(mutation)
}

function mutationsFor(transaction: PendingTransaction, action: Action): MutationBody[] {
  const forRelease = releaseMutations(transaction, action)
  if (forRelease) return forRelease
  const publishedId = String(action.publishedId ?? '')
  const draftId = String(action.draftId ?? `drafts.${publishedId}`)
  const get = (id: string) => transaction.get(id)
  switch (action.actionType) {
    case 'sanity.action.document.edit': {
      expectActiveRelease(transaction, draftId)
      const draft = get(draftId)
      const published = get(publishedId)
      if (!draft && !published)
        throw refused(`There is no draft or published document "${publishedId}" to edit`)
      const patch = { ...(action.patch as object), id: draftId }
      return draft ? [{ patch }] : [{ create: copy(published!, draftId) }, { patch }]
    }
    case 'sanity.action.document.create': {
      const attributes = action.attributes as Document
      const id = attributes._id ?? `drafts.${publishedId}`
      const document = { ...attributes, _id: id }
      return [action.ifExists === 'ignore' ? { createIfNotExists: document } : { create: document }]
    }
    case 'sanity.action.document.replaceDraft': {
      const attributes = action.attributes as Document
      return [{ createOrReplace: { ...attributes, _id: `drafts.${publishedId}` } }]
    }
    case 'sanity.action.document.publish': {
      const draft = get(draftId)
      if (!draft) throw refused(`There is no draft "${draftId}" to publish`)
      expectRevision(draft, action.ifDraftRevisionId)
      expectRevision(get(publishedId), action.ifPublishedRevisionId)
      return [{ createOrReplace: copy(draft, publishedId) }, { delete: { id: draftId } }]
    }
    case 'sanity.action.document.unpublish': {
      const published = get(publishedId)
      if (!published) throw refused(`There is no published document "${publishedId}"`)
      const keepDraft = get(draftId) ? [] : [{ create: copy(published, draftId) }]
      return [...keepDraft, { delete: { id: publishedId } }]
    }
    case 'sanity.action.document.discard':
      if (!get(draftId)) throw refused(`There is no draft "${draftId}" to discard`)
      return [{ delete: { id: draftId } }]
    case 'sanity.action.document.delete': {
      const drafts = [`drafts.${publishedId}`, ...((action.includeDrafts as string[]) ?? [])]
      return [...new Set([publishedId, ...drafts])]
        .filter((id) => get(id))
        .map((id) => ({ delete: { id } }))
    }
    case 'sanity.action.document.version.create': {
      const versionId = String(action.versionId ?? (action.document as Document)?._id)
      expectActiveRelease(transaction, versionId)
      const base = action.baseId ? get(String(action.baseId)) : undefined
      if (base) expectRevision(base, action.ifBaseRevisionId)
      const document = (action.document as Document | undefined) ?? (base && copy(base, versionId))
      if (!document) throw refused(`Nothing to create the version "${versionId}" from`)
      return [{ create: { ...document, _id: versionId } }]
    }
    case 'sanity.action.document.version.replace': {
      const document = action.document as Document
      expectActiveRelease(transaction, document._id)
      return [{ createOrReplace: document }]
    }
    case 'sanity.action.document.version.discard': {
      const versionId = String(action.versionId)
      expectActiveRelease(transaction, versionId)
      return get(versionId) ? [{ delete: { id: versionId } }] : []
    }
    case 'sanity.action.document.version.unpublish': {
      const versionId = String(action.versionId)
      expectActiveRelease(transaction, versionId)
      const version = get(versionId) ?? (get(publishedId) && copy(get(publishedId)!, versionId))
      if (!version) throw refused(`There is no published document "${publishedId}" to unpublish`)
      const system = { ...(version._system as object | undefined), delete: true }
      return [{ createOrReplace: { ...version, _system: system } }]
    }
    default:
      throw unsupported(`${action.actionType} actions`)
  }
}
