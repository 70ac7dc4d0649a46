/** A request body read up to a limit: its text, or `tooLarge` once it passes the limit. */
export type LimitedBody = { text: string; tooLarge?: never } | { tooLarge: true; text?: never }

/** Reads a request's body as UTF-8, but stops, or never starts, once it is over `maxBytes`. */
export async function readLimitedBody(request: Request, maxBytes: number): Promise<LimitedBody> {
  const declared = request.headers.get('content-length')
  if (declared !== null && Number(declared) > maxBytes) return { tooLarge: true }
  if (!request.body) return { text: '' }
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined)
      return { tooLarge: true }
    }
    chunks.push(value)
  }
  return { text: new TextDecoder().decode(Buffer.concat(chunks)) }
}
