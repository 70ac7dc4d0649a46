import type { ContentReader } from '@/application/site-content'
import { draftContent, siteContent } from '@/app/content'
import { getConfig } from '@/container/config'

/**
 * Server-sent events for live content: one `change` event with the affected routes each time
 * the content changes. For an editor in draft mode, drafts included, in any build; otherwise
 * published content, only while live content is on (development), and a 404 when it is off.
 * Clients reconnect 500 ms after the stream drops.
 */
export const dynamic = 'force-dynamic'

const HEARTBEAT_MS = 25_000

export async function GET(request: Request): Promise<Response> {
  const content = await contentToFollow()
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

/** The drafts for an editor in draft mode; published content while live content is on. */
async function contentToFollow(): Promise<ContentReader | undefined> {
  const drafts = await draftContent()
  if (drafts) return drafts
  return getConfig().liveContent ? siteContent() : undefined
}
