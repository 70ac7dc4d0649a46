import { FAILURE_REPORT_LIMITS } from '@/domain/failure-reports'

/** Sends one request body to the site's report endpoint; true when the browser took it. */
export type SendReports = (endpoint: string, body: string) => boolean

/** Sends `items` as `{ [field]: batch }` bodies of at most `perBatch`; one that fails is dropped. */
export function sendInBatches<T>(
  { endpoint, send = sendWithBeacon }: { endpoint: string; send?: SendReports },
  field: string,
  items: T[],
  perBatch: number,
): void {
  for (let start = 0; start < items.length; start += perBatch) {
    const batch = items.slice(start, start + perBatch)
    for (const body of bodiesWithinSizeLimit(batch, (part) => JSON.stringify({ [field]: part }))) {
      try {
        send(endpoint, body)
      } catch {
        // Dropped: a report is not worth a failure.
      }
    }
  }
}

/** Bodies within FAILURE_REPORT_LIMITS.bodyBytes: split until each fits; an item too large alone is dropped. */
function bodiesWithinSizeLimit<T>(items: T[], toBody: (items: T[]) => string): string[] {
  const body = toBody(items)
  if (new TextEncoder().encode(body).length <= FAILURE_REPORT_LIMITS.bodyBytes) return [body]
  if (items.length === 1) return []
  const half = Math.ceil(items.length / 2)
  return [
    ...bodiesWithinSizeLimit(items.slice(0, half), toBody),
    ...bodiesWithinSizeLimit(items.slice(half), toBody),
  ]
}

/** `text/plain` needs no preflight; fetch with `keepalive` if the browser has no beacon or refuses. */
export const sendWithBeacon: SendReports = (endpoint, body) => {
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(endpoint, body))
    return true
  void fetch(endpoint, {
    method: 'POST',
    body,
    keepalive: true,
    credentials: 'omit',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
  }).catch(() => undefined)
  return true
}
