import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

/**
 * Everything the front keeps of the answers it gave, in one place: for each address (a page's
 * path, or a build file's), the version last answered there and what the front made of it — its
 * compressed forms, its Content-Security-Policy, and the document as it was sent, which the front
 * may send again for a moment (see recent-documents.ts).
 *
 * One key scheme (the path, without its query), one byte bound over all of it (the addresses
 * used longest ago go first), and one way to drop what a publish made out of date: `forget`,
 * with the routes the publish invalidated (see invalidation-signal.ts). A new version at an
 * address replaces everything kept of the old one. Only answers that are the same for everyone
 * are kept: editors' drafts and other private answers pass by.
 */

export type Encoding = 'br' | 'gzip'

/** Where the build's files are served: each name is that file's version. */
const BUILD_FILES = '/_next/static/'
/** Build files worth compressing: fonts and images come compressed already. */
const COMPRESSIBLE_FILE = /^(?:text\/(?:css|javascript)|application\/(?:javascript|json))\b/i

/** What an answer the store may keep is, and where. */
export interface SharedVersion {
  /** The address: the request's path, without its query. */
  path: string
  /** The framework's ETag: a prerendered page's hash, a build file's size and time. */
  version: string
  /** A page, rather than a build file. */
  document: boolean
}

/**
 * Which version of what a response is, when it is the same bytes for anyone who asks: a
 * prerendered page or a compressible build file, whole, public and versioned.
 */
export function sharedVersionOf(
  request: IncomingMessage,
  response: ServerResponse,
): SharedVersion | undefined {
  const header = (name: string) => String(response.getHeader(name) ?? '')
  const shared =
    request.method === 'GET' &&
    response.statusCode === 200 &&
    header('etag') !== '' &&
    header('content-encoding') === '' &&
    !response.hasHeader('set-cookie') &&
    !/\b(?:private|no-store)\b/i.test(header('cache-control'))
  if (!shared) return undefined
  const path = request.url?.split('?')[0] ?? ''
  const version = header('etag')
  if (/^text\/html\b/i.test(header('content-type'))) return { path, version, document: true }
  if (path.startsWith(BUILD_FILES) && COMPRESSIBLE_FILE.test(header('content-type')))
    return { path, version, document: false }
  return undefined
}

/** A document as it was sent, kept to be sent again. */
export interface KeptDocument {
  readonly headers: OutgoingHttpHeaders
  readonly body: Buffer
}

interface Entry {
  version: string
  encoded: Map<Encoding, Buffer>
  pending: Map<Encoding, Promise<Buffer>>
  policy?: string
  document?: KeptDocument & { keptAt: number }
  bytes: number
}

/** Every version of every page and build file of the site, many times over. */
export const KEPT_BYTES_MAX = 32 * 1024 * 1024

/** Headers the framework's next answer will decide again; a kept document's own length goes. */
const NOT_KEPT = new Set(['content-length', 'content-encoding', 'transfer-encoding'])

export interface DocumentStoreOptions {
  maxBytes?: number
  now?: () => number
}

export class DocumentStore {
  private readonly entries = new Map<string, Entry>()
  private bytes = 0
  /** Counts the times anything was forgotten: a keeper taken before then keeps nothing. */
  private generation = 0
  private readonly maxBytes: number
  private readonly now: () => number

  constructor({
    maxBytes = KEPT_BYTES_MAX,
    now = () => performance.now(),
  }: DocumentStoreOptions = {}) {
    this.maxBytes = maxBytes
    this.now = now
  }

  /**
   * The bytes of `version` at `path` in `encoding`, made by `quick` at most once per version (a
   * second request waits for the first's rather than start its own), and replaced by `best`'s
   * smaller bytes once they are ready, while no one waits; a failure of `best` keeps `quick`'s.
   */
  encoded(
    path: string,
    version: string,
    encoding: Encoding,
    quick: () => Promise<Buffer>,
    best: () => Promise<Buffer>,
  ): Promise<Buffer> {
    const entry = this.entryFor(path, version)
    const kept = entry.encoded.get(encoding)
    if (kept) return Promise.resolve(kept)
    const underway = entry.pending.get(encoding)
    if (underway) return underway
    const made = quick().then(
      (bytes) => {
        entry.pending.delete(encoding)
        this.replaceEncoded(path, version, encoding, bytes)
        best().then(
          (smallest) => this.replaceEncoded(path, version, encoding, smallest),
          () => {},
        )
        return bytes
      },
      (error: unknown) => {
        entry.pending.delete(encoding)
        throw error
      },
    )
    entry.pending.set(encoding, made)
    return made
  }

  /** Puts `bytes` in place of those kept for `version` at `path`, if that version is kept. */
  private replaceEncoded(path: string, version: string, encoding: Encoding, bytes: Buffer): void {
    const entry = this.entries.get(path)
    if (entry?.version !== version) return
    this.resize(entry, bytes.length - (entry.encoded.get(encoding)?.length ?? 0))
    entry.encoded.set(encoding, bytes)
    this.bound()
  }

  /** The policy made for `version` of the document at `path`, if it is still kept. */
  policy(path: string, version: string): string | undefined {
    const entry = this.entries.get(path)
    return entry?.version === version ? entry.policy : undefined
  }

  keepPolicy(path: string, version: string, policy: string): void {
    const entry = this.entryFor(path, version)
    this.resize(entry, policy.length - (entry.policy?.length ?? 0))
    entry.policy = policy
    this.bound()
  }

  /** The document last kept at `path`, if it was kept less than `forMs` ago. */
  document(path: string, forMs: number): KeptDocument | undefined {
    const document = this.entries.get(path)?.document
    if (!document || this.now() - document.keptAt >= forMs) return undefined
    return document
  }

  /**
   * A keeper for one request's document, taken as the request arrives: a document that was
   * underway while its route was forgotten may be from before a publish, and is not kept.
   */
  keeperFor(path: string): (version: string, headers: OutgoingHttpHeaders, body: Buffer) => void {
    const generation = this.generation
    return (version, headers, body) => {
      if (generation !== this.generation) return
      const entry = this.entryFor(path, version)
      const kept = Object.fromEntries(
        Object.entries(headers).filter(([name]) => !NOT_KEPT.has(name.toLowerCase())),
      )
      this.resize(entry, body.length - (entry.document?.body.length ?? 0))
      entry.document = { headers: kept, body, keptAt: this.now() }
      this.bound()
    }
  }

  /** After a publish: everything kept of these routes goes, and answers underway are not kept. */
  forget(routes: readonly string[]): void {
    this.generation += 1
    for (const route of routes) {
      const entry = this.entries.get(route)
      if (!entry) continue
      this.bytes -= entry.bytes
      this.entries.delete(route)
    }
  }

  /** The bytes kept, for the bound's tests. */
  get keptBytes(): number {
    return this.bytes
  }

  /** The entry of `version` at `path`, made anew when the version is new; now the most recent. */
  private entryFor(path: string, version: string): Entry {
    let entry = this.entries.get(path)
    if (entry?.version !== version) {
      if (entry) this.bytes -= entry.bytes
      entry = { version, encoded: new Map(), pending: new Map(), bytes: 0 }
    }
    this.entries.delete(path)
    this.entries.set(path, entry)
    return entry
  }

  private resize(entry: Entry, by: number) {
    entry.bytes += by
    this.bytes += by
  }

  /** Drops the addresses used longest ago until everything fits. */
  private bound() {
    for (const [path, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break
      this.entries.delete(path)
      this.bytes -= entry.bytes
    }
  }
}
