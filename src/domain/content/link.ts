import { isSiteRoute } from '../routes'

/** A labelled destination: a site route, an in-page hash, a mail address or an external URL. */
export interface Link {
  label: string
  href: string
}

/** True when the link leaves the site (another origin), so it opens without client routing. */
export function isExternalHref(href: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('//')
}

/** True when the link opens a page on another host, which gets no opener and no referrer. */
export function leavesSite(href: string): boolean {
  return /^(?:https?:)?\/\//i.test(href)
}

/** What an editor is told when a link points somewhere the site will not link to. */
export const HREF_RULE = 'must be a site route, #hash, mailto:, tel: or https:// URL'

/**
 * Where a link may point: a site route (with an optional hash), a hash on the same page, a
 * mail address, a phone number or an https address. Anything else (javascript:, http:, a path
 * the site does not serve) never renders.
 */
export function isAllowedHref(value: string): boolean {
  if (/^#[\w-]+$/.test(value)) return true
  if (/^(mailto|tel):\S+$/.test(value)) return true
  if (isHttpsUrl(value)) return true
  const [path = '', hash] = value.split('#')
  return isSiteRoute(path) && (hash === undefined || /^[\w-]+$/.test(hash))
}

/** An address on another host, over https. */
export function isHttpsUrl(value: string): boolean {
  return /^https:\/\/[^\s/]+/.test(value)
}

export const EMBEDDABLE_URL_RULE = 'must be an https:// URL or a path on this site'

/** Where a framed document (such as a form) may come from: an https address or a site path. */
export function isEmbeddableUrl(value: string): boolean {
  return isHttpsUrl(value) || /^\/(?!\/)[^\s]*$/.test(value)
}
