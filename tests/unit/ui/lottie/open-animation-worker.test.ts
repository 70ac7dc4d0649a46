import { afterEach, describe, expect, it, vi } from 'vitest'
import { openAnimationWorker } from '@/ui/effects/lottie/open-animation-worker'
import { isChunkLoadError } from '@/ui/shell/errors/chunk-recovery'

/** A stand-in for the browser's Worker: the test says what its code did. */
class FakeWorker extends EventTarget {
  static last: FakeWorker | undefined
  readonly url: string
  terminated = false
  constructor(url: URL) {
    super()
    this.url = url.href
    FakeWorker.last = this
  }
  terminate() {
    this.terminated = true
  }
  say(data: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data }))
  }
  fail(message: string) {
    const event = new Event('error', { cancelable: true })
    Object.assign(event, { message })
    this.dispatchEvent(event)
    return event
  }
}

describe('the animation worker, opened', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    FakeWorker.last = undefined
  })

  it('is ready once its code has loaded and run', async () => {
    vi.stubGlobal('Worker', FakeWorker)
    const opening = openAnimationWorker()
    const worker = FakeWorker.last!
    expect(worker.url).toMatch(/animation\.worker\.ts$/)
    worker.say({ kind: 'drawn', size: { width: 320, height: 180 } })
    worker.say({ kind: 'loaded' })
    await expect(opening).resolves.toBe(worker)
    expect(worker.terminated).toBe(false)
  })

  it('fails as code that could not be loaded, handled, when its code does not load', async () => {
    vi.stubGlobal('Worker', FakeWorker)
    const opening = openAnimationWorker()
    const worker = FakeWorker.last!
    const event = worker.fail("Failed to execute 'importScripts': the script failed to load")
    const error = await opening.catch((reason: unknown) => reason)
    expect(isChunkLoadError(error)).toBe(true)
    expect(String(error)).toContain('importScripts')
    expect(event.defaultPrevented).toBe(true)
    expect(worker.terminated).toBe(true)
  })
})
