import { defineField } from 'sanity'
import { isSiteRoute, SITE_ROUTES } from '../../../src/domain/routes'
import { uniqueWithinType } from '../objects/unique-slug'

/** One of the site's routes, and no other page's; a slug, as the site's queries read it. */
export const routeField = defineField({
  name: 'route',
  title: 'Route',
  type: 'slug',
  description: `Where the page lives: one of ${SITE_ROUTES.join(', ')}.`,
  options: { isUnique: uniqueWithinType('route') },
  validation: (rule) =>
    rule
      .required()
      .custom((slug) =>
        !slug?.current || isSiteRoute(slug.current)
          ? true
          : `Must be one of the site's routes: ${SITE_ROUTES.join(', ')}`,
      ),
})
