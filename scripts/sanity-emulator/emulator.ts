/**
 * A stand-in for Sanity's HTTP API, over an in-memory dataset: queries are evaluated with
 * groq-js, the listener streams mutations as server-sent events, mutations and asset uploads
 * change the dataset. It answers the requests @sanity/client makes, so the site, the import
 * command and the contract tests can run against it with no network:
 *
 *   GET|POST /v{version}/data/query/{dataset}
 *   GET      /v{version}/data/listen/{dataset}
 *   GET      /v{version}/data/doc/{dataset}/{ids}
 *   POST     /v{version}/data/mutate/{dataset}
 *   POST     /v{version}/assets/images/{dataset}, /v{version}/assets/files/{dataset}
 *
 * Queries honour `perspective` as the hosted API does (`published`, `drafts` — also under its
 * old name `previewDrafts` — or `raw`, which is also what a query without one gets here), and
 * `resultSourceMap`, answering with a Content Source Map (for strings copied from documents; see
 * src/adapters/fixtures/content-source-map.ts). With a `readToken`, drafts and other private
 * documents (ids with a dot) are hidden from queries and listeners without a token, as they are
 * from anonymous requests to the hosted API.
 *
 * `fault` makes it misbehave on purpose (slow, 500s, malformed or wrong-shaped answers, dropped
 * connections) for resilience tests.
 */
import { createHash, randomUUID } from 'node:crypto'
import { evaluate, parse } from 'groq-js'
import sharp from 'sharp'
import { queryWithSourceMap } from '../../src/adapters/fixtures/content-source-map.ts'
import { throughPerspective, type Perspective } from '../../src/adapters/fixtures/perspectives.ts'

export type Document = { _id: string; _type: string } & Record<string, unknown>

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
  /**
   * When set, only requests with `Authorization: Bearer <readToken>` (or the write token) see
   * drafts and other private documents.
   */
  readToken?: string
  /** How long a `slow` fault holds each answer (30 s unless told); `slowMs` changes it later. */
  slowMs?: number
}

/** The error a dropped connection turns into; the HTTP server destroys the socket. */
export class DroppedConnection extends Error {}

const MIME: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  json: 'application/json',
  mp4: 'video/mp4',
  vtt: 'text/vtt',
}

export class SanityEmulator {
  readonly requests: RecordedRequest[] = []
  fault: Fault = 'none'
  /** How long a `slow` fault holds each answer that arrives while it is on. */
  slowMs: number
  /**
   * Called with each request as it arrives, before any fault applies: a test can switch a fault
   * on at an exact moment, e.g. between two queries of the same client.
   */
  onRequest: ((request: RecordedRequest) => void) | undefined = undefined
  private documents = new Map<string, Document>()
  private readonly listeners = new Set<
    (document: Document, id: string, transactionId: string) => void
  >()

  private readonly options: EmulatorOptions

  constructor(options: EmulatorOptions) {
    this.options = options
    this.slowMs = options.slowMs ?? 30_000
    for (const document of options.documents)
      this.documents.set(document._id, structuredClone(document))
  }

  /** The dataset as it is now. */
  all(): Document[] {
    return [...this.documents.values()]
  }

  async handle(request: Request): Promise<Response> {
    const url = new URL(request.url)
    const bytes =
      request.method === 'GET' || request.method === 'HEAD'
        ? new Uint8Array()
        : new Uint8Array(await request.arrayBuffer())
    const body = new TextDecoder().decode(bytes)
    const recorded = { method: request.method, url, body }
    this.requests.push(recorded)
    this.onRequest?.(recorded)

    const route =
      /^\/v(?:\d{4}-\d{2}-\d{2}|1|X)\/(data\/(query|listen|mutate|doc)|assets\/(images|files))\/([^/]+)(?:\/(.+))?$/.exec(
        url.pathname,
      )
    if (!route) return json({ error: 'Not found', message: `No endpoint at ${url.pathname}` }, 404)
    const [, , dataOperation, assetKind, dataset, rest] = route
    if (dataset !== this.options.dataset) {
      return json({ error: 'Not found', message: `Dataset "${dataset}" not found` }, 404)
    }

    if (dataOperation !== 'listen') {
      const faulty = await this.misbehave()
      if (faulty) return faulty
    }
    switch (dataOperation ?? `assets/${assetKind}`) {
      case 'query':
        return this.query(request.method, url, body, this.mayReadPrivate(request))
      case 'listen':
        return this.listen(url, this.mayReadPrivate(request))
      case 'doc':
        return json({
          documents: (rest ?? '').split(',').flatMap((id) => this.documents.get(id) ?? []),
        })
      case 'mutate':
        return this.authorised(request) ?? this.mutate(body)
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
        return json({ error: 'Internal Server Error', message: 'The dataset is unavailable' }, 500)
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

  /**
   * Changes the dataset as an editor would in the studio, whatever fault the API shows the site:
   * the same mutations as `POST /data/mutate`, and listeners hear of them.
   */
  edit(mutations: Record<string, Document | { id: string }>[]): void {
    this.mutate(JSON.stringify({ mutations }))
  }

  private async query(
    method: string,
    url: URL,
    body: string,
    mayReadPrivate: boolean,
  ): Promise<Response> {
    let query: string | null
    let params: Record<string, unknown> = {}
    if (method === 'POST') {
      const parsed = JSON.parse(body) as { query?: string; params?: Record<string, unknown> }
      query = parsed.query ?? null
      params = parsed.params ?? {}
    } else {
      query = url.searchParams.get('query')
      for (const [name, value] of url.searchParams) {
        if (name.startsWith('$')) params[name.slice(1)] = JSON.parse(value)
      }
    }
    if (!query)
      return json({ error: 'Bad Request', message: 'The query parameter is missing' }, 400)
    const visible = this.all().filter((document) => mayReadPrivate || !isPrivate(document._id))
    const dataset = throughPerspective(visible, perspectiveOf(url.searchParams.get('perspective')))
    const withSourceMap = ['true', 'withKeyArraySelector'].includes(
      url.searchParams.get('resultSourceMap') ?? '',
    )
    const started = performance.now()
    try {
      if (withSourceMap) {
        const { result, resultSourceMap } = await queryWithSourceMap(query, params, dataset)
        return json({ result, resultSourceMap, ms: Math.round(performance.now() - started) })
      }
      const result = await (await evaluate(parse(query, { params }), { dataset, params })).get()
      return json({ result, ms: Math.round(performance.now() - started) })
    } catch (error) {
      return json(
        {
          error: {
            type: 'queryParseError',
            description: (error as Error).message,
            query,
            start: 0,
            end: 0,
          },
        },
        400,
      )
    }
  }

  private listen(url: URL, mayReadPrivate: boolean): Response {
    const filter = url.searchParams.get('query') ?? '*'
    const encoder = new TextEncoder()
    let stop = () => {}
    const stream = new ReadableStream<Uint8Array>({
      start: (controller) => {
        const send = (event: string, data: unknown) =>
          controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`))
        send('welcome', { listenerName: randomUUID() })
        const listener = (document: Document, id: string, transactionId: string) => {
          if (!mayReadPrivate && isPrivate(id)) return
          void matches(filter, document).then((match) => {
            if (match)
              send('mutation', {
                documentId: id,
                transactionId,
                transition: 'update',
                visibility: 'query',
              })
          })
        }
        this.listeners.add(listener)
        stop = () => this.listeners.delete(listener)
      },
      cancel: () => stop(),
    })
    return new Response(stream, { headers: { 'content-type': 'text/event-stream' } })
  }

  /** Whether the request may see drafts and other private documents. */
  private mayReadPrivate(request: Request): boolean {
    const { readToken, writeToken } = this.options
    if (readToken === undefined) return true
    const given = request.headers.get('authorization')
    return (
      given === `Bearer ${readToken}` ||
      (writeToken !== undefined && given === `Bearer ${writeToken}`)
    )
  }

  private authorised(request: Request): Response | undefined {
    const token = this.options.writeToken
    if (token === undefined || request.headers.get('authorization') === `Bearer ${token}`)
      return undefined
    return json({ error: 'Unauthorized', message: 'Session not found' }, 401)
  }

  private mutate(body: string): Response {
    const { mutations = [], transactionId = randomUUID() } = JSON.parse(body) as {
      mutations?: Record<string, Document | { id: string }>[]
      transactionId?: string
    }
    const results = mutations.map((mutation) => this.apply(mutation))
    for (const { id } of results) {
      const document = this.documents.get(id) ?? ({ _id: id, _type: 'deleted' } as Document)
      for (const listener of this.listeners) listener(document, id, transactionId)
    }
    return json({ transactionId, results })
  }

  private apply(mutation: Record<string, Document | { id: string }>): {
    id: string
    operation: string
  } {
    const [[kind, value] = ['', {}]] = Object.entries(mutation)
    const now = new Date().toISOString()
    const stamp = (document: Document) => ({ ...document, _rev: randomUUID(), _updatedAt: now })
    switch (kind) {
      case 'createOrReplace':
      case 'create':
      case 'createIfNotExists': {
        const document = value as Document
        const exists = this.documents.has(document._id)
        if (kind === 'create' && exists) throw new Error(`Document ${document._id} already exists`)
        if (!(kind === 'createIfNotExists' && exists))
          this.documents.set(document._id, stamp(document))
        return { id: document._id, operation: exists ? 'update' : 'create' }
      }
      case 'delete': {
        const { id } = value as { id: string }
        this.documents.delete(id)
        return { id, operation: 'delete' }
      }
      default:
        throw new Error(`The emulator does not support ${kind} mutations`)
    }
  }

  private async upload(kind: 'image' | 'file', url: URL, bytes: Uint8Array): Promise<Response> {
    const content = Buffer.from(bytes)
    const filename = url.searchParams.get('filename') ?? 'upload'
    const extension = (filename.split('.').pop() ?? 'bin').toLowerCase().replace('jpeg', 'jpg')
    const sha1 = createHash('sha1').update(content).digest('hex')
    let id = `file-${sha1}-${extension}`
    let metadata: Record<string, unknown> | undefined
    if (kind === 'image') {
      const { width = 0, height = 0 } = await sharp(content).metadata()
      id = `image-${sha1}-${width}x${height}-${extension}`
      metadata = { dimensions: { width, height, aspectRatio: width / height } }
    }
    const existing = this.documents.get(id)
    if (existing) return json({ document: existing })
    const document: Document = {
      _id: id,
      _type: kind === 'image' ? 'sanity.imageAsset' : 'sanity.fileAsset',
      assetId: sha1,
      sha1hash: sha1,
      extension,
      mimeType: MIME[extension] ?? 'application/octet-stream',
      size: content.length,
      originalFilename: filename,
      ...(metadata ? { metadata } : {}),
    }
    this.documents.set(id, document)
    return json({ document })
  }
}

/** Drafts, release versions and documents under a path (ids with a dot) are private. */
const isPrivate = (id: string) => id.includes('.')

function perspectiveOf(name: string | null): Perspective {
  if (name === 'published') return 'published'
  if (name === 'drafts' || name === 'previewDrafts') return 'drafts'
  return 'raw'
}

async function matches(filter: string, document: Document): Promise<boolean> {
  try {
    const result = await (await evaluate(parse(filter), { dataset: [document] })).get()
    return Array.isArray(result) && result.length > 0
  } catch {
    return false
  }
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  })
}
