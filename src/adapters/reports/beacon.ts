import { FAILURE_REPORT_LIMITS } from '@/domain/failure-reports'

/*
 * How the browser's reports travel to the site's own endpoint (src/app/api/reports): failure
 * reports and web vitals alike.
 */

/** Sends one request body; true when the browser took it. */
export type SendReports = (endpoint: string, body: string) => boolean

/**
 * The request bodies for `items`, each of at most FAILURE_REPORT_LIMITS.bodyBytes: the batch is
 * split until each part fits, and an item too large on its own is dropped.
 */
export function bodiesWithinSizeLimit<T>(items: T[], toBody: (items: T[]) => string): string[] {
  const body = toBody(items)
  if (new TextEncoder().encode(body).length <= FAILURE_REPORT_LIMITS.bodyBytes) return [body]
  if (items.length === 1) return []
  const half = Math.ceil(items.length / 2)
  return [
    ...bodiesWithinSizeLimit(items.slice(0, half), toBody),
    ...bodiesWithinSizeLimit(items.slice(half), toBody),
  ]
}

/**
 * A beacon of `text/plain` (a type the browser sends without asking first), which outlives the
 * page; fetch with `keepalive` if the browser has no beacons or refuses this one.
 */
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
