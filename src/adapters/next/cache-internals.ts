import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js'
import type {
  CacheHandler,
  CacheHandlerContext,
  CacheHandlerValue,
} from 'next/dist/server/lib/incremental-cache/index.js'

/*
 * What the pages' cache handler reads of Next.js beyond its documented interface, each read
 * checked by tests/framework/cache-internals.test.ts: Next.js's own file-system handler, the
 * header of a page's tags, a path's tag. Loaded by Node.js itself, imports with extensions.
 */

/** The documented handler interface, as Next.js types it. */
export type { CacheHandler, CacheHandlerContext, CacheHandlerValue }
export type CacheHandlerClass = new (context: CacheHandlerContext) => CacheHandler

// Next.js's modules are CommonJS with a `default` export; Node's import hands over the exports.
/** Next.js's default handler: the pages built with the site and those rendered since, on disk. */
export const FileSystemCache = ((
  fileSystemCacheModule as unknown as { default?: CacheHandlerClass }
).default ?? fileSystemCacheModule) as CacheHandlerClass

/** The header of a cached page that lists its tags, comma-separated. */
export const CACHE_TAGS_HEADER = 'x-next-cache-tags'

/** Next.js marks every entry with its path's implicit tag, this prefix and the path. */
export const PATH_TAG_PREFIX = '_N_T_'

/** The tag `revalidatePath(path)` invalidates. */
export const pathTag = (path: string): string => `${PATH_TAG_PREFIX}${path}`
