import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js'
import tagsManifestModule from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js'
import type FileSystemCacheType from 'next/dist/server/lib/incremental-cache/file-system-cache.js'
import type { CacheHandlerValue } from 'next/dist/server/lib/incremental-cache/index.js'

/*
 * What the site reads of Next.js's page cache beyond its public API, all of it here: the
 * file-system cache class a cache handler extends, the process-wide manifest of invalidated
 * tags, and the tag Next.js gives a path. Next.js documents `cacheHandler` but not the class or
 * the manifest behind it, so each is checked against the installed Next.js by
 * tests/framework/cache-internals.test.ts, which names the one that changed.
 *
 * Loaded by Node.js itself, not bundled (see shared-page-cache.ts): types are stripped only and
 * imports carry their file extensions.
 */

export type { CacheHandlerValue }
export type FileSystemCacheClass = typeof FileSystemCacheType

/** Invalidation times by tag, as Next.js records them. */
export type TagsManifest = Map<string, { stale?: number; expired?: number }>

// Next.js's modules are CommonJS with a `default` export; Node's import hands over the exports.
/** Next.js's own file-system cache: the pages built with the site and those rendered since. */
export const FileSystemCache = ((
  fileSystemCacheModule as unknown as { default?: FileSystemCacheClass }
).default ?? fileSystemCacheModule) as FileSystemCacheClass

/**
 * The tags Next.js has seen invalidated in this process, shared by all its server bundles: every
 * cache entry is checked against it as it is read.
 */
export const tagsManifest = (tagsManifestModule as unknown as { tagsManifest: TagsManifest })
  .tagsManifest

/** Next.js marks every entry with its path's implicit tag, this prefix and the path. */
export const PATH_TAG_PREFIX = '_N_T_'

/** The tag `revalidatePath(path)` invalidates. */
export const pathTag = (path: string): string => `${PATH_TAG_PREFIX}${path}`
