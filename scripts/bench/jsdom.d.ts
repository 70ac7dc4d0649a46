/*
 * The part of jsdom (a dev dependency, shipped without declarations) that
 * scripts/bench/first-round-trip.ts uses: a document parsed with the source location of each
 * node, as parse5 reports it (offsets in UTF-16 code units of the string parsed).
 */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string, options?: { includeNodeLocations?: boolean })
    readonly window: { document: Document }
    nodeLocation(node: Node): { startOffset: number; endOffset: number } | null | undefined
  }
}
