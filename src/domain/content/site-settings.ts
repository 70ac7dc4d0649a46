import type { Link } from './link'

export interface Navigation {
  /** The wordmark; its accessible name is the site title. */
  logo: { label: string }
  menu: Link[]
  button?: Link
}

export interface GeneralFooter {
  heading: string
  links: Link[]
  contactEmail?: string
  legal: string
}

export interface InterfaceLabels {
  skipToContent: string
  menu: string
}

/** Site-wide settings: one document, edited like any other content. */
export interface SiteSettings {
  title: string
  description: string
  tagline?: string
  themeColour: string
  /** Words of the site's own interface, editable like the rest of the copy. */
  labels: InterfaceLabels
  navigation: Navigation
  footer: GeneralFooter
}
