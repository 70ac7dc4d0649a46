import type { Logger } from '../../ports/logger.ts'
import type { RedisConnection } from '../redis/redis-connection.ts'
import {
  CACHE_TAGS_HEADER,
  FileSystemCache,
  type CacheHandler,
  type CacheHandlerClass,
  type CacheHandlerContext,
  type CacheHandlerValue,
} from './cache-internals.ts'
import { decodeEntry, encodeEntry } from './entry-codec.ts'
import { pagePolicyOf, type PagePolicy } from './page-policy.ts'

/*
 * The pages' cache handler on Next.js's documented interface, holding Next.js's own file-system
 * handler: each page it hands out carries its policy with its inline scripts' hashes
 * (page-policy.ts), and with Redis every instance shares pages and invalidations
 * (docs/caching.md). Loaded by Node.js itself: types are stripped only, imports carry extensions.
 */

type GetArguments = Parameters<CacheHandler['get']>
type SetArguments = Parameters<CacheHandler['set']>
type RevalidateArguments = Parameters<CacheHandler['revalidateTag']>

/** A rendered entry no instance asked for in this long leaves Redis (a release long gone). */
const ENTRY_LIFETIME_S = 7 * 24 * 60 * 60

export interface PageCacheHandlerOptions {
  /** The policy of a page, given the hashes of its inline scripts and styles. */
  policy: PagePolicy
  /** The shared Redis, or none: then each instance keeps its own pages. */
  redis?: RedisConnection
  /** A listener of its own: a connection that subscribes can send no other command. */
  subscriber?: RedisConnection
  logger: Logger
  /** Prepended to every key and channel, so that several sites can share one Redis. */
  prefix: string
  /** The build this instance serves: a new release never reads the pages of an old one. */
  release: string
}

/** Builds the handler class Next.js instantiates (once per request). */
export function pageCacheHandler(options: PageCacheHandlerOptions): CacheHandlerClass {
  const withPolicy = pagePolicyOf(options.policy)
  const shared = options.redis && options.subscriber ? sharedPages(options) : undefined

  return class PageCacheHandler implements CacheHandler {
    readonly #own: CacheHandler

    constructor(context: CacheHandlerContext) {
      this.#own = new FileSystemCache(context)
    }

    async get(...[key, context]: GetArguments): Promise<CacheHandlerValue | null> {
      const [own, theirs] = await Promise.all([this.#own.get(key, context), shared?.entry(key)])
      const entry = shared ? shared.newest(own, theirs ?? null, tagsOf(context)) : own
      return entry && withPolicy(entry)
    }

    async set(...[key, data, context]: SetArguments): Promise<void> {
      if (data) withPolicy({ lastModified: Date.now(), value: data })
      await this.#own.set(key, data, context)
      // With its lifetime, so that another instance serves it with the same one.
      const { cacheControl } = context as { cacheControl?: CacheHandlerValue['cacheControl'] }
      if (data) await shared?.keep(key, { lastModified: Date.now(), value: data, cacheControl })
    }

    async revalidateTag(...[tags, durations]: RevalidateArguments): Promise<void> {
      await this.#own.revalidateTag(tags, durations)
      await shared?.invalidate([tags].flat())
    }

    resetRequestCache(): void {
      this.#own.resetRequestCache()
    }
  }
}

/** The tags a request asks about besides the entry's own: the path's implicit ones. */
function tagsOf(context: GetArguments[1]): string[] {
  const { tags = [], softTags = [] } = context as { tags?: string[]; softTags?: string[] }
  return [...tags, ...softTags]
}

/** An entry's own tags: a page or a route lists them in a header. */
function entryTags(entry: CacheHandlerValue): string[] {
  const headers = (entry.value as { headers?: Record<string, unknown> } | null)?.headers
  const header = headers?.[CACHE_TAGS_HEADER]
  return typeof header === 'string' ? header.split(',') : []
}

function sharedPages(options: PageCacheHandlerOptions) {
  const redis = options.redis!
  const subscriber = options.subscriber!
  const logger = options.logger.child({ component: 'shared-cache' })
  const entryPrefix = `${options.prefix}${options.release}:`
  const tagsKey = `${options.prefix}tags`
  const channel = `${options.prefix}tags`
  /** When each tag was last invalidated, by any instance. */
  const invalidatedAt = new Map<string, number>()
  /** Invalidations made while Redis was away, to record once it is back. */
  const unrecorded = new Map<string, number>()

  const learn = (tag: string, at: number) => {
    if ((invalidatedAt.get(tag) ?? 0) < at) invalidatedAt.set(tag, at)
  }
  const isOutOfDate = (entry: CacheHandlerValue, asked: string[]) =>
    [...entryTags(entry), ...asked].some(
      (tag) => (invalidatedAt.get(tag) ?? 0) > entry.lastModified,
    )

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
    for (const [tag, at] of Object.entries(recorded ?? {})) learn(tag, Number(at))
  }

  redis.whenReady(() => void catchUp())
  subscriber.whenReady(() => {
    void subscriber.client
      .subscribe(channel, (message) => {
        for (const [tag, at] of Object.entries(JSON.parse(message) as Record<string, string>))
          learn(tag, Number(at))
      })
      .catch((error: unknown) => logger.debug('Could not listen for invalidations', { error }))
  })
  redis.open()
  subscriber.open()

  return {
    /** The entry every instance shares under `key`, if Redis has one. */
    async entry(key: string) {
      const text = await redis.run((client) => client.get(entryPrefix + key))
      return text ? decodeEntry<CacheHandlerValue>(text) : null
    },

    /** The newer of the instance's own entry and the shared one, unless it is out of date. */
    newest(own: CacheHandlerValue | null, theirs: CacheHandlerValue | null, asked: string[]) {
      const entry = theirs && theirs.lastModified > (own?.lastModified ?? 0) ? theirs : own
      return entry && !isOutOfDate(entry, asked) ? entry : null
    },

    async keep(key: string, entry: CacheHandlerValue) {
      await redis.run((client) =>
        client.set(entryPrefix + key, encodeEntry(entry), { EX: ENTRY_LIFETIME_S }),
      )
    },

    async invalidate(tags: string[]) {
      const at = Date.now()
      for (const tag of tags) learn(tag, at)
      if (tags.length === 0 || (await record(new Map(tags.map((tag) => [tag, at]))))) return
      logger.warn(
        'Invalidated pages on this instance only; the others learn of it once the shared cache is back',
        { tags },
      )
    },
  }
}
