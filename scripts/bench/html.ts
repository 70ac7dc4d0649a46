import { request } from 'node:http'
import { gunzipSync } from 'node:zlib'
import { weighPage } from './rsc-payload.ts'

/** The request headers of the benchmark: a browser asks for a compressed answer. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip' } as const

/** A page's HTML document as a server answers a browser. */
export interface HtmlDocument {
  status: number
  /** How the answer came: `gzip`, or `identity` when the server did not compress it. */
  contentEncoding: string
  /** Bytes on the wire (the body as sent, compressed or not). */
  transferBytes: number
  /** Bytes of the whole document once unpacked, the inline RSC payload included. */
  decodedBytes: number
  /**
   * Of those, the bytes of the scripts that carry the inline RSC payload (see rsc-payload.ts;
   * `npm run html:weight` shows what they hold). Absent in reports made before it was measured.
   */
  payloadBytes?: number
}

/** Fetches one page as a browser would ask for it (gzip accepted) and weighs its document. */
export function documentOf(url: string): Promise<HtmlDocument> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { headers: BROWSER_HEADERS }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('error', reject)
      response.on('end', () => {
        const body = Buffer.concat(chunks)
        const contentEncoding = String(response.headers['content-encoding'] ?? 'identity')
        try {
          const decoded = contentEncoding === 'gzip' ? gunzipSync(body) : body
          resolve({
            status: response.statusCode ?? 0,
            contentEncoding,
            transferBytes: body.length,
            decodedBytes: decoded.length,
            payloadBytes: weighPage(decoded.toString('utf8')).payloadScriptBytes,
          })
        } catch (error) {
          reject(new Error(`${url} sent a broken ${contentEncoding} body: ${String(error)}`))
        }
      })
    })
    outgoing.setTimeout(30_000, () => outgoing.destroy(new Error(`${url} did not answer in 30 s`)))
    outgoing.on('error', reject)
    outgoing.end()
  })
}
