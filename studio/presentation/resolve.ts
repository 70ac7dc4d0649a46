/*
 * The Presentation tool's `resolve`: which pages show a document, and which document a page is.
 * Only types come from `sanity/presentation`, so tests need not load the Studio.
 */
import type { Observable } from 'rxjs'
import { map } from 'rxjs'
import type {
  DocumentLocation,
  DocumentLocationResolver,
  DocumentLocationsState,
  DocumentResolver,
} from 'sanity/presentation'
import { SITE_ROUTES } from '../../src/domain/routes'

/** The page at each of the site's routes is the document a preview of that route shows. */
export const mainDocuments = [
  {
    route: [...SITE_ROUTES],
    resolve: ({ path }) => ({
      filter: `_type == "page" && route.current == $route`,
      params: { route: path },
    }),
  },
] satisfies DocumentResolver[]

/** The pages at the site's routes that match `filter`, in route order. */
function pagesWhere(filter: string) {
  return /* groq */ `*[_type == "page" && ${filter} && route.current in $routes]{
    title, "href": route.current
  } | order(href asc)`
}

const PAGES_REFERRING = pagesWhere('references($id)')

/** A page shows itself; pages show what they refer to; the site settings show on every page. */
const PAGES_SHOWING: Readonly<Record<string, string>> = {
  siteSettings: pagesWhere('true'),
  page: pagesWhere('_id == $id'),
  product: PAGES_REFERRING,
  testimonial: PAGES_REFERRING,
  teamMember: PAGES_REFERRING,
  jobOpening: PAGES_REFERRING,
}

/** The routes that show a document in the editor's perspective, kept up to date. */
export const locations: DocumentLocationResolver = ({ id, type, perspectiveStack }, context) => {
  const query = PAGES_SHOWING[type]
  if (!query) return null
  const pages: Observable<{ title: string | null; href: string }[] | null> =
    context.documentStore.listenQuery(
      query,
      { id, routes: [...SITE_ROUTES] },
      { perspective: perspectiveStack },
    )
  return pages.pipe(
    map((found): DocumentLocationsState => {
      const routes: DocumentLocation[] = (found ?? []).map(({ title, href }) => ({
        title: title ?? href,
        href,
      }))
      return routes.length > 0
        ? { locations: routes }
        : { message: 'No page shows this document yet', tone: 'caution' }
    }),
  )
}

export const resolve = { mainDocuments, locations }
