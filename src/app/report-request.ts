import { readLimitedBody } from '@/app/limited-body'

/**
 * What a report endpoint's rate limit counts: the first forwarded address, never logged; a client
 * can vary it, so the limiter's overall limit is what bounds the log.
 */
export const reportingClient = (request: Request) =>
  request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || 'unknown'

export type ReportBody =
  { ok: true; json: unknown } | { ok: false; status: 400 | 413 | 415; problem: string }

/** The body of a report as JSON, refused before any parsing when its type or size is wrong. */
export async function readReportBody(
  request: Request,
  { types, maxBytes, what }: { types: readonly string[]; maxBytes: number; what: string },
): Promise<ReportBody> {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase()
  if (!type || !types.includes(type))
    return { ok: false, status: 415, problem: `${what} are sent as ${types.join(' or ')}` }

  const body = await readLimitedBody(request, maxBytes)
  if (body.tooLarge)
    return { ok: false, status: 413, problem: `${what} are at most ${maxBytes} bytes` }

  try {
    return { ok: true, json: JSON.parse(body.text) }
  } catch {
    return { ok: false, status: 400, problem: 'The body is not JSON' }
  }
}

/** A report endpoint's refusal: why, in JSON, never cached. */
export function reportRefusal(
  status: number,
  message: string,
  headers: Record<string, string> = {},
) {
  return Response.json(
    { message },
    { status, headers: { 'Cache-Control': 'no-store', ...headers } },
  )
}
