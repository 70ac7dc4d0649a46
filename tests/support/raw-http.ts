import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { connect } from 'node:net'
import { BASE_URL } from '../../playwright.config'

/*
 * Talking to the server under test without a client library tidying anything up: the path goes
 * out exactly as written (no URL parsing, so no dot-segment or backslash clean-up), with any
 * method and any header; and, through a bare socket, bytes that node:http refuses to send.
 */

export interface Answer {
  status: number
  headers: IncomingHttpHeaders
  /** The header lines as they came, names and values in turn: a header sent twice is here twice. */
  rawHeaders: string[]
  body: string
}

export type RequestHeaders = Record<string, string | string[]>

const TIME_LIMIT_MS = 15_000

/** The two ways of talking to a server at `origin` (the site under test unless told). */
export function talkingTo(origin: string) {
  const { hostname, port } = new URL(origin)
  return {
    exchange: (method: string, path: string, headers: RequestHeaders = {}, body?: string) =>
      exchangeWith(hostname, port, method, path, headers, body),
    rawExchange: (bytes: string | Buffer) => rawExchangeWith(hostname, port, bytes),
  }
}

/** One raw HTTP exchange with the site: any method, any path, any header, nothing tidied up. */
export const { exchange, rawExchange } = talkingTo(BASE_URL)

function exchangeWith(
  hostname: string,
  port: string,
  method: string,
  path: string,
  headers: RequestHeaders = {},
  body?: string,
) {
  return new Promise<Answer>((resolve, reject) => {
    const outgoing = httpRequest(
      {
        hostname,
        port,
        method,
        path,
        // A body says how long it is, so that it is not taken for the next request.
        headers:
          body === undefined ? headers : { 'content-length': Buffer.byteLength(body), ...headers },
        agent: false,
      },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk) => (text += chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            rawHeaders: response.rawHeaders,
            body: text,
          }),
        )
        response.on('error', reject)
      },
    )
    outgoing.setTimeout(TIME_LIMIT_MS, () =>
      outgoing.destroy(new Error(`${method} ${path.slice(0, 80)} timed out`)),
    )
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}

/**
 * Sends `bytes` as they are over a fresh connection and reads until the server closes it (so
 * send `Connection: close`). Resolves with what came back ('' when the server hung up without a
 * word); rejects when no connection could be made or the server went silent.
 */
function rawExchangeWith(hostname: string, port: string, bytes: string | Buffer) {
  return new Promise<string>((resolve, reject) => {
    let opened = false
    const socket = connect(Number(port), hostname, () => {
      opened = true
      socket.write(bytes)
    })
    let text = ''
    socket.setEncoding('latin1')
    socket.setTimeout(TIME_LIMIT_MS, () => socket.destroy(new Error('raw exchange timed out')))
    socket.on('data', (chunk) => (text += chunk))
    socket.on('end', () => resolve(text))
    socket.on('error', (error: NodeJS.ErrnoException) =>
      // A server hanging up on a bad request may reset the connection while it is being written.
      opened && ['ECONNRESET', 'EPIPE'].includes(error.code ?? '') ? resolve(text) : reject(error),
    )
  })
}

/** A raw response split into status, headers (lower-case names) and body; undefined if none. */
export function parseRawAnswer(raw: string): Answer | undefined {
  const end = raw.indexOf('\r\n\r\n')
  const [statusLine = '', ...lines] = raw.slice(0, end < 0 ? raw.length : end).split('\r\n')
  const status = /^HTTP\/1\.[01] (\d{3})\b/.exec(statusLine)?.[1]
  if (!status) return undefined
  const headers: IncomingHttpHeaders = {}
  const rawHeaders: string[] = []
  for (const line of lines) {
    const colon = line.indexOf(':')
    if (colon <= 0) continue
    const [name, value] = [line.slice(0, colon).trim(), line.slice(colon + 1).trim()]
    headers[name.toLowerCase()] = value
    rawHeaders.push(name, value)
  }
  return { status: Number(status), headers, rawHeaders, body: end < 0 ? '' : raw.slice(end + 4) }
}
