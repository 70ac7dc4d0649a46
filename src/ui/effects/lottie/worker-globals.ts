// The little of a page lottie-web's canvas player asks for, in a worker; imported before it.

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
