import type { ServiceIdentifier } from 'inversify'
import type { Page } from '@/domain/content/page'
import type { SiteSettings } from '@/domain/content/site-settings'
import type { SiteRoute } from '@/domain/routes'

/** What is remembered, by key: a page (null when the content has no such page) or the settings. */
export interface LastGoodContent {
  siteSettings: SiteSettings
  [route: `page:${string}`]: Page | null
}

export type ContentKey = 'siteSettings' | `page:${SiteRoute}`

/** Content read successfully, and when the read that brought it started (ms since the epoch). */
export interface Remembered<K extends ContentKey> {
  value: LastGoodContent[K]
  readAt: number
}

/**
 * The content last read successfully, per key: what a page is rendered from when the content
 * service fails just as the page regenerates. Shared by everything that renders pages and by the
 * publish webhook, in every server bundle and, with a shared store, on every instance.
 */
export interface LastGoodContentStore {
  /**
   * Remembers content just read. Reads can overlap: an answer whose read started before the
   * remembered one's is older content, and does not replace it.
   */
  remember<K extends ContentKey>(key: K, remembered: Remembered<K>): Promise<void>
  /** The content last read successfully for `key`; undefined if it never was. */
  recall<K extends ContentKey>(key: K): Promise<Remembered<K> | undefined>
}

export const LastGoodContentStoreToken: ServiceIdentifier<LastGoodContentStore> =
  Symbol.for('LastGoodContentStore')
