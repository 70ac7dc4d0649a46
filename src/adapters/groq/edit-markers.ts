import { stegaClean } from '@sanity/client/stega'

/**
 * In draft mode the text of a query's answer carries invisible edit markers (stega: zero-width
 * characters appended to each string that came from a document field), by which the CMS's
 * visual editing overlays find the field to edit. Text the site only shows keeps them; a value
 * the site compares or validates (a link, a route, an anchor, a date, a colour, a code, a
 * choice from a list) is read without them, so a draft page validates exactly as its published
 * twin does. Without draft mode there are no markers and this changes nothing.
 */
export function withoutEditMarkers(value: string): string {
  return stegaClean(value)
}
