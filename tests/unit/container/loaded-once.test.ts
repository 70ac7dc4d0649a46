import { describe, expect, it, vi } from 'vitest'
import { loadedOnce } from '@/container/loaded-once'

describe('loading an adapter on first use', () => {
  it('loads once, however many ask, and hands everyone the same', async () => {
    const load = vi.fn(async () => ({ name: 'adapter' }))
    const adapter = loadedOnce(load)
    expect(load).not.toHaveBeenCalled()
    const [first, second] = await Promise.all([adapter(), adapter()])
    expect(first).toBe(second)
    expect(await adapter()).toBe(first)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('tries again after a load that failed', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('Loading chunk 42 failed'))
      .mockResolvedValueOnce('adapter')
    const adapter = loadedOnce(load)
    await expect(adapter()).rejects.toThrow('Loading chunk 42 failed')
    await expect(adapter()).resolves.toBe('adapter')
    expect(load).toHaveBeenCalledTimes(2)
  })
})
