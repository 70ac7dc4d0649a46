import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { JsonFiles } from '@/adapters/instance-files/json-files'
import { LocalFreshReads } from '@/adapters/instance-files/local-fresh-reads'
import { LocalLastGoodContent } from '@/adapters/instance-files/local-last-good-content'
import { RedisConnection } from '@/adapters/redis/redis-connection'
import { RedisFreshReads } from '@/adapters/redis/redis-fresh-reads'
import { RedisLastGoodContent } from '@/adapters/redis/redis-last-good-content'
import type { Page } from '@/domain/content/page'
import type { FreshReads } from '@/ports/fresh-reads'
import type { LastGoodContentStore } from '@/ports/last-good-content'
import { MemoryFreshReads, MemoryLastGoodContent } from '../support/in-memory-ports'
import { recordingLogger } from '../support/recording-logger'
import { startRedis, type RunningRedis } from '../support/redis-server'

/*
 * What every store of shared state promises (the last good content, the window of fresh reads):
 * the in-memory fake the unit tests use, the instance's files, and Redis over the files. "Two
 * bundles" are two stores over the same backing, as two server bundles (or two instances) are.
 */

const REDIS_PORT = 20_000 + (process.pid % 20_000)
const page = (title: string) => ({ id: 'page-privacy', route: '/privacy', title }) as Page

let folder: string
let redis: RunningRedis
const connections: RedisConnection[] = []

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'alts-shared-state-'))
  redis = await startRedis(REDIS_PORT)
})
afterAll(async () => {
  await Promise.all(connections.map((connection) => connection.close()))
  await redis.stop()
  await rm(folder, { recursive: true, force: true })
})

/** A connection that is up: commands sent before it is are answered by the instance alone. */
async function connected(url = redis.url): Promise<RedisConnection> {
  const connection = new RedisConnection(url, recordingLogger(), { name: 'test', announce: true })
  connections.push(connection)
  const ready = new Promise<void>((resolve) => connection.whenReady(resolve))
  connection.open()
  await ready
  return connection
}

let backing = 0
interface Backing {
  lastGood(): LastGoodContentStore
  freshReads(): FreshReads
}
const adapters: Record<string, () => Promise<Backing>> = {
  'in memory (the unit tests’ fake)': async () => {
    const [lastGood, freshReads] = [new MemoryLastGoodContent(), new MemoryFreshReads()]
    return { lastGood: () => lastGood, freshReads: () => freshReads }
  },
  'the instance’s files': async () => {
    const own = path.join(folder, `files-${++backing}`)
    return {
      lastGood: () => new LocalLastGoodContent(new JsonFiles(path.join(own, 'last-good'))),
      freshReads: () => new LocalFreshReads(new JsonFiles(path.join(own, 'fresh'))),
    }
  },
  'Redis, over each instance’s files': async () => {
    const prefix = `test-${++backing}:`
    // Each store has files of its own: what it shares, it shares through Redis.
    const own = () => path.join(folder, `instance-${Math.random().toString(36).slice(2)}`)
    return {
      lastGood: () =>
        new RedisLastGoodContent(
          sharedConnection,
          new LocalLastGoodContent(new JsonFiles(own())),
          prefix,
        ),
      freshReads: () =>
        new RedisFreshReads(sharedConnection, new LocalFreshReads(new JsonFiles(own())), prefix),
    }
  },
}
let sharedConnection: RedisConnection
beforeAll(async () => {
  sharedConnection = await connected()
})

for (const [name, make] of Object.entries(adapters)) {
  describe(`shared state contract: ${name}`, () => {
    it('remembers nothing at first', async () => {
      const { lastGood, freshReads } = await make()
      await expect(lastGood().recall('page:/privacy')).resolves.toBeUndefined()
      await expect(freshReads().freshUntil('dataset')).resolves.toBe(0)
    })

    it('shares the last good content between two bundles', async () => {
      const { lastGood } = await make()
      await lastGood().remember('page:/privacy', { value: page('Privacy'), readAt: 1_000 })
      await expect(lastGood().recall('page:/privacy')).resolves.toEqual({
        value: page('Privacy'),
        readAt: 1_000,
      })
      // No page is content too: the route's page was read, and there was none.
      await lastGood().remember('page:/careers', { value: null, readAt: 1_000 })
      await expect(lastGood().recall('page:/careers')).resolves.toEqual({
        value: null,
        readAt: 1_000,
      })
    })

    it('keeps the content of the read that started last', async () => {
      const { lastGood } = await make()
      await lastGood().remember('page:/privacy', { value: page('newer'), readAt: 2_000 })
      await lastGood().remember('page:/privacy', { value: page('older'), readAt: 1_000 })
      expect((await lastGood().recall('page:/privacy'))?.value).toEqual(page('newer'))
      await lastGood().remember('page:/privacy', { value: page('newest'), readAt: 3_000 })
      expect((await lastGood().recall('page:/privacy'))?.value).toEqual(page('newest'))
    })

    it('shares the window of fresh reads, which only ever grows', async () => {
      const { freshReads } = await make()
      const later = Date.now() + 120_000
      await freshReads().readFreshUntil('dataset', later)
      await freshReads().readFreshUntil('dataset', later - 60_000)
      await expect(freshReads().freshUntil('dataset')).resolves.toBe(later)
      await expect(freshReads().freshUntil('another')).resolves.toBe(0)
    })
  })
}

describe('shared state on Redis, while Redis is away', () => {
  it('answers from the instance’s own files, without failing or waiting', async () => {
    // A port nothing listens on: the connection is never up.
    const away = new RedisConnection('redis://127.0.0.1:1', recordingLogger(), {
      name: 'test',
      announce: true,
    })
    connections.push(away)
    const own = path.join(folder, 'away')
    const lastGood = new RedisLastGoodContent(
      away,
      new LocalLastGoodContent(new JsonFiles(path.join(own, 'last-good'))),
      'away:',
    )
    const freshReads = new RedisFreshReads(
      away,
      new LocalFreshReads(new JsonFiles(path.join(own, 'fresh'))),
      'away:',
    )
    await lastGood.remember('siteSettings', { value: { title: 'Alts' } as never, readAt: 1 })
    await expect(lastGood.recall('siteSettings')).resolves.toEqual({
      value: { title: 'Alts' },
      readAt: 1,
    })
    const later = Date.now() + 120_000
    await freshReads.readFreshUntil('dataset', later)
    await expect(freshReads.freshUntil('dataset')).resolves.toBe(later)
  })
})
