import type { SiteSettings } from '@/domain/content/site-settings'
import { JsonLd } from './JsonLd'
import { organisation, type Mark } from './organisation'

export function OrganisationJsonLd({
  settings,
  siteUrl,
  mark,
}: {
  settings: SiteSettings
  siteUrl: URL
  mark: Mark
}) {
  return (
    <JsonLd data={{ '@context': 'https://schema.org', ...organisation(settings, siteUrl, mark) }} />
  )
}
