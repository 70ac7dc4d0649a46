import { draftContent, siteContent } from '@/app/content'
import { getConfig } from '@/container/config'

/** Server-sent events: the routes each content change touches, in draft mode or live content. */
export const dynamic = 'force-dynamic'

const HEARTBEAT_MS = 25_000

export async function GET(request: Request): Promise<Response> {
  const content = (await draftContent()) ?? (getConfig().liveContent ? siteContent() : undefined)
  if (!content) return new Response('Not found', { status: 404 })
  const encoder = new TextEncoder()
  let close = () => {}

  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (text: string) => controller.enqueue(encoder.encode(text))
      send('retry: 500\n\n')
      const stopWatching = content.watch((change) => {
        send(`event: change\ndata: ${JSON.stringify(change)}\n\n`)
      })
      // A comment now and then keeps proxies from closing a quiet connection.
      const heartbeat = setInterval(() => send(': still here\n\n'), HEARTBEAT_MS)
      close = () => {
        clearInterval(heartbeat)
        stopWatching()
      }
      request.signal.addEventListener('abort', () => {
        close()
        controller.close()
      })
    },
    cancel() {
      close()
    },
  })

  return new Response(stream, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      'X-Accel-Buffering': 'no',
    },
  })
}
