import type { Metadata } from 'next'
import { getConfig } from '@/container/config'
import { statingPageFacts } from '@/domain/content/page'
import type { SiteRoute } from '@/domain/routes'
import { PageTransition } from '@/ui/effects/transitions/PageTransition'
import { PageSections } from '@/ui/page/PageSections'
import { JobPostingsJsonLd } from '@/ui/seo/JobPostingsJsonLd'
import { OrganisationJsonLd } from '@/ui/seo/OrganisationJsonLd'
import { loadPage, loadSiteSettings, assetUrls } from './content'
import { contentSharingImage, drawnSharingImage, MARK, sharingMetadata } from './seo'
import { sharingImagePath } from '@/domain/sharing-images'
import { sharingCardText } from './sharing-card'
import { siteFacts } from './site-facts'

/*
 * What every route file shares. A route file names its route, is prerendered (`dynamic =
 * 'error'`: anything that needs a request fails the build) and regenerated every 600 s in case
 * a publish webhook was lost.
 */

export async function pageMetadata(route: SiteRoute): Promise<Metadata> {
  const [page, settings] = await Promise.all([loadPage(route), loadSiteSettings()])
  const description = page.seo.description ?? settings.description
  return {
    // An editor's SEO title is used as written; otherwise the page title joins the template.
    title: page.seo.title ? { absolute: page.seo.title } : page.title,
    description,
    alternates: { canonical: route },
    ...sharingMetadata({
      title: page.seo.title ?? `${page.title} — ${settings.title}`,
      description,
      // An image the editor chose for the page; otherwise the card drawn from its content.
      image: page.seo.image
        ? contentSharingImage(page.seo.image)
        : drawnSharingImage(sharingImagePath(route), sharingCardText(page, settings).alt),
      path: route,
    }),
  }
}

export async function SitePage({ route }: { route: SiteRoute }) {
  const [page, settings] = await Promise.all([loadPage(route), loadSiteSettings()])
  const config = getConfig()
  // The site's bottom tagline closes every page, unless the page places its own.
  const ownTagline = page.sections.some((section) => section.type === 'bottomTagline')
  const closingSections = settings.bottomTagline && !ownTagline ? [settings.bottomTagline] : []
  return (
    <>
      <PageTransition>
        <PageSections
          page={statingPageFacts(page, siteFacts(settings, config))}
          assetUrls={assetUrls()}
          closingSections={closingSections}
        />
      </PageTransition>
      {/* On the home page only, where search engines look for it; not again on every page. */}
      {route === '/' ? (
        <OrganisationJsonLd settings={settings} siteUrl={config.siteUrl} mark={MARK} />
      ) : null}
      <JobPostingsJsonLd page={page} settings={settings} siteUrl={config.siteUrl} mark={MARK} />
    </>
  )
}
