import type { IncomingMessage, ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import {
  sharedVersionOf,
  type DocumentStore,
  type Encoding,
  type KeptDocument,
  type SharedVersion,
} from './document-store.ts'
import { holdResponse } from './held-response.ts'

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
 * to the front's streaming compression. A document arrives here with its scripts already asked for
 * after its content (scripts-after-content.ts).
 */

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

/** The bytes of a version in `encoding`, compressed once into the store. */
function encodedOnce(
  store: DocumentStore,
  { path, version }: SharedVersion,
  encoding: Encoding,
  body: Buffer,
): Promise<Buffer> {
  const { quick, best } = ENCODERS[encoding]
  return store.encoded(
    path,
    version,
    encoding,
    () => quick(body),
    () => best(body),
  )
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

/**
 * Sends a shared document or build file compressed from the store, and hands a document as sent
 * to `keep` (the front's recent documents); anything else goes by untouched.
 */
export function sendEncodedDocument(
  request: IncomingMessage,
  response: ServerResponse,
  store: DocumentStore,
  keep?: ReturnType<DocumentStore['keeperFor']>,
): void {
  const encoding = preferredEncoding(request.headers['accept-encoding'])
  if (!encoding && !keep) return
  let version: SharedVersion | undefined
  holdResponse(response, {
    hold(held) {
      version = sharedVersionOf(request, held)
      // A build file is held only to be compressed.
      return version !== undefined && (version.document || encoding !== undefined)
    },
    async release(held, written) {
      if (!version || written.length === 0 || written.length > LARGEST_KEPT) return written
      if (version.document) keep?.(version.version, held.getHeaders(), written)
      return sendAs(held, encoding, written, store, version)
    },
  })
}

/** Answers with a document kept a moment ago at `path`, in the encoding the client asks for. */
export async function sendRecentDocument(
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
  document: KeptDocument,
  store: DocumentStore,
): Promise<void> {
  for (const [name, value] of Object.entries(document.headers))
    if (value !== undefined) response.setHeader(name, value)
  const encoding = preferredEncoding(request.headers['accept-encoding'])
  const version = { path, version: String(response.getHeader('etag') ?? ''), document: true }
  // Should compressing fail, the document goes as it is rather than not at all.
  const body = await sendAs(response, encoding, document.body, store, version).catch(() =>
    sendAs(response, undefined, document.body, store, version),
  )
  response.end(body)
}

/**
 * The bytes of `version` in `encoding` (as they are without one), with the headers that say so.
 */
async function sendAs(
  response: ServerResponse,
  encoding: Encoding | undefined,
  body: Buffer,
  store: DocumentStore,
  version: SharedVersion,
): Promise<Buffer> {
  const sent = encoding ? await encodedOnce(store, version, encoding, body) : body
  if (encoding) response.setHeader('Content-Encoding', encoding)
  response.setHeader('Content-Length', sent.length)
  response.setHeader('Vary', withAcceptEncoding(String(response.getHeader('vary') ?? '')))
  return sent
}
