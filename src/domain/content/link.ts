/** A labelled destination: a site route, an in-page hash, a mail address or an external URL. */
export interface Link {
  label: string
  href: string
}

/** True when the link leaves the site (another origin), so it opens without client routing. */
export function isExternalHref(href: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('//')
}
