import { request } from 'node:http'
import { decoded } from './brotli.ts'
import { weighPage } from './rsc-payload.ts'

/** The request headers of the benchmark: a browser asks for a compressed answer. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip' } as const

/** One GET: the status, how the body came (`identity` when not compressed), the body as sent. */
export function get(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; encoding: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('error', reject)
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          encoding: String(response.headers['content-encoding'] ?? 'identity'),
          body: Buffer.concat(chunks),
        }),
      )
    })
    outgoing.setTimeout(30_000, () => outgoing.destroy(new Error(`${url} did not answer in 30 s`)))
    outgoing.on('error', reject)
    outgoing.end()
  })
}

export interface HtmlDocument {
  status: number
  contentEncoding: string
  /** Bytes on the wire, and of the whole document unpacked (the inline RSC payload included). */
  transferBytes: number
  decodedBytes: number
  /** Of those, the scripts carrying the inline RSC payload (rsc-payload.ts); absent in old reports. */
  payloadBytes?: number
}

export async function documentOf(url: string): Promise<HtmlDocument> {
  const { status, encoding, body } = await get(url, BROWSER_HEADERS)
  let html: Buffer
  try {
    html = decoded(body, encoding)
  } catch (error) {
    throw new Error(`${url} sent a broken ${encoding} body: ${String(error)}`)
  }
  return {
    status,
    contentEncoding: encoding,
    transferBytes: body.length,
    decodedBytes: html.length,
    payloadBytes: weighPage(html.toString('utf8')).payloadScriptBytes,
  }
}
