/*
 * Next.js's draft-mode cookie, for the routes that keep it in the Studio's cross-site frame
 * (src/app/editor-cookies.ts): Next.js sets it unpartitioned and offers no option to partition
 * it, so those routes set it again under its name. The name is checked against the installed
 * Next.js in tests/framework.
 */
export { DRAFT_MODE_COOKIE } from '../adapters/next/next-protocol.ts'
