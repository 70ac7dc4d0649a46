/** What the scene asks of its WebGL context; three.js takes the context as it is given. */
const SCENE_CONTEXT: WebGLContextAttributes = {
  antialias: true,
  alpha: true,
  powerPreference: 'low-power',
}

/**
 * The canvas's WebGL 2 context, or null where the browser has none (no GPU, WebGL switched off):
 * asked before three.js is loaded, so such a browser downloads nothing and logs nothing (three.js
 * writes a console error when it cannot make a context itself).
 */
export function sceneContextOf(canvas: HTMLCanvasElement): WebGL2RenderingContext | null {
  return canvas.getContext('webgl2', SCENE_CONTEXT)
}

/** Gives a context back now rather than when garbage is collected: browsers cap them. */
export function releaseContext(context: WebGL2RenderingContext): void {
  context.getExtension('WEBGL_lose_context')?.loseContext()
}
