import type { Image } from './assets'
import type { Link } from './link'
import type { BottomTaglineSection, GeneralFooterSection } from './sections'

export interface Navigation {
  /** The wordmark; its accessible name is the site title. */
  logo: { label: string }
  menu: Link[]
  button?: Link
}

export interface InterfaceLabels {
  skipToContent: string
  menu: string
  closeMenu: string
  offline: string
  online: string
  pageLoaded: string
  consentTitle: string
  /** Names no provider: the consent choice adds the analytics adapter's own description. */
  consentBody: string
  consentAccept: string
  consentDecline: string
  privacyChoices: string
  offlineTitle: string
  offlineBody: string
  offlineRetry: string
}

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

export interface SiteSettings {
  title: string
  description: string
  themeColour: string
  labels: InterfaceLabels
  navigation: Navigation
  footer: GeneralFooterSection
  bottomTagline?: BottomTaglineSection
  seoImage?: Image
  /** Whole months (../privacy.ts); the browser asks again after it and the policy states it. */
  consentMonths: number
}
