/* From the environment or ./.env; with nothing set, the placeholder project the tests use. */

export const projectId = process.env.SANITY_STUDIO_PROJECT_ID || 'abc123'

export const dataset = process.env.SANITY_STUDIO_DATASET || 'production'

/** A stand-in for Sanity's API, such as a local emulator; Sanity's own API when unset. */
export const apiHost = process.env.SANITY_STUDIO_API_HOST || undefined

/** The site the Presentation tool previews; its SANITY_STUDIO_URL must name this Studio. */
export const previewOrigin = process.env.SANITY_STUDIO_PREVIEW_ORIGIN || 'http://localhost:3000'
