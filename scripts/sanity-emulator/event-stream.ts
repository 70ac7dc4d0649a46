/** Sends one server-sent event: its name, its data as JSON, and an id to resume from. */
export type SendEvent = (event: string, data: unknown, id?: string) => void

/** Server-sent events: `open` starts sending and returns how to stop once the client goes. */
export function eventStreamResponse(open: (send: SendEvent) => () => void): Response {
  const encoder = new TextEncoder()
  let stop = () => {}
  const stream = new ReadableStream<Uint8Array>({
    start: (controller) => {
      stop = open((event, data, id) =>
        controller.enqueue(
          encoder.encode(
            `${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`,
          ),
        ),
      )
    },
    cancel: () => stop(),
  })
  return new Response(stream, { headers: { 'content-type': 'text/event-stream' } })
}
