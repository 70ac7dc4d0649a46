/** fetch failing with "Connection timed out" past `connectMs` before the headers, "Socket timed out" past `idleMs` between chunks. */

export type RequestTimeoutPhase = 'connect' | 'socket'

export class RequestTimeoutError extends Error {
  override readonly name = 'TimeoutError'

  constructor(readonly phase: RequestTimeoutPhase) {
    super(phase === 'connect' ? 'Connection timed out' : 'Socket timed out')
  }
}

export interface RequestTimeouts {
  connectMs: number
  idleMs: number
}

export function timedFetch(
  { connectMs, idleMs }: RequestTimeouts,
  base: typeof fetch = (...args) => globalThis.fetch(...args),
): typeof fetch {
  return async (input, init = {}) => {
    const controller = new AbortController()
    const callerSignal = init.signal
    callerSignal?.addEventListener('abort', () => controller.abort(callerSignal.reason), {
      once: true,
    })
    const failWith = (phase: RequestTimeoutPhase) => () =>
      controller.abort(new RequestTimeoutError(phase))

    const connectTimer = setTimeout(failWith('connect'), connectMs)
    let response: Response
    try {
      response = await base(input, { ...init, signal: controller.signal })
    } catch (error) {
      throw controller.signal.reason instanceof RequestTimeoutError
        ? controller.signal.reason
        : error
    } finally {
      clearTimeout(connectTimer)
    }
    if (!response.body) return response

    const reader = response.body.getReader()
    const body = new ReadableStream<Uint8Array>({
      async pull(stream) {
        const idleTimer = setTimeout(failWith('socket'), idleMs)
        try {
          const { done, value } = await reader.read()
          if (done) stream.close()
          else stream.enqueue(value)
        } catch (error) {
          stream.error(
            controller.signal.reason instanceof RequestTimeoutError
              ? controller.signal.reason
              : error,
          )
        } finally {
          clearTimeout(idleTimer)
        }
      },
      cancel: (reason) => reader.cancel(reason),
    })
    return new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    })
  }
}
