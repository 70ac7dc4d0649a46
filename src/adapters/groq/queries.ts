/**
 * The GROQ queries the site runs. Every content adapter sends these exact strings, so the
 * offline fixtures and the hosted CMS answer the same question the same way.
 *
 * One query per page: the page, its sections and every referenced document come back together.
 * Drafts are excluded: visitors only ever see published content.
 */
export const PAGE_QUERY = /* groq */ `
*[_type == "page" && route.current == $route && !(_id in path("drafts.**"))][0]{
  _id,
  title,
  "route": route.current,
  seo,
  sections[]
}`

export const SITE_SETTINGS_QUERY = /* groq */ `
*[_type == "siteSettings" && !(_id in path("drafts.**"))][0]{
  _id,
  title,
  description,
  tagline,
  themeColour,
  labels,
  navigation,
  footer
}`
