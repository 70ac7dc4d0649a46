import type { Metadata } from 'next'
import type { SiteRoute } from '@/domain/routes'
import { PageView } from '@/ui/page/PageView'
import { loadPage } from './content'

/*
 * What every route file shares. Route files stay thin: they name their route and declare
 * themselves static; the content and the rendering live here and in src/ui.
 */

export async function pageMetadata(route: SiteRoute): Promise<Metadata> {
  const page = await loadPage(route)
  return {
    // An editor's SEO title is used exactly as written; otherwise the page title joins the template.
    title: page.seo.title ? { absolute: page.seo.title } : page.title,
    description: page.seo.description,
    alternates: { canonical: route },
  }
}

export async function SitePage({ route }: { route: SiteRoute }) {
  return <PageView page={await loadPage(route)} />
}
