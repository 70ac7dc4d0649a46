/** Sanity's HTTP API over an in-memory dataset (docs/sanity.md); `fault` misbehaves on purpose. */
import { createHash, randomUUID } from 'node:crypto'
import sharp from 'sharp'
import { queryWithSourceMap } from '../../src/adapters/fixtures/content-source-map.ts'
import { throughPerspective, type Perspective } from '../../src/adapters/fixtures/perspectives.ts'
import { applyAction, type Action } from './actions.ts'
import { AssetCdn } from './asset-cdn.ts'
import { DocumentHistory } from './history.ts'
import { DroppedConnection, failure, json, signsInWith } from './answers.ts'
import { listenerResponse, queryParams, runQuery, type TransactionListener } from './listener.ts'
import { RELEASE_NAME } from './releases.ts'
import { datasetSyncTag, liveEventsResponse } from './live-events.ts'
import { mediaTypeOf } from './media-types.ts'
import { LOCAL_EDITOR, StudioApi } from './studio-api.ts'
import { withTextQueryAsMatch } from './text-search.ts'
import {
  PendingTransaction,
  TransactionError,
  type CommittedTransaction,
  type Document,
  type MutationBody,
} from './transactions.ts'

export type { Document }

export type Fault = 'none' | 'slow' | 'server-error' | 'malformed' | 'wrong-shape' | 'drop'

export interface RecordedRequest {
  method: string
  url: URL
  body: string
}

export interface EmulatorOptions {
  documents: Document[]
  dataset: string
  /** Mutations and uploads need `Authorization: Bearer <writeToken>` when set. */
  writeToken?: string
  /** When set, only requests with this token (or the write token) see private documents. */
  readToken?: string
  /** How long a `slow` fault holds each answer (30 s unless told); `slowMs` changes it later. */
  slowMs?: number
  /** The dataset's `images/` and `files/` (e.g. fixtures/production), for a Studio's previews. */
  assetsFolder?: string
}

export class SanityEmulator {
  readonly requests: RecordedRequest[] = []
  fault: Fault = 'none'
  slowMs: number
  /** Called with each request before any fault applies: a test can switch one on at a moment. */
  onRequest: ((request: RecordedRequest) => void) | undefined = undefined
  private documents = new Map<string, Document>()
  private readonly listeners = new Set<TransactionListener>()
  /** How many listeners that hear drafts (with the read token) have subscribed since start. */
  draftListenersOpened = 0
  private readonly studio: StudioApi
  private readonly history = new DocumentHistory()
  private readonly assets: AssetCdn

  private readonly options: EmulatorOptions

  constructor(options: EmulatorOptions) {
    this.options = options
    this.studio = new StudioApi({ dataset: options.dataset, token: options.writeToken })
    this.assets = new AssetCdn(options.dataset, options.assetsFolder)
    this.slowMs = options.slowMs ?? 30_000
    // Every stored document has a revision; a Studio checks it before it publishes.
    for (const document of options.documents)
      this.documents.set(document._id, { _rev: randomUUID(), ...structuredClone(document) })
  }

  all(): Document[] {
    return [...this.documents.values()]
  }

  /** Hears every committed transaction, e.g. to send publish webhooks; returns how to stop. */
  onTransaction(listener: TransactionListener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  async handle(request: Request): Promise<Response> {
    const url = new URL(request.url)
    const bytes = new Uint8Array(await request.arrayBuffer())
    const body = new TextDecoder().decode(bytes)
    const recorded = { method: request.method, url, body }
    this.requests.push(recorded)
    this.onRequest?.(recorded)

    const answeredForTheStudio =
      this.studio.handle(request, url, body) ??
      (await this.assets.handle(url, request.headers.get('accept')))
    if (answeredForTheStudio) return answeredForTheStudio

    const route =
      /^\/v(?:\d{4}-\d{2}-\d{2}|1|X)\/(data\/(query|listen|live\/events|mutate|doc|actions|history)|assets\/(images|files))\/([^/]+)(?:\/(.+))?$/.exec(
        url.pathname,
      )
    if (!route) return failure(404, `No endpoint at ${url.pathname}`)
    const [, , dataOperation, assetKind, dataset, rest] = route
    if (dataset !== this.options.dataset) return failure(404, `Dataset "${dataset}" not found`)

    if (dataOperation !== 'listen' && dataOperation !== 'live/events') {
      const faulty = await this.misbehave()
      if (faulty) return faulty
    }
    switch (dataOperation ?? `assets/${assetKind}`) {
      case 'query':
        return this.query(request.method, url, body, this.mayReadPrivate(request))
      case 'listen':
        return this.listen(url, this.mayReadPrivate(request))
      case 'live/events':
        return this.liveEvents(url, this.mayReadPrivate(request))
      case 'doc':
        return this.doc((rest ?? '').split(',').map(decodeURIComponent))
      case 'mutate':
        return this.authorised(request) ?? (await this.mutate(body, url))
      case 'actions':
        return this.authorised(request) ?? this.act(body)
      case 'history':
        return this.history.handle(rest ?? '', url, (id) => this.documents.get(id))
      default:
        return (
          this.authorised(request) ??
          this.upload(assetKind === 'images' ? 'image' : 'file', url, bytes)
        )
    }
  }

  private async misbehave(): Promise<Response | undefined> {
    switch (this.fault) {
      case 'slow':
        await new Promise((resolve) => setTimeout(resolve, this.slowMs))
        return undefined
      case 'server-error':
        return failure(500, 'The dataset is unavailable')
      case 'malformed':
        return new Response('<html><body>Bad gateway</body></html>', {
          status: 200,
          headers: { 'content-type': 'text/html' },
        })
      case 'wrong-shape':
        return json({ result: { unexpected: true }, ms: 1 })
      case 'drop':
        throw new DroppedConnection('connection dropped on purpose')
      default:
        return undefined
    }
  }

  /** Changes the dataset as an editor would, whatever the fault; listeners hear of it. */
  edit(mutations: Record<string, Document | { id: string }>[]): void {
    this.commit(randomUUID(), (transaction) => mutations.forEach((m) => transaction.apply(m)))
  }

  private async query(method: string, url: URL, body: string, mayReadPrivate: boolean) {
    const asked =
      method === 'POST'
        ? (JSON.parse(body) as { query?: string; params?: Record<string, unknown> | null })
        : { query: url.searchParams.get('query'), params: queryParams(url.searchParams) }
    const { query } = asked
    const params = asked.params ?? {}
    if (!query) return failure(400, 'The query parameter is missing')
    const perspective = perspectiveOf(url.searchParams.get('perspective'))
    if (perspective instanceof Error)
      return json({ error: { type: 'validationError', description: perspective.message } }, 400)
    const visible = this.all().filter((document) => mayReadPrivate || !isPrivate(document._id))
    const dataset = throughPerspective(visible, perspective)
    const sourceMap = url.searchParams.get('resultSourceMap')
    const withSourceMap = sourceMap === 'true' || sourceMap === 'withKeyArraySelector'
    const started = performance.now()
    const syncTags = [datasetSyncTag(this.options.dataset)]
    const groq = withTextQueryAsMatch(query)
    try {
      const { result, resultSourceMap } = withSourceMap
        ? await queryWithSourceMap(groq, params, dataset)
        : { result: await runQuery(groq, params, dataset), resultSourceMap: undefined }
      const ms = Math.round(performance.now() - started)
      return json({ result, resultSourceMap, syncTags, ms })
    } catch (error) {
      const description = (error as Error).message
      return json({ error: { type: 'queryParseError', description, query, start: 0, end: 0 } }, 400)
    }
  }

  private listen(url: URL, mayReadPrivate: boolean): Response {
    return listenerResponse(url, (listener) => {
      if (mayReadPrivate) this.draftListenersOpened++
      return this.onTransaction((transaction) => {
        // Without the read token, a listener hears nothing of drafts and other private documents.
        const heard = mayReadPrivate ? transaction : withoutPrivateDocuments(transaction)
        if (heard) listener(heard)
      })
    })
  }

  /** Live events: drafts count only when asked for with `includeDrafts` by one who may read them. */
  private liveEvents(url: URL, mayReadPrivate: boolean): Response {
    const withDrafts = url.searchParams.get('includeDrafts') === 'true' && mayReadPrivate
    return liveEventsResponse(
      this.options.dataset,
      (listener) => this.onTransaction(listener),
      (transaction) => withDrafts || withoutPrivateDocuments(transaction) !== undefined,
    )
  }

  private doc(ids: string[]): Response {
    const documents = ids.flatMap((id) => this.documents.get(id) ?? [])
    const omitted = ids.flatMap((id) => (this.documents.has(id) ? [] : { id, reason: 'existence' }))
    return json({ documents, omitted })
  }

  private mayReadPrivate(request: Request): boolean {
    const { readToken, writeToken } = this.options
    const tokens = readToken === undefined ? [undefined] : [readToken, writeToken ?? readToken]
    return tokens.some((token) => signsInWith(request, token))
  }

  private authorised(request: Request): Response | undefined {
    return signsInWith(request, this.options.writeToken)
      ? undefined
      : failure(401, 'Session not found')
  }

  private async mutate(body: string, url: URL): Promise<Response> {
    const { mutations = [], transactionId = randomUUID() } = JSON.parse(body) as {
      mutations?: MutationBody[]
      transactionId?: string
    }
    const byId = await this.withQueryDeletesById(mutations).catch((error: Error) => error)
    if (byId instanceof Error)
      return json({ error: { type: 'queryParseError', description: byId.message } }, 400)
    return this.answer(transactionId, (transaction) => byId.forEach((m) => transaction.apply(m)), {
      returnDocuments: url.searchParams.get('returnDocuments') === 'true',
    })
  }

  /** `{ delete: { query } }` deletes every document the query finds, one delete by id each. */
  private async withQueryDeletesById(mutations: MutationBody[]): Promise<MutationBody[]> {
    const expanded = await Promise.all(
      mutations.map(async (mutation) => {
        const target = mutation.delete as { query?: string; params?: Record<string, unknown> }
        if (!target?.query) return [mutation]
        const found = [await runQuery(target.query, target.params ?? {}, this.all())].flat()
        return found.flatMap((document) =>
          document && typeof document === 'object' && '_id' in document
            ? [{ delete: { id: String(document._id) } }]
            : [],
        )
      }),
    )
    return expanded.flat()
  }

  private act(body: string): Response {
    const {
      actions = [],
      transactionId = randomUUID(),
      dryRun = false,
    } = JSON.parse(body) as { actions?: Action[]; transactionId?: string; dryRun?: boolean }
    // The Actions API answers with the transaction id alone; a dry run is checked, never committed.
    return this.answer(
      transactionId,
      (transaction) => actions.forEach((action) => applyAction(transaction, action)),
      { results: false, dryRun },
    )
  }

  /** Commits a transaction and answers as the API does, or with the reason it was refused. */
  private answer(
    transactionId: string,
    build: (transaction: PendingTransaction) => void,
    { returnDocuments = false, results: withResults = true, dryRun = false } = {},
  ): Response {
    try {
      if (dryRun) {
        build(new PendingTransaction(this.documents, transactionId, LOCAL_EDITOR.id))
        return json({ transactionId })
      }
      const { results, changes } = this.commit(transactionId, build)
      if (!withResults) return json({ transactionId })
      const after = new Map(changes.map((change) => [change.id, change.after]))
      return json({
        transactionId,
        results: results.map((result) =>
          returnDocuments ? { ...result, document: after.get(result.id) } : result,
        ),
      })
    } catch (error) {
      if (error instanceof TransactionError) return json(error.body, error.status)
      throw error
    }
  }

  private commit(transactionId: string, build: (transaction: PendingTransaction) => void) {
    const transaction = new PendingTransaction(this.documents, transactionId, LOCAL_EDITOR.id)
    build(transaction)
    const committed = transaction.commit()
    this.history.record(committed)
    for (const listener of this.listeners) listener(committed)
    return committed
  }

  private async upload(kind: 'image' | 'file', url: URL, bytes: Uint8Array): Promise<Response> {
    const content = Buffer.from(bytes)
    const filename = url.searchParams.get('filename') ?? 'upload'
    const extension = (filename.split('.').pop() ?? 'bin').toLowerCase().replace('jpeg', 'jpg')
    const sha1 = createHash('sha1').update(content).digest('hex')
    const { width = 0, height = 0 } = kind === 'image' ? await sharp(content).metadata() : {}
    const size = kind === 'image' ? `-${width}x${height}` : ''
    const id = `${kind}-${sha1}${size}-${extension}`
    this.assets.remember(kind, `${sha1}${size}.${extension}`, content)
    const existing = this.documents.get(id)
    if (existing) return json({ document: existing })
    const document: Document = {
      _id: id,
      _type: `sanity.${kind}Asset`,
      assetId: sha1,
      sha1hash: sha1,
      extension,
      mimeType: mediaTypeOf(extension),
      size: content.length,
      originalFilename: filename,
      ...(kind === 'image'
        ? { metadata: { dimensions: { width, height, aspectRatio: width / height } } }
        : {}),
    }
    this.documents.set(id, document)
    return json({ document })
  }
}

/** Drafts, release versions and documents under a path (ids with a dot) are private. */
const isPrivate = (id: string) => id.includes('.')

/** The transaction as one without the read token sees it, or nothing if it touched only private documents. */
function withoutPrivateDocuments(transaction: CommittedTransaction) {
  const changes = transaction.changes.filter((change) => !isPrivate(change.id))
  if (changes.length === 0) return undefined
  const results = transaction.results.filter((result) => !isPrivate(result.id))
  return { ...transaction, changes, results }
}

/** A perspective by name or a stack (`rSpring,drafts`); anything else is refused, as on Sanity. */
function perspectiveOf(name: string | null): Perspective | Error {
  if (name === null || name === 'raw') return 'raw'
  if (name === 'published' || name === 'drafts') return name
  if (name === 'previewDrafts') return 'drafts'
  const stack = name.split(',')
  const bad = stack.find((layer) => layer === 'raw' || !RELEASE_NAME.test(layer))
  if (bad !== undefined)
    return new Error(
      `Invalid perspective "${name}": "${bad}" is not a release name, drafts or published`,
    )
  return stack
}
