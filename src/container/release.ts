import { DEPLOYMENT_ID } from './deployment-id.ts'

/** When the build names no usable release. */
export const UNKNOWN_RELEASE = 'unknown'

/** A development server compiles on demand: it serves no build. */
export const DEVELOPMENT_RELEASE = 'development'

/**
 * The deployment id of the build this server serves, which Next.js hands over as
 * NEXT_DEPLOYMENT_ID, both in the bundles and at start (tests/framework/probe-app.test.ts).
 */
export function currentRelease(): string {
  if (process.env.NODE_ENV === 'development') return DEVELOPMENT_RELEASE
  const id = process.env.NEXT_DEPLOYMENT_ID
  return id && DEPLOYMENT_ID.test(id) ? id : UNKNOWN_RELEASE
}
