import type { SiteSettings } from '@/domain/content/site-settings'

/**
 * The organisation behind the site, as schema.org structured data for search engines. Its
 * facts come from the site settings; `<` is escaped so content can never close the script.
 */
export function OrganisationJsonLd({
  settings,
  siteUrl,
  logoUrl,
}: {
  settings: SiteSettings
  siteUrl: URL
  logoUrl?: string
}) {
  const organisation = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: settings.title,
    description: settings.description,
    url: siteUrl.href,
    ...(logoUrl ? { logo: new URL(logoUrl, siteUrl).href } : {}),
    ...(settings.footer.contactEmail ? { email: settings.footer.contactEmail } : {}),
    sameAs: settings.footer.social
      .map((link) => link.href)
      .filter((href) => href.startsWith('https://')),
  }
  return (
    <script
      type="application/ld+json"
      // Structured data is data, not script: it is never executed.
      dangerouslySetInnerHTML={{ __html: JSON.stringify(organisation).replaceAll('<', '\\u003c') }}
    />
  )
}
