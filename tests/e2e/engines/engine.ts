/*
 * A browser engine as the cross-engine checks (every-engine.spec.ts) drive it: the few things
 * they do, the same in each engine, whichever client speaks to it. Elements are found and
 * measured in the page itself, and touched where they are, so every client does it alike.
 */

export type EngineName = 'chromium' | 'firefox' | 'webkit'

export interface PageOptions {
  /** Where the site is served: paths given to `goto` are resolved against it. */
  baseURL: string
  width: number
  height: number
  /** A touch screen: taps are touches, and the page may ask for `(pointer: coarse)`. */
  touch?: boolean
  /** The visitor asks for reduced motion (`prefers-reduced-motion: reduce`). */
  reducedMotion?: boolean
  /** The analytics question answered already ("denied"), or not yet asked (undefined). */
  consent?: 'denied'
}

/** A point in the viewport, in CSS pixels. */
export interface Point {
  x: number
  y: number
}

export interface EnginePage {
  /** Loads a path of the site and waits for the load event. */
  goto(path: string): Promise<void>
  reload(): Promise<void>
  /** Runs a function in the page, with JSON arguments, and answers its JSON result. */
  evaluate<Result, Args extends unknown[]>(
    fn: (...args: Args) => Result | Promise<Result>,
    ...args: Args
  ): Promise<Awaited<Result>>
  click(point: Point): Promise<void>
  tap(point: Point): Promise<void>
  /** Turns the mouse wheel over a point, by `deltaY` pixels. */
  wheel(point: Point, deltaY: number): Promise<void>
  /** Console errors and uncaught errors since the page opened, as the engine wrote them. */
  errors(): string[]
  /** How the page's process ended, if it crashed or was killed: the engine's fault, not the site's. */
  crash(): string | undefined
  close(): Promise<void>
}

export interface Engine {
  name: EngineName
  newPage(options: PageOptions): Promise<EnginePage>
  close(): Promise<void>
}
