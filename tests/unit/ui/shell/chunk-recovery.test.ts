import { describe, expect, it, vi } from 'vitest'
import {
  CHUNK_RELOAD_INTERVAL_MS,
  isChunkLoadError,
  reloadForChunkError,
} from '@/ui/shell/errors/chunk-recovery'

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  }
}

describe('recovering from code that failed to load', () => {
  it('recognises chunk failures from every bundler and browser', () => {
    const chunkError = Object.assign(new Error('Failed to load chunk /_next/static/chunks/a.js'), {
      name: 'ChunkLoadError',
    })
    expect(isChunkLoadError(chunkError)).toBe(true)
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
