import { analyticsDisclosureOf } from '@/container/client-config'
import type { AppConfig } from '@/container/config'
import type { SiteFacts } from '@/domain/content/rich-text'
import type { SiteSettings } from '@/domain/content/site-settings'
import { monthsInWords } from '@/domain/privacy'

/** The facts rich text may place, from the settings and configuration the site itself runs on. */
export function siteFacts(settings: SiteSettings, config: AppConfig): SiteFacts {
  return {
    consentPeriod: monthsInWords(settings.consentMonths),
    analyticsDisclosure: analyticsDisclosureOf(config),
  }
}
