import type { SiteSettings } from '@/domain/content/site-settings'
import { JsonLd } from './JsonLd'
import { organisation, type Mark } from './organisation'

export function OrganisationJsonLd(props: { settings: SiteSettings; siteUrl: URL; mark: Mark }) {
  const data = organisation(props.settings, props.siteUrl, props.mark)
  return <JsonLd data={{ '@context': 'https://schema.org', ...data }} />
}
