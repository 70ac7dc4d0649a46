import { stegaClean } from '@sanity/client/stega'

/**
 * Draft mode's invisible stega markers, stripped from values the site compares or validates so a
 * draft page validates as its published twin does; shown text keeps them for visual editing.
 */
export function withoutEditMarkers(value: string): string {
  return stegaClean(value)
}
