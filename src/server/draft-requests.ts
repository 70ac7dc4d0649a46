import type { ServerResponse } from 'node:http'
import {
  parsePreviewPerspective,
  PREVIEW_PERSPECTIVE_COOKIE,
} from '../domain/preview-perspective.ts'
import { DRAFT_MODE_COOKIE } from './next-protocol.ts'

/*
 * Requests from editors in draft mode. Next.js turns draft mode on with a cookie whose value is
 * the build's own preview mode id (next-build.ts), and renders their pages on
 * demand; the front gives those answers their own headers (see serve.ts): never kept by anyone,
 * and framable by the Studio.
 */

/** The site's routes that turn draft mode on and off (src/app/api/draft-mode). */
const DRAFT_MODE_ROUTES = /^\/api\/draft-mode\/(?:enable|disable)(?:\?|$)/

/**
 * Whether a request is an editor's in draft mode: it carries this build's draft-mode cookie
 * (any other value is ignored), or it turns draft mode on or off, which the Studio does in its
 * frame.
 */
export function isDraftRequest(
  url: string | undefined,
  cookieHeader: string | undefined,
  previewModeId: string | undefined,
): boolean {
  if (DRAFT_MODE_ROUTES.test(url ?? '')) return true
  if (!previewModeId) return false
  return cookieValues(cookieHeader, DRAFT_MODE_COOKIE).includes(previewModeId)
}

/** The raw values a Cookie header gives the named cookie, in order (usually one, or none). */
function cookieValues(cookieHeader: string | undefined, name: string): string[] {
  const prefix = `${name}=`
  return (cookieHeader ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.startsWith(prefix))
    .map((part) => part.slice(prefix.length))
}

/** Draft answers are the editor's alone: no cache, shared or private, keeps them. */
export const DRAFT_CACHE_CONTROL = 'private, no-store'

/** Makes the response's Cache-Control DRAFT_CACHE_CONTROL, whatever the framework sets. */
export function keepPrivate(response: ServerResponse): void {
  const setHeader = response.setHeader
  response.setHeader = function (this: ServerResponse, name, value) {
    const cacheControl = name.toLowerCase() === 'cache-control'
    return setHeader.call(this, name, cacheControl ? DRAFT_CACHE_CONTROL : value)
  } as ServerResponse['setHeader']
  response.setHeader('Cache-Control', DRAFT_CACHE_CONTROL)
}

/**
 * Why a draft request's preview perspective cookie cannot be read, or undefined when it can (or
 * there is none: the drafts). The site writes only perspectives it checked; anything else was
 * made by hand, and gets a 400 rather than a page from some other perspective. The routes under
 * /api/draft-mode/ set the cookie again, or take it away, so they stay open whatever it holds.
 */
export function perspectiveCookieProblem(
  url: string | undefined,
  cookieHeader: string | undefined,
): string | undefined {
  if (url?.startsWith('/api/draft-mode/')) return undefined
  const [cookie] = cookieValues(cookieHeader, PREVIEW_PERSPECTIVE_COOKIE)
  if (cookie === undefined) return undefined
  try {
    parsePreviewPerspective(decodeURIComponent(cookie))
    return undefined
  } catch (error) {
    return (error as Error).message
  }
}
