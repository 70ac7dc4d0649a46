/*
 * Who receives a visitor's page views, told before they choose: kept apart from the adapters so
 * the consent question need not load one; the privacy policy states the same words.
 */

/** What the same agreement sends the site itself; a site without analytics never asks. */
const WEB_VITALS_DISCLOSURE =
  'This site’s own server also receives how quickly each page loaded and answered you, with the page’s address and nothing about who you are.'

export const GA4_DISCLOSURE = `We use Google Analytics: Google receives each page’s address and title, the page before it, your browser’s type, language and screen size and your rough location, and sets a cookie to recognise your next visit. ${WEB_VITALS_DISCLOSURE}`

export const RECORDING_DISCLOSURE = `No analytics service is set up here: a visit is only noted inside this browser tab, for testing, and no page view leaves your browser. ${WEB_VITALS_DISCLOSURE}`

/** No analytics adapter: said by the privacy policy only. */
export const NO_ANALYTICS_DISCLOSURE =
  'This site uses no analytics service: no visit is counted, and you are not asked.'
