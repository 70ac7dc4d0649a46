import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { holdResponse } from './held-response.ts'
import type { RecentDocument } from './recent-documents.ts'

/**
 * Compresses each version of a document once. A prerendered page is the same bytes for every
 * visitor until it is regenerated, and its ETag says which version it is, so its gzip and Brotli
 * forms are kept by ETag and sent as they are: compressing ~100 KB of HTML anew costs more CPU
 * than everything else the server does for the request. The build's scripts and style sheets are
 * kept the same way, by their path: their names change with their content, and Brotli at its
 * best makes them a seventh smaller than the gzip a streaming compressor can afford, which a
 * phone on a slow network waits for before the page responds. The first answer of a version is
 * compressed quickly; the smallest form (Brotli's and gzip's best) replaces it in the
 * background. Other responses (streams, private or uncached answers, images and fonts) are left
 * to the front's streaming compression.
 */

export type Encoding = 'br' | 'gzip'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

const brotliAt = (quality: number) => (body: Buffer) =>
  brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  })
const gzipAt = (level: number) => (body: Buffer) => gzip(body, { level })

/** Quick enough for a visitor to wait on, and the best, done while no one waits. */
const ENCODERS: Record<
  Encoding,
  { quick(body: Buffer): Promise<Buffer>; best(body: Buffer): Promise<Buffer> }
> = {
  br: { quick: brotliAt(5), best: brotliAt(11) },
  gzip: { quick: gzipAt(6), best: gzipAt(9) },
}

/** Documents larger than this are streamed and compressed as they go. */
const LARGEST_KEPT = 1024 * 1024
/** Every version of every page of the site, many times over; the oldest go first. */
const KEPT_BYTES_MAX = 32 * 1024 * 1024

export class EncodedDocuments {
  private readonly kept = new Map<string, Buffer>()
  private readonly pending = new Map<string, Promise<Buffer>>()
  private keptBytes = 0

  /** The bytes in `encoding`, compressed at most once per version (`version` names it). */
  encode(version: string, encoding: Encoding, body: Buffer): Promise<Buffer> {
    const key = `${version} ${encoding}`
    const kept = this.kept.get(key)
    if (kept) return Promise.resolve(kept)
    const underway = this.pending.get(key)
    if (underway) return underway
    const encoder = ENCODERS[encoding]
    const quick = encoder.quick(body).then((encoded) => {
      this.keep(key, encoded)
      this.pending.delete(key)
      // The smallest form for everyone after; a failure leaves the quick one in place.
      encoder.best(body).then(
        (smallest) => this.kept.has(key) && this.keep(key, smallest),
        () => {},
      )
      return encoded
    })
    quick.catch(() => this.pending.delete(key))
    this.pending.set(key, quick)
    return quick
  }

  private keep(key: string, encoded: Buffer) {
    this.keptBytes -= this.kept.get(key)?.length ?? 0
    this.kept.delete(key)
    this.kept.set(key, encoded)
    this.keptBytes += encoded.length
    for (const [oldest, bytes] of this.kept) {
      if (this.keptBytes <= KEPT_BYTES_MAX) break
      this.kept.delete(oldest)
      this.keptBytes -= bytes.length
    }
  }
}

/** The encoding a client asks for, Brotli first; none when it accepts neither. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Map<string, number>()
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';')
    const quality = parameters
      .map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1])
      .find((value) => value !== undefined)
    accepted.set(name, quality === undefined ? 1 : Number(quality))
  }
  const acceptable = (name: Encoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
  return (['br', 'gzip'] as const).find(acceptable)
}

/** A Vary header that names Accept-Encoding, keeping what the framework listed. */
const withAcceptEncoding = (vary: string) =>
  /\baccept-encoding\b/i.test(vary) ? vary : vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding'

/** Where the build's files are served: each name is that file's version. */
const BUILD_FILES = '/_next/static/'
/** Build files worth compressing: fonts and images come compressed already. */
const COMPRESSIBLE_FILE = /^(?:text\/(?:css|javascript)|application\/(?:javascript|json))\b/i

/** A prerendered page's version is its ETag: the framework's hash of the page. */
const documentVersion = (response: ServerResponse) => String(response.getHeader('etag') ?? '')

/** Which version of what a response is, when it is the same bytes for anyone who asks. */
interface SharedVersion {
  /** Names the version among everything kept. */
  key: string
  /** A page, rather than a build file: the front's recent documents keep it too. */
  document: boolean
}

/**
 * A whole, public, versioned answer: a prerendered page (by its ETag) or a build file (by its
 * path and ETag).
 */
function sharedVersion(
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
  if (/^text\/html\b/i.test(header('content-type')))
    return { key: documentVersion(response), document: true }
  const path = request.url?.split('?')[0] ?? ''
  if (path.startsWith(BUILD_FILES) && COMPRESSIBLE_FILE.test(header('content-type')))
    return { key: `${path} ${header('etag')}`, document: false }
  return undefined
}

/**
 * Sends a shared document or build file compressed from `documents`, and hands a document as
 * written to `keep` (the front's recent documents); anything else goes by untouched.
 */
export function sendEncodedDocument(
  request: IncomingMessage,
  response: ServerResponse,
  documents: EncodedDocuments,
  keep?: (headers: OutgoingHttpHeaders, body: Buffer) => void,
): void {
  const encoding = preferredEncoding(request.headers['accept-encoding'])
  if (!encoding && !keep) return
  let version: SharedVersion | undefined
  holdResponse(response, {
    hold(held) {
      version = sharedVersion(request, held)
      // A build file is held only to be compressed.
      return version !== undefined && (version.document || encoding !== undefined)
    },
    async release(held, body) {
      if (!version || body.length === 0 || body.length > LARGEST_KEPT) return body
      if (version.document) keep?.(held.getHeaders(), body)
      return sendAs(held, encoding, body, documents, version.key)
    },
  })
}

/** Answers with a document kept a moment ago, in the encoding the client asks for. */
export async function sendRecentDocument(
  request: IncomingMessage,
  response: ServerResponse,
  document: RecentDocument,
  documents: EncodedDocuments,
): Promise<void> {
  for (const [name, value] of Object.entries(document.headers))
    if (value !== undefined) response.setHeader(name, value)
  const encoding = preferredEncoding(request.headers['accept-encoding'])
  // Should compressing fail, the document goes as it is rather than not at all.
  const key = documentVersion(response)
  const body = await sendAs(response, encoding, document.body, documents, key).catch(() =>
    sendAs(response, undefined, document.body, documents, key),
  )
  response.end(body)
}

/**
 * The bytes of the version `key` names in `encoding` (as they are without one), with the headers
 * that say so.
 */
async function sendAs(
  response: ServerResponse,
  encoding: Encoding | undefined,
  body: Buffer,
  documents: EncodedDocuments,
  key: string,
): Promise<Buffer> {
  const sent = encoding ? await documents.encode(key, encoding, body) : body
  if (encoding) response.setHeader('Content-Encoding', encoding)
  response.setHeader('Content-Length', sent.length)
  response.setHeader('Vary', withAcceptEncoding(String(response.getHeader('vary') ?? '')))
  return sent
}
