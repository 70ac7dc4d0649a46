import type { ServiceIdentifier } from 'inversify'
import type { Page } from '@/domain/content/page'
import type { SiteSettings } from '@/domain/content/site-settings'
import type { SiteRoute } from '@/domain/routes'

export interface LastGoodContent {
  siteSettings: SiteSettings
  [route: `page:${string}`]: Page | null
}

export type ContentKey = 'siteSettings' | `page:${SiteRoute}`

export interface Remembered<K extends ContentKey> {
  value: LastGoodContent[K]
  readAt: number
}

/** What a page renders from when the content service fails as it regenerates; shared by all. */
export interface LastGoodContentStore {
  /** An answer whose read started before the remembered one's does not replace it. */
  remember<K extends ContentKey>(key: K, remembered: Remembered<K>): Promise<void>
  recall<K extends ContentKey>(key: K): Promise<Remembered<K> | undefined>
}

export const LastGoodContentStoreToken: ServiceIdentifier<LastGoodContentStore> =
  Symbol.for('LastGoodContentStore')
