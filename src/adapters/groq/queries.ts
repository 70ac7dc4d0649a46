/**
 * The GROQ queries every content adapter sends, typed by `npm run typegen`: one per page with its
 * sections, references and assets; published content only, unpublished references left out.
 */
import { defineQuery } from 'groq'

const IMAGE = /* groq */ `{
  alt,
  decorative,
  "focus": hotspot{ x, y },
  crop{ top, bottom, left, right },
  "asset": asset->{
    _id,
    extension,
    metadata { lqip, dimensions { width, height }, palette { dominant { background } } }
  }
}`

const FILE = /* groq */ `{ "asset": asset->{ _id, extension, mimeType, size } }`

const PRODUCT = /* groq */ `{
  _id, _updatedAt, name, "slug": slug.current, client, year, summary, services,
  "image": image${IMAGE},
  accentColour, url, outcome
}`

const TESTIMONIAL = /* groq */ `{ _id, _updatedAt, quote, name, role, company, "portrait": portrait${IMAGE} }`

const TEAM_MEMBER = /* groq */ `{ _id, _updatedAt, name, role, location, bio, "portrait": portrait${IMAGE} }`

const JOB_OPENING = /* groq */ `{
  _id, _updatedAt, title, "slug": slug.current, department, workplace, employment, hours, summary,
  responsibilities, requirements, salary, applyUrl, publishedAt
}`

const SETTINGS = /* groq */ `*[_type == "siteSettings" && !(_id in path("drafts.**"))][0]`

const SECTION = /* groq */ `{
  ...,
  _type == "homeHeader" => { "animation": animation${FILE} },
  _type == "howWeNailedIt" => {
    "cases": cases[defined(product->_id)]{ ..., "product": product->${PRODUCT} }
  },
  _type == "products" => { "products": products[defined(@->_id)]->${PRODUCT} },
  _type == "testimonials" => { "testimonials": testimonials[defined(@->_id)]->${TESTIMONIAL} },
  _type == "lifeAt" => { "images": images[]${IMAGE} },
  _type == "productsHeader" => { "image": image${IMAGE} },
  _type == "quest" => { "image": image${IMAGE} },
  _type == "statistics" => { "animation": animation${FILE} },
  _type == "culture" => { "image": image${IMAGE} },
  _type == "team" => { "image": image${IMAGE} },
  _type == "teamMembers" => { "members": members[defined(@->_id)]->${TEAM_MEMBER} },
  _type == "remote" => { "image": image${IMAGE} },
  _type == "jobOpenings" => { "openings": openings[defined(@->_id)]->${JOB_OPENING} },
  _type == "manifestoHeader" => { "animation": animation${FILE} },
  _type == "video" => {
    "video": video${FILE}, "poster": poster${IMAGE}, "captions": captions${FILE}
  },
  // A form section that names no form shows the site settings' default one.
  _type == "formEmbed" => { "form": coalesce(form, ${SETTINGS}.formEmbed.form) },
  _type == "webglBlock" => { "fallbackImage": fallbackImage${IMAGE} }
}`

export const PAGE_QUERY = defineQuery(`
*[_type == "page" && route.current == $route && !(_id in path("drafts.**"))][0]{
  _id,
  _updatedAt,
  title,
  "route": route.current,
  "seo": seo{ title, description, "image": image${IMAGE} },
  "sections": sections[]${SECTION}
}`)

export const SITE_SETTINGS_QUERY = defineQuery(`
${SETTINGS}{
  title,
  description,
  themeColour,
  labels,
  navigation,
  "footer": footer{ ..., "_type": "generalFooter", "_key": "site-footer" },
  "bottomTagline": bottomTagline{ ..., "_type": "bottomTagline", "_key": "site-bottom-tagline" },
  "seoImage": seoImage${IMAGE},
  consentMonths
}`)

export const PAGE_TYPE = 'page'
export const SETTINGS_TYPE = 'siteSettings'

/**
 * Routes showing $ids directly or through a referenced document; settings touch every page.
 * `found` names the ids that still exist: of one that is gone, only the notification can say
 * what it showed.
 */
export const AFFECTED_ROUTES_QUERY = defineQuery(`{
  "everyPage": count(*[_id in $ids && _type == "siteSettings"]) > 0,
  "found": *[_id in $ids]._id,
  "routes": *[
    _type == "page" && !(_id in path("drafts.**")) && (
      _id in $ids || references($ids) || references(*[references($ids)]._id)
    )
  ].route.current
}`)
