/*
 * The project and dataset the Studio edits, from the environment (a .env file in this folder
 * works too). With nothing set, the Studio and its checks run offline against the placeholder
 * project the site's own tests use.
 */

export const projectId = process.env.SANITY_STUDIO_PROJECT_ID || 'abc123'

export const dataset = process.env.SANITY_STUDIO_DATASET || 'production'

/** A stand-in for Sanity's API, such as a local emulator; Sanity's own API when unset. */
export const apiHost = process.env.SANITY_STUDIO_API_HOST || undefined

/**
 * The site the Presentation tool previews, which must run with draft mode (its
 * SANITY_STUDIO_URL naming this Studio, so that draft pages may be framed here).
 */
export const previewOrigin = process.env.SANITY_STUDIO_PREVIEW_ORIGIN || 'http://localhost:3000'
