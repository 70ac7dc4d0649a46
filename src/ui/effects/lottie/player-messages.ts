// What the page and animation.worker.ts say to each other; sizes are in device pixels.

export interface CanvasSize {
  width: number
  height: number
}

export type ToAnimationWorker =
  | {
      kind: 'start'
      canvas: OffscreenCanvas
      data: unknown
      size: CanvasSize
      loop: boolean
      /** Reduced motion: draw the last frame, where animations come to rest, and stop. */
      still: boolean
      /** Whether it is on screen now: a hidden animation waits to be shown before it plays. */
      visible: boolean
    }
  | { kind: 'visible'; visible: boolean }
  | { kind: 'resize'; size: CanvasSize }

export type FromAnimationWorker =
  /** The worker's code has loaded and run: from now on, an error is the animation's. */
  | { kind: 'loaded' }
  /** Drawn at `size`: first, and again after each resize. */
  | { kind: 'drawn'; size: CanvasSize }
  /** It has played its plays (play-budget.ts) and rests on its last frame, drawn at `size`. */
  | { kind: 'ended'; size: CanvasSize }
  /** lottie-web could not build or draw the animation from its data. */
  | { kind: 'failed'; message: string }
