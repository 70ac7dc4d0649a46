import type { Logger } from '../../ports/logger.ts'
import type { RedisConnection } from '../redis/redis-connection.ts'
import {
  FileSystemCache,
  tagsManifest,
  type CacheHandlerValue,
  type FileSystemCacheClass,
} from './cache-internals.ts'
import { decodeEntry, encodeEntry } from './entry-codec.ts'

/*
 * The pages' cache for several instances: Next.js's own file-system cache of the instance (the
 * pages built with it, the pages it rendered since), with a Redis every instance shares over
 * it. This file is loaded by Node.js itself, not bundled: Next.js imports its cache handler at
 * run time. So it strips types only (no parameter properties) and imports with file extensions.
 *
 * - A page rendered on any instance is written to Redis too, and read from there by the others
 *   when it is newer than their own copy: a regeneration happens once, not once per instance.
 * - Invalidations are tags (a path is Next.js's tag for it, see cache-internals.ts): an instance that invalidates
 *   records the tag's time in Redis and announces it; every instance marks it in its own tag
 *   manifest, where Next.js checks every entry against it, and reads all recorded tags again
 *   whenever it (re)connects, so a publish missed while away is caught up.
 * - While Redis is away, the instance answers from its own cache, invalidations stay with it
 *   and are recorded in Redis once it is back.
 */

type GetArguments = Parameters<InstanceType<FileSystemCacheClass>['get']>
type SetArguments = Parameters<InstanceType<FileSystemCacheClass>['set']>

/** A rendered entry no instance asked for in this long leaves Redis (a release long gone). */
const ENTRY_LIFETIME_S = 7 * 24 * 60 * 60

export interface SharedPageCacheOptions {
  /** The shared Redis, or none: then this is exactly Next.js's file-system cache. */
  redis?: RedisConnection
  /** A listener of its own: a connection that subscribes can send no other command. */
  subscriber?: RedisConnection
  logger: Logger
  /** Prepended to every key and channel, so that several sites can share one Redis. */
  prefix: string
  /** The build this instance serves: a new release never reads the pages of an old one. */
  release: string
}

/** Builds the cache handler class Next.js instantiates (once per request). */
export function sharedPageCache(options: SharedPageCacheOptions): FileSystemCacheClass {
  const { redis, subscriber, prefix } = options
  if (!redis || !subscriber) return FileSystemCache
  const logger = options.logger.child({ component: 'shared-cache' })
  const entryPrefix = `${prefix}${options.release}:`
  const tagsKey = `${prefix}tags`
  const channel = `${prefix}tags`
  /** Invalidations made while Redis was away, to record once it is back. */
  const unrecorded = new Map<string, number>()

  const markExpired = (tag: string, at: number) => {
    const current = tagsManifest.get(tag)
    if ((current?.expired ?? 0) >= at) return
    tagsManifest.set(tag, { ...current, expired: at })
  }
  const record = async (tags: Map<string, number>) => {
    const fields = Object.fromEntries([...tags].map(([tag, at]) => [tag, String(at)]))
    const recorded = await redis.run(async (client) => {
      await client.hSet(tagsKey, fields)
      await client.publish(channel, JSON.stringify(fields))
      return true
    })
    if (!recorded) for (const [tag, at] of tags) unrecorded.set(tag, at)
    return recorded === true
  }
  const catchUp = async () => {
    if (unrecorded.size > 0) {
      const pending = new Map(unrecorded)
      unrecorded.clear()
      await record(pending)
    }
    const recorded = await redis.run((client) => client.hGetAll(tagsKey))
    for (const [tag, at] of Object.entries(recorded ?? {})) markExpired(tag, Number(at))
  }

  redis.whenReady(() => void catchUp())
  subscriber.whenReady(() => {
    void subscriber.client
      .subscribe(channel, (message) => {
        for (const [tag, at] of Object.entries(JSON.parse(message) as Record<string, string>))
          markExpired(tag, Number(at))
      })
      .catch((error: unknown) => logger.debug('Could not listen for invalidations', { error }))
  })
  redis.open()
  subscriber.open()

  return class SharedPageCache extends FileSystemCache {
    override async get(...[key, context]: GetArguments): Promise<CacheHandlerValue | null> {
      const [own, shared] = await Promise.all([
        super.get(key, context),
        redis.run((client) => client.get(entryPrefix + key)),
      ])
      const entry = shared ? decodeEntry<CacheHandlerValue>(shared) : null
      return entry && entry.lastModified > (own?.lastModified ?? 0) ? entry : own
    }

    override async set(...[key, data, context]: SetArguments): Promise<void> {
      await super.set(key, data, context)
      if (data === null) return
      const entry: CacheHandlerValue = { lastModified: Date.now(), value: data }
      await redis.run((client) =>
        client.set(entryPrefix + key, encodeEntry(entry), { EX: ENTRY_LIFETIME_S }),
      )
    }

    override async revalidateTag(tags: string | string[], durations?: { expire?: number }) {
      await super.revalidateTag(tags, durations)
      const at = Date.now()
      const invalidated = new Map([tags].flat().map((tag) => [tag, at]))
      if (invalidated.size > 0 && !(await record(invalidated)))
        logger.warn(
          'Invalidated pages on this instance only; the others learn of it once the shared cache is back',
          {
            tags: [...invalidated.keys()],
          },
        )
    }
  }
}
