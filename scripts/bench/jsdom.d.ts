// The part of jsdom (shipped without declarations) that first-round-trip.ts uses.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string, options?: { includeNodeLocations?: boolean })
    readonly window: Window & typeof globalThis
    nodeLocation(node: Node): { startOffset: number; endOffset: number } | null | undefined
  }
}
