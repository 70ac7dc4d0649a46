import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { exclusively } from '../../support/exclusive'

let folder: string
let lock: string

beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'alts-exclusive-'))
  lock = path.join(folder, 'build.lock')
})
afterEach(() => rm(folder, { recursive: true, force: true }))

/** A lock as a process that held it left it. */
async function heldBy(pid: number) {
  await mkdir(lock)
  await writeFile(path.join(lock, 'pid'), String(pid))
}

describe('exclusively', () => {
  it('runs one piece of work at a time, and frees the lock after each', async () => {
    const events: string[] = []
    let release!: () => void
    const first = exclusively(lock, 10_000, async () => {
      events.push('first starts')
      await new Promise<void>((resolve) => (release = resolve))
      events.push('first ends')
    })
    await expect.poll(() => events).toEqual(['first starts'])
    // Held: a piece of work with no time to wait is refused, one with time waits its turn.
    await expect(exclusively(lock, 0, async () => events.push('not run'))).rejects.toThrow(
      'held for more than 0 s',
    )
    const second = exclusively(lock, 10_000, async () => {
      events.push('second starts')
    })
    release()
    await Promise.all([first, second])
    expect(events).toEqual(['first starts', 'first ends', 'second starts'])
    expect(existsSync(lock)).toBe(false)
  })

  it('frees the lock when the work fails, and passes the failure on', async () => {
    await expect(
      exclusively(lock, 10_000, () => Promise.reject(new Error('the build failed'))),
    ).rejects.toThrow('the build failed')
    expect(existsSync(lock)).toBe(false)
  })

  it('takes over a lock whose process has gone', async () => {
    const gone = spawnSync(process.execPath, ['-e', '']).pid!
    await heldBy(gone)
    await expect(exclusively(lock, 10_000, async () => 'built')).resolves.toBe('built')
  })

  it('takes over a lock left without its holder for long, and waits on a fresh one', async () => {
    await mkdir(lock)
    await expect(exclusively(lock, 600, async () => 'built')).rejects.toThrow('held for more')
    const longAgo = new Date(Date.now() - 60_000)
    await utimes(lock, longAgo, longAgo)
    await expect(exclusively(lock, 10_000, async () => 'built')).resolves.toBe('built')
  })

  it('waits for a holder that runs, and says so when the wait is over budget', async () => {
    await heldBy(process.pid)
    await expect(exclusively(lock, 600, async () => 'built')).rejects.toThrow(
      `${lock} was held for more than 0.6 s by another process`,
    )
  })
})
