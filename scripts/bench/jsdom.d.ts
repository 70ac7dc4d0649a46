// The part of jsdom (shipped without declarations) that the bench and the tests use.
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
