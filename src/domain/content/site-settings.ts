import type { Image } from './assets'
import type { Link } from './link'
import type { BottomTaglineSection, GeneralFooterSection } from './sections'

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
  /** Announced when the connection drops: what still works offline. */
  offline: string
  /** Announced when the connection returns. */
  online: string
  /** Announced when a page the visitor waited for (the progress bar showed) is in place. */
  pageLoaded: string
  /** The analytics consent choice. */
  consentTitle: string
  /**
   * Why the site counts visits. It names no provider: the consent choice adds who receives
   * page views, as the configured analytics adapter describes itself.
   */
  consentBody: string
  consentAccept: string
  consentDecline: string
  /** The footer control that reopens the consent choice. */
  privacyChoices: string
  /** The page shown offline for a page that was never visited. */
  offlineTitle: string
  offlineBody: string
  offlineRetry: string
}

/**
 * The words of the site's own controls when the content does not give them (say, a dataset
 * from before a label existed): the site keeps working, in plain English.
 */
export const DEFAULT_INTERFACE_LABELS: InterfaceLabels = {
  skipToContent: 'Skip to content',
  menu: 'Menu',
  closeMenu: 'Close menu',
  offline:
    'You are offline. Pages you have already visited still open; the rest will load when you are back online.',
  online: 'You are back online.',
  pageLoaded: 'Page loaded.',
  consentTitle: 'May we count your visit?',
  consentBody:
    'With your permission, we count which pages people read, so we can make them better. No advertising, no selling. You can change your mind at any time under Privacy choices at the foot of every page.',
  consentAccept: 'Allow analytics',
  consentDecline: 'No, thanks',
  privacyChoices: 'Privacy choices',
  offlineTitle: 'You are offline',
  offlineBody:
    'This page has not been saved for reading offline yet. Pages you have visited before still open, and everything else will be back with your connection.',
  offlineRetry: 'Try again',
}

/** Site-wide settings: one document, edited like any other content. */
export interface SiteSettings {
  title: string
  description: string
  themeColour: string
  labels: InterfaceLabels
  navigation: Navigation
  /** Shown at the end of every page. */
  footer: GeneralFooterSection
  bottomTagline?: BottomTaglineSection
  /** The image shared on social media for pages without their own. */
  seoImage?: Image
  /**
   * How long a visitor's analytics choice holds, in whole months (see ../privacy.ts): the
   * browser asks again after it, and the privacy policy states it from this same value.
   */
  consentMonths: number
}
