import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js'
import type {
  CacheHandler,
  CacheHandlerContext,
  CacheHandlerValue,
} from 'next/dist/server/lib/incremental-cache/index.js'

/*
 * What the pages' cache handler reads of Next.js beyond the documented handler interface, all of
 * it here and each read checked by tests/framework/cache-internals.test.ts: where Next.js's own
 * handler lives (the handler holds one and talks to it through the documented interface only),
 * the header that carries a page's tags, and the tag Next.js gives a path.
 *
 * Loaded by Node.js itself, not bundled: types are stripped only and imports carry extensions.
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
