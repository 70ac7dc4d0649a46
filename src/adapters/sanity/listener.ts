import { EventSource } from 'eventsource'
import type { Logger } from '@/ports/logger'

/** The content API refuses longer listener URLs. */
export const LISTENER_URL_LIMIT = 14800
/** After a dropped connection, listen again this soon. */
export const RECONNECT_DELAY_MS = 500
/** A stream silent this long may be held open by a proxy that lost the other end. */
export const SILENCE_LIMIT_MS = 300_000
/** No mutation event the site asks for comes near this size; a larger one is refused unread. */
export const EVENT_SIZE_LIMIT_BYTES = 262_144
/** Mutations of one transaction arrive one by one; announce them together. */
const BATCH_MS = 100

export function listenerUrl(apiUrl: string, dataset: string, query: string): string {
  const search = new URLSearchParams({
    query,
    includeResult: 'false',
    visibility: 'query',
    events: 'mutation',
  })
  const url = `${apiUrl}/data/listen/${dataset}?${search}`
  if (url.length > LISTENER_URL_LIMIT) throw new Error('Query too large for listener')
  return url
}

/** The content API's mutation stream over SSE, reopened after a drop or a long silence. */
export class SanityListener {
  private source: EventSource | undefined
  private reconnect: NodeJS.Timeout | undefined
  private silence: NodeJS.Timeout | undefined
  private batch = new Set<string>()
  private flush: NodeJS.Timeout | undefined
  private stopped = false

  constructor(
    private readonly url: string,
    private readonly onDocumentsChanged: (documentIds: string[]) => void,
    private readonly logger?: Logger,
    /** For a listener that hears drafts (they are private). */
    private readonly token?: string,
  ) {
    this.connect()
  }

  stop() {
    this.stopped = true
    clearTimeout(this.reconnect)
    clearTimeout(this.silence)
    clearTimeout(this.flush)
    this.source?.close()
  }

  private connect() {
    if (this.stopped) return
    const source = new EventSource(this.url, this.token ? { fetch: this.withToken } : undefined)
    this.source = source
    this.expectEventWithin(source)
    source.addEventListener('welcome', () => this.expectEventWithin(source))
    source.addEventListener('mutation', (event) => {
      this.expectEventWithin(source)
      this.onMutation(event.data)
    })
    source.addEventListener('disconnect', () => this.scheduleReconnect(source))
    source.onerror = () => this.scheduleReconnect(source)
  }

  private readonly withToken: typeof fetch = (input, init) =>
    fetch(input, {
      ...init,
      headers: {
        ...(init?.headers as Record<string, string>),
        Authorization: `Bearer ${this.token}`,
      },
    })

  private expectEventWithin(source: EventSource) {
    clearTimeout(this.silence)
    this.silence = setTimeout(() => this.scheduleReconnect(source, 'silent'), SILENCE_LIMIT_MS)
  }

  private scheduleReconnect(source: EventSource, why: 'dropped' | 'silent' = 'dropped') {
    source.close()
    if (this.stopped || this.source !== source) return
    clearTimeout(this.silence)
    if (why === 'silent') {
      this.logger?.warn('Content listener heard nothing; reconnecting', {
        silentForMs: SILENCE_LIMIT_MS,
        delayMs: RECONNECT_DELAY_MS,
      })
    } else {
      this.logger?.warn('Content listener disconnected; reconnecting', {
        delayMs: RECONNECT_DELAY_MS,
      })
    }
    clearTimeout(this.reconnect)
    this.reconnect = setTimeout(() => this.connect(), RECONNECT_DELAY_MS)
  }

  private onMutation(data: string) {
    const bytes = Buffer.byteLength(data)
    if (bytes > EVENT_SIZE_LIMIT_BYTES) {
      this.logger?.warn('Refused an event from the content listener: too large', {
        bytes,
        limitBytes: EVENT_SIZE_LIMIT_BYTES,
      })
      return
    }
    try {
      const { documentId } = JSON.parse(data) as { documentId?: unknown }
      if (typeof documentId !== 'string') return
      this.batch.add(documentId)
    } catch {
      this.logger?.warn('Ignored a malformed event from the content listener', { data })
      return
    }
    clearTimeout(this.flush)
    this.flush = setTimeout(() => {
      const ids = [...this.batch]
      this.batch.clear()
      this.onDocumentsChanged(ids)
    }, BATCH_MS)
  }
}
