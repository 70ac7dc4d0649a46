import type { OutgoingHttpHeaders, ServerResponse } from 'node:http'

/**
 * Gives every response its Content-Security-Policy. For an HTML document the policy depends on
 * the document's own inline scripts, so the body is held back until it is complete (pages are
 * small and mostly prerendered), the policy is computed, and then everything is sent. Policies
 * are remembered by ETag, so an unchanged prerendered page streams straight through.
 */

type PolicyFor = (html?: string) => string

const remembered = new Map<string, string>()
const REMEMBERED_MAX = 500

function remember(etag: string, policy: string) {
  if (remembered.size >= REMEMBERED_MAX) remembered.delete(remembered.keys().next().value!)
  remembered.set(etag, policy)
}

const isHtml = (response: ServerResponse) =>
  /^text\/html\b/i.test(String(response.getHeader('content-type') ?? ''))

/**
 * `kind` names the family of policies `policyFor` makes (visitors', draft mode's): a page's
 * policy is remembered for its kind only.
 */
export function applyContentSecurityPolicy(
  response: ServerResponse,
  policyFor: PolicyFor,
  kind = 'public',
): void {
  const original = {
    writeHead: response.writeHead,
    write: response.write,
    end: response.end,
    flushHeaders: response.flushHeaders,
  }
  let held: Buffer[] | undefined
  let decided = false

  /** At the first sign of a body: a document held back, or anything else on its way. */
  const decide = () => {
    if (decided) return
    decided = true
    const etag = String(response.getHeader('etag') ?? '')
    const key = `${kind} ${etag}`
    if (isHtml(response) && !(etag && remembered.has(key))) held = []
    else response.setHeader('Content-Security-Policy', remembered.get(key) ?? policyFor())
  }

  response.writeHead = function writeHead(
    this: ServerResponse,
    statusCode: number,
    ...rest: [string?, (OutgoingHttpHeaders | (string | string[])[])?]
  ) {
    const [reason, headers] = typeof rest[0] === 'string' ? rest : [undefined, rest[0]]
    this.statusCode = statusCode
    if (reason) this.statusMessage = reason
    for (const [name, value] of headerPairs(headers)) this.setHeader(name, value)
    decide()
    // A document's headers go out with its body, once its policy is known.
    return held ? this : original.writeHead.call(this, this.statusCode)
  } as ServerResponse['writeHead']

  response.flushHeaders = function flushHeaders(this: ServerResponse) {
    decide()
    if (!held) original.flushHeaders.call(this)
  }

  response.write = function write(this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    decide()
    if (!held) return (original.write as (...args: unknown[]) => boolean).call(this, chunk, ...rest)
    held.push(toBuffer(chunk, rest[0]))
    const callback = rest.find((argument) => typeof argument === 'function') as
      (() => void) | undefined
    callback?.()
    return true
  } as ServerResponse['write']

  response.end = function end(this: ServerResponse, ...args: unknown[]) {
    decide()
    if (!held) return (original.end as (...a: unknown[]) => ServerResponse).apply(this, args)
    const [chunk, ...rest] = typeof args[0] === 'function' ? [undefined, ...args] : args
    if (chunk !== undefined && chunk !== null) held.push(toBuffer(chunk, rest[0]))
    const body = Buffer.concat(held)
    const policy = policyFor(body.toString('utf8'))
    const etag = String(this.getHeader('etag') ?? '')
    if (etag && body.length > 0) remember(`${kind} ${etag}`, policy)
    this.setHeader('Content-Security-Policy', policy)
    this.writeHead = original.writeHead
    const callback = rest.find((argument) => typeof argument === 'function')
    return (original.end as (...a: unknown[]) => ServerResponse).call(
      this,
      body.length > 0 ? body : undefined,
      ...(callback ? [callback] : []),
    )
  } as ServerResponse['end']
}

function headerPairs(headers: OutgoingHttpHeaders | (string | string[])[] | undefined) {
  if (!headers) return []
  if (!Array.isArray(headers))
    return Object.entries(headers).filter(
      (pair): pair is [string, string | number | string[]] => pair[1] !== undefined,
    )
  const pairs: [string, string | string[]][] = []
  for (let index = 0; index + 1 < headers.length; index += 2)
    pairs.push([String(headers[index]), headers[index + 1]!])
  return pairs
}

function toBuffer(chunk: unknown, encoding: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk
  if (chunk instanceof Uint8Array) return Buffer.from(chunk)
  return Buffer.from(
    String(chunk),
    typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8',
  )
}
