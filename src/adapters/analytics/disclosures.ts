/*
 * What each analytics adapter tells a visitor before they choose: who receives their page views
 * and what those hold. Kept apart from the adapters so the consent question can say it before
 * (and without) loading an adapter's code. The privacy policy states the same words where its
 * text places the analytics disclosure, so it names only the provider the site uses.
 */

/**
 * The Core Web Vitals the same agreement lets the page send to the site itself
 * (src/adapters/reports/beacon-web-vitals.ts): said wherever an analytics adapter is, since a
 * site without one never asks, and so never measures.
 */
const WEB_VITALS_DISCLOSURE =
  'This site’s own server also receives how quickly each page loaded and answered you, with the page’s address and nothing about who you are.'

/** Google Analytics 4 (ga4-analytics.ts): gtag.js from Google, with its cookie. */
export const GA4_DISCLOSURE = `We use Google Analytics: Google receives each page’s address and title, the page before it, your browser’s type, language and screen size and your rough location, and sets a cookie to recognise your next visit. ${WEB_VITALS_DISCLOSURE}`

/** The recording adapter (recording-analytics.ts): page views kept in the page, for tests. */
export const RECORDING_DISCLOSURE = `No analytics service is set up here: a visit is only noted inside this browser tab, for testing, and no page view leaves your browser. ${WEB_VITALS_DISCLOSURE}`

/** No analytics adapter (real content, no measurement id): said by the privacy policy only. */
export const NO_ANALYTICS_DISCLOSURE =
  'This site uses no analytics service: no visit is counted, and you are not asked.'
