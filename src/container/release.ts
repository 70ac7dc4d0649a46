import { DEPLOYMENT_ID } from './deployment-id.ts'

/** When the build names no usable release. */
export const UNKNOWN_RELEASE = 'unknown'

/** A development server compiles on demand: it serves no build. */
export const DEVELOPMENT_RELEASE = 'development'

/** The build's deployment id, which Next.js hands the server as NEXT_DEPLOYMENT_ID. */
export function currentRelease(): string {
  if (process.env.NODE_ENV === 'development') return DEVELOPMENT_RELEASE
  const id = process.env.NEXT_DEPLOYMENT_ID
  return id && DEPLOYMENT_ID.test(id) ? id : UNKNOWN_RELEASE
}
