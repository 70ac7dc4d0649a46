/** Transactions as Sanity commits them: whole or not at all, the transaction id as each `_rev`. */
import { Mutation } from '@sanity/mutator'

export type Document = { _id: string; _type: string } & Record<string, unknown>

/** One mutation as the mutate endpoint takes it: `{ patch: {...} }`, `{ delete: { id } }`, … */
export type MutationBody = Record<string, unknown>

/** A document's state before and after a transaction, and the mutations that changed it. */
export interface DocumentChange {
  id: string
  before: Document | undefined
  after: Document | undefined
  mutations: MutationBody[]
}

export interface CommittedTransaction {
  transactionId: string
  timestamp: string
  identity: string
  changes: DocumentChange[]
  results: { id: string; operation: 'create' | 'update' | 'delete' }[]
}

/** A mutation the API refuses, with the status and error body Sanity answers with. */
export class TransactionError extends Error {
  readonly status: number
  readonly body: { error: { type: string; description: string } }

  constructor(status: number, type: string, description: string) {
    super(description)
    this.status = status
    this.body = { error: { type, description } }
  }
}

/** The mutations of one transaction, applied to a working copy until `commit` stores them. */
export class PendingTransaction {
  private readonly working = new Map<string, Document | undefined>()
  private readonly changes = new Map<string, DocumentChange>()
  private readonly results: CommittedTransaction['results'] = []
  readonly timestamp = new Date().toISOString()
  private readonly documents: Map<string, Document>
  readonly transactionId: string
  private readonly identity: string

  constructor(documents: Map<string, Document>, transactionId: string, identity: string) {
    this.documents = documents
    this.transactionId = transactionId
    this.identity = identity
  }

  get(id: string): Document | undefined {
    return this.working.has(id) ? this.working.get(id) : this.documents.get(id)
  }

  ids(): string[] {
    return [...new Set([...this.documents.keys(), ...this.working.keys()])].filter((id) =>
      this.get(id),
    )
  }

  apply(mutation: MutationBody): void {
    const [[kind, value] = ['', undefined]] = Object.entries(mutation)
    const body = (value ?? {}) as Record<string, unknown>
    const id = String(kind === 'delete' || kind === 'patch' ? body.id : body._id)
    if (!id || id === 'undefined')
      throw new TransactionError(400, 'mutationError', `A ${kind} mutation needs a document id`)
    const before = this.get(id)
    let after: Document | undefined
    switch (kind) {
      case 'createIfNotExists':
        if (before) return void this.results.push({ id, operation: 'update' })
      // falls through
      case 'create':
        if (before)
          throw refused(`The document "${id}" already exists`, 'documentAlreadyExistsError')
      // falls through
      case 'createOrReplace':
        after = { ...(body as Document) }
        break
      case 'delete':
        break
      case 'patch':
        after = this.patch(id, before, body)
        break
      default:
        throw unsupported(`${kind} mutations`, 'mutationError')
    }
    if (after)
      after = {
        ...after,
        _id: id,
        _rev: this.transactionId,
        _createdAt: before?._createdAt ?? after._createdAt ?? this.timestamp,
        _updatedAt: this.timestamp,
      }
    this.working.set(id, after)
    const change = this.changes.get(id) ?? { id, before, after, mutations: [] }
    change.after = after
    change.mutations.push(mutation)
    this.changes.set(id, change)
    this.results.push({ id, operation: !after ? 'delete' : before ? 'update' : 'create' })
  }

  /** Stores every change at once; deleting a strongly referenced published document refuses all. */
  commit(): CommittedTransaction {
    this.refuseDeletingStronglyReferenced()
    for (const [id, document] of this.working) {
      if (document) this.documents.set(id, document)
      else this.documents.delete(id)
    }
    return {
      transactionId: this.transactionId,
      timestamp: this.timestamp,
      identity: this.identity,
      // A document created and deleted in the same transaction changed nothing anyone saw.
      changes: [...this.changes.values()].filter((change) => change.before || change.after),
      results: this.results,
    }
  }

  private refuseDeletingStronglyReferenced() {
    const deleted = [...this.working]
      .filter(([id, document]) => !document && this.documents.has(id) && isPublishedId(id))
      .map(([id]) => id)
    if (deleted.length === 0) return
    const remaining = new Map([...this.documents, ...this.working])
    for (const [referrerId, referrer] of remaining) {
      if (!referrer || !isPublishedId(referrerId)) continue
      const referenced = deleted.find((id) => refersStronglyTo(referrer, id))
      if (referenced)
        throw refused(
          `Document "${referenced}" cannot be deleted as there are references to it from "${referrerId}"`,
          'documentHasExistingReferencesError',
        )
    }
  }

  private patch(id: string, before: Document | undefined, patch: Record<string, unknown>) {
    if (!before)
      throw refused(
        `The document "${id}" does not exist, so it cannot be patched`,
        'documentNotFoundError',
      )
    expectRevision(before, patch.ifRevisionID)
    const { ifRevisionID: _checked, ...operations } = patch
    try {
      return new Mutation({ mutations: [{ patch: { ...operations, id } }] }).apply(before) as
        Document | undefined
    } catch (error) {
      throw new TransactionError(400, 'mutationError', (error as Error).message)
    }
  }
}

/** A request Sanity would carry out and the emulator cannot. */
export function unsupported(what: string, type = 'actionError') {
  return new TransactionError(400, type, `The emulator does not support ${what}`)
}

/** An action or mutation Sanity refuses in the documents' present state. */
export function refused(description: string, type = 'actionError') {
  return new TransactionError(409, type, description)
}

/** Refuses a write whose expected revision (when given) is not the document's. */
export function expectRevision(document: Document | undefined, expected: unknown) {
  if (typeof expected === 'string' && document?._rev !== expected)
    throw refused(
      `The document "${document?._id}" has revision "${String(document?._rev)}", not the expected "${expected}"`,
      'conflictError',
    )
}

/** A document under another id, without the revision and times the store stamps. */
export function copy(document: Document, id: string): Document {
  const { _rev: _revision, _updatedAt: _updated, ...content } = document
  return { ...content, _id: id }
}

const isPublishedId = (id: string) => !id.startsWith('drafts.') && !id.startsWith('versions.')

/** Whether a value holds a reference to the document that is not weak (`_weak: true`). */
function refersStronglyTo(value: unknown, id: string): boolean {
  if (Array.isArray(value)) return value.some((item) => refersStronglyTo(item, id))
  if (typeof value !== 'object' || value === null) return false
  const { _ref, _weak } = value as { _ref?: unknown; _weak?: unknown }
  if (_ref === id && _weak !== true) return true
  return Object.values(value).some((item) => refersStronglyTo(item, id))
}
