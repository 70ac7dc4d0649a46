/**
 * What lottie-web's canvas player needs of a page, in a worker that has no page.
 *
 * Its code runs only where there is a `document`, reaches for frames through `window`, and
 * builds a canvas for its image stand-in. Drawing on an OffscreenCanvas it is handed, it needs
 * nothing else of the page: without `document.body` it does not measure fonts on the page (its
 * own path for workers). Animations that hold images are not drawn here: there is no `<img>` in
 * a worker, so asking for one throws, and the animation keeps its still fallback.
 * Imported by the worker before lottie-web, so that lottie-web finds these when its code runs.
 */

const scope = globalThis as unknown as Record<string, unknown>

function notInWorker(tag: string): never {
  throw new Error(`The animation worker has no <${tag}>: animations with images are not drawn`)
}

scope.window ??= globalThis
scope.document ??= {
  readyState: 'complete',
  getElementsByClassName: () => [],
  getElementsByTagName: () => [],
  createElement: (tag: string) => (tag === 'canvas' ? new OffscreenCanvas(1, 1) : notInWorker(tag)),
  createElementNS: (_namespace: string, tag: string) => notInWorker(tag),
}
// Every browser with OffscreenCanvas gives workers animation frames but Safari before 17.
scope.requestAnimationFrame ??= (draw: (time: number) => void) =>
  setTimeout(() => draw(performance.now()), 1000 / 60)
