import { describe, expect, it, vi } from 'vitest'
import {
  CHUNK_RELOAD_INTERVAL_MS,
  isChunkLoadError,
  loadOnDemand,
  recoverFromEscapedChunkErrors,
  reloadForChunkError,
  takeUnreportedChunkReload,
} from '@/ui/shell/errors/chunk-recovery'

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  }
}

const chunkError = () =>
  Object.assign(new Error('Failed to load chunk /_next/static/chunks/a.js'), {
    name: 'ChunkLoadError',
  })

/** Whether a promise has settled, once every pending callback has run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false
  promise.then(
    () => (done = true),
    () => (done = true),
  )
  await new Promise((resolve) => setTimeout(resolve, 0))
  return done
}

describe('recovering from code that failed to load', () => {
  it('recognises chunk failures from every bundler and browser', () => {
    expect(isChunkLoadError(chunkError())).toBe(true)
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: x'))).toBe(
      true,
    )
    expect(isChunkLoadError(new Error('Something else broke'))).toBe(false)
    expect(isChunkLoadError('Failed to load chunk')).toBe(false)
    expect(isChunkLoadError(null)).toBe(false)
  })

  it('reloads once, then not again within 60 s, then again after', () => {
    const storage = memoryStorage()
    const reload = vi.fn()
    const start = 1_000_000
    expect(reloadForChunkError({ storage, now: start, reload })).toBe(true)
    expect(reloadForChunkError({ storage, now: start + 59_000, reload })).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
    expect(
      reloadForChunkError({ storage, now: start + CHUNK_RELOAD_INTERVAL_MS + 1, reload }),
    ).toBe(true)
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it('never reloads while the browser is offline: the page as it is beats the browser’s error page', () => {
    const storage = memoryStorage()
    const reload = vi.fn()
    expect(reloadForChunkError({ storage, online: false, reload })).toBe(false)
    expect(reload).not.toHaveBeenCalled()
    // Back online, the first failure reloads: the one offline was not counted.
    expect(reloadForChunkError({ storage, online: true, reload })).toBe(true)
  })

  it('never reloads when it cannot record the reload (it could loop forever)', () => {
    const reload = vi.fn()
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    expect(reloadForChunkError({ storage, reload })).toBe(false)
    expect(reload).not.toHaveBeenCalled()
  })
})

describe('code loaded on demand', () => {
  it('gives the code when it loads', async () => {
    const reload = vi.fn()
    const code = { play: () => 'playing' }
    await expect(
      loadOnDemand(async () => code, { storage: memoryStorage(), reload }),
    ).resolves.toBe(code)
    expect(reload).not.toHaveBeenCalled()
  })

  it('reloads when its code fails, and keeps the caller waiting for the fresh page', async () => {
    const reload = vi.fn()
    const loading = loadOnDemand(() => Promise.reject(chunkError()), {
      storage: memoryStorage(),
      reload,
    })
    expect(await settled(loading)).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('rejects, without reloading, for a second failure within 60 s', async () => {
    const storage = memoryStorage()
    const reload = vi.fn()
    const start = 1_000_000
    void loadOnDemand(() => Promise.reject(chunkError()), { storage, reload, now: start })
    await expect(
      loadOnDemand(() => Promise.reject(chunkError()), { storage, reload, now: start + 59_000 }),
    ).rejects.toThrow('Failed to load chunk')
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('passes any other failure on, without reloading', async () => {
    const reload = vi.fn()
    await expect(
      loadOnDemand(() => Promise.reject(new Error('WebGL unavailable')), {
        storage: memoryStorage(),
        reload,
      }),
    ).rejects.toThrow('WebGL unavailable')
    expect(reload).not.toHaveBeenCalled()
  })
})

describe('chunk failures that no code catches', () => {
  const rejection = (reason: unknown) =>
    Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason })
  const thrown = (error: unknown) =>
    Object.assign(new Event('error', { cancelable: true }), { error })

  it('reload the page once, and are handled rather than reported as uncaught', () => {
    const window = new EventTarget()
    const reload = vi.fn()
    const stop = recoverFromEscapedChunkErrors(window, { storage: memoryStorage(), reload })

    const first = rejection(chunkError())
    window.dispatchEvent(first)
    expect(first.defaultPrevented).toBe(true)
    expect(reload).toHaveBeenCalledTimes(1)

    // Within the minute: handled, and the page stays as it is.
    const second = thrown(new TypeError('Failed to fetch dynamically imported module: x'))
    window.dispatchEvent(second)
    expect(second.defaultPrevented).toBe(true)
    expect(reload).toHaveBeenCalledTimes(1)
    stop()
  })

  it('leave every other error to the browser', () => {
    const window = new EventTarget()
    const reload = vi.fn()
    const stop = recoverFromEscapedChunkErrors(window, { storage: memoryStorage(), reload })
    const other = rejection(new Error('Something else broke'))
    window.dispatchEvent(other)
    const thrownOther = thrown(new Error('Something else broke'))
    window.dispatchEvent(thrownOther)
    expect(other.defaultPrevented).toBe(false)
    expect(thrownOther.defaultPrevented).toBe(false)
    expect(reload).not.toHaveBeenCalled()
    stop()
  })

  it('stop being handled once it stops listening', () => {
    const window = new EventTarget()
    const reload = vi.fn()
    recoverFromEscapedChunkErrors(window, { storage: memoryStorage(), reload })()
    const event = rejection(chunkError())
    window.dispatchEvent(event)
    expect(event.defaultPrevented).toBe(false)
    expect(reload).not.toHaveBeenCalled()
  })
})

describe('reporting a reload for code that failed to load', () => {
  it('is reported once, by a page within the minute after the reload', () => {
    const storage = memoryStorage()
    const reloadedAt = 1_000_000
    expect(takeUnreportedChunkReload({ storage, now: reloadedAt })).toBe(false)
    reloadForChunkError({ storage, now: reloadedAt, reload: () => undefined })
    expect(takeUnreportedChunkReload({ storage, now: reloadedAt + 500 })).toBe(true)
    expect(takeUnreportedChunkReload({ storage, now: reloadedAt + 600 })).toBe(false)
  })

  it('is not reported a minute later: that reload is old news', () => {
    const storage = memoryStorage()
    reloadForChunkError({ storage, now: 0 + 1, reload: () => undefined })
    expect(takeUnreportedChunkReload({ storage, now: 1 + CHUNK_RELOAD_INTERVAL_MS })).toBe(false)
  })
})
