import { DEPLOYMENT_ID } from './deployment-id.ts'

/** When the build names no usable release. */
export const UNKNOWN_RELEASE = 'unknown'

/** A development server compiles on demand: it serves no build. */
export const DEVELOPMENT_RELEASE = 'development'

/**
 * The release this server runs: the deployment id of the build it serves (./deployment-id.ts),
 * which is also the build's id. Next.js hands it to the server's code as
 * `process.env.NEXT_DEPLOYMENT_ID`: written into the server bundles as they are built (so a page
 * names the release it was built with) and set as the server starts (so the pages' cache
 * handler, which Node.js loads itself, reads it too). tests/framework/probe-app.test.ts checks
 * both against the installed Next.js.
 */
export function currentRelease(): string {
  if (process.env.NODE_ENV === 'development') return DEVELOPMENT_RELEASE
  const id = process.env.NEXT_DEPLOYMENT_ID
  return id && DEPLOYMENT_ID.test(id) ? id : UNKNOWN_RELEASE
}
