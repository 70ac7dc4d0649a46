import type { Image } from './assets'
import type { Link } from './link'
import type { BottomTaglineSection, FormEmbed, GeneralFooterSection } from './sections'

export interface Navigation {
  /** The wordmark; its accessible name is the site title. */
  logo: { label: string }
  menu: Link[]
  button?: Link
}

/** Words of the site's own interface, editable like the rest of the copy. */
export interface InterfaceLabels {
  skipToContent: string
  menu: string
  closeMenu: string
}

/** Site-wide settings: one document, edited like any other content. */
export interface SiteSettings {
  title: string
  description: string
  themeColour: string
  /** The analytics measurement id; no analytics at all without one. */
  analyticsId?: string
  labels: InterfaceLabels
  navigation: Navigation
  /** Shown at the end of every page. */
  footer: GeneralFooterSection
  bottomTagline?: BottomTaglineSection
  /** The form that form-embed sections show unless they name their own. */
  formEmbed: FormEmbed
  /** The image shared on social media for pages without their own. */
  seoImage?: Image
}
