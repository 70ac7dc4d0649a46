import type { OutgoingHttpHeaders, ServerResponse } from 'node:http'

/**
 * Lets the front hold a response's body back until it is complete, then change the body and the
 * headers before anything goes out (a document's policy from its scripts, its compressed bytes).
 * `hold` is asked once, at the first sign of a body (headers or bytes written); when it says no,
 * everything streams through untouched. `release` gets the whole body and says what to send.
 */
export interface Holder {
  hold(response: ServerResponse): boolean
  release(response: ServerResponse, body: Buffer): Buffer | Promise<Buffer>
}

export function holdResponse(response: ServerResponse, holder: Holder): void {
  const original = {
    writeHead: response.writeHead,
    write: response.write,
    end: response.end,
    flushHeaders: response.flushHeaders,
  }
  let held: Buffer[] | undefined
  let decided = false

  const decide = () => {
    if (decided) return
    decided = true
    if (holder.hold(response)) held = []
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
    // Held headers go out with the body, once it is known.
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
    const callback = rest.find((argument) => typeof argument === 'function')
    const send = (body: Buffer) => {
      this.writeHead = original.writeHead
      ;(original.end as (...a: unknown[]) => ServerResponse).call(
        this,
        body.length > 0 ? body : undefined,
        ...(callback ? [callback] : []),
      )
    }
    const released = holder.release(this, Buffer.concat(held))
    if (Buffer.isBuffer(released)) send(released)
    else
      released.then(send, (error: unknown) => {
        // Nothing has gone out yet: the visitor gets an error rather than half a page.
        console.error('A response could not be prepared:', error)
        this.removeHeader('Content-Encoding')
        this.statusCode = 500
        send(Buffer.alloc(0))
      })
    return this
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
