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

export const HREF_RULE = 'must be a site route, #hash, mailto:, tel: or https:// URL'

/** A site route (optional hash), a same-page hash, mailto:, tel: or https:; else never rendered. */
export function isAllowedHref(value: string): boolean {
  if (/^#[\w-]+$/.test(value)) return true
  if (/^(mailto|tel):\S+$/.test(value)) return true
  if (isHttpsUrl(value)) return true
  const [path = '', hash] = value.split('#')
  return isSiteRoute(path) && (hash === undefined || /^[\w-]+$/.test(hash))
}

export function isHttpsUrl(value: string): boolean {
  return /^https:\/\/[^\s/]+/.test(value)
}

export const EMBEDDABLE_URL_RULE = 'must be an https:// URL or a path on this site'

export function isEmbeddableUrl(value: string): boolean {
  return isHttpsUrl(value) || /^\/(?!\/)[^\s]*$/.test(value)
}
