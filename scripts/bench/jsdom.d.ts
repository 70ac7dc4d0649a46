/*
 * The part of jsdom (a dev dependency, shipped without declarations) that the project uses: a
 * document parsed with the source location of each node, as parse5 reports it (offsets in UTF-16
 * code units of the string parsed), for scripts/bench/first-round-trip.ts; and a document whose
 * inline scripts run, for the tests of the front's script loader.
 */
declare module 'jsdom' {
  export class JSDOM {
    constructor(
      html: string,
      options?: {
        includeNodeLocations?: boolean
        runScripts?: 'dangerously' | 'outside-only'
        beforeParse?: (window: Window & typeof globalThis) => void
      },
    )
    readonly window: Window & typeof globalThis
    nodeLocation(node: Node): { startOffset: number; endOffset: number } | null | undefined
  }
}
