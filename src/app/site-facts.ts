import { analyticsDisclosureOf } from '@/container/client-config'
import type { AppConfig } from '@/container/config'
import type { SiteFacts } from '@/domain/content/rich-text'
import type { SiteSettings } from '@/domain/content/site-settings'
import { monthsInWords } from '@/domain/privacy'

/**
 * The facts rich text may place (SITE_FACTS), as this site states them: from the same settings
 * and configuration the consent question and the analytics adapter use, so that the privacy
 * policy cannot say otherwise.
 */
export function siteFacts(settings: SiteSettings, config: AppConfig): SiteFacts {
  return {
    consentPeriod: monthsInWords(settings.consentMonths),
    analyticsDisclosure: analyticsDisclosureOf(config),
  }
}
