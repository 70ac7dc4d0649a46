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

/** A page shows itself; only routes the site serves count. */
const PAGE_ITSELF = /* groq */ `*[_type == "page" && _id == $id && route.current in $routes]{
  title, "href": route.current
}`

/** Pages that show a document they refer to: a product, a testimonial, a person, a role. */
const PAGES_REFERRING = /* groq */ `*[_type == "page" && references($id) && route.current in $routes]{
  title, "href": route.current
} | order(href asc)`

/** Every page: the site settings (navigation, footer, tagline, theme) show on all of them. */
const EVERY_PAGE = /* groq */ `*[_type == "page" && route.current in $routes]{
  title, "href": route.current
} | order(href asc)`

/** The query that finds the pages showing a document of each type. */
const PAGES_SHOWING: Readonly<Record<string, string>> = {
  siteSettings: EVERY_PAGE,
  page: PAGE_ITSELF,
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
