import './worker-globals'
import lottie, {
  type AnimationConfigWithData,
  type AnimationItem,
} from 'lottie-web/build/player/lottie_light_canvas'
import { playsWithinBudget } from './play-budget'
import type { CanvasSize, FromAnimationWorker, ToAnimationWorker } from './player-messages'

// Draws one Lottie animation on the canvas the page hands over, off the page's main thread.

const page = globalThis as unknown as {
  postMessage(message: FromAnimationWorker): void
  addEventListener(
    type: 'message',
    listener: (event: MessageEvent<ToAnimationWorker>) => void,
  ): void
}

/** A resize waits until the size has held this long: one rebuild at the end of a drag. */
const RESIZE_SETTLE_MS = 150

type Start = Extract<ToAnimationWorker, { kind: 'start' }>

let animation: Omit<Start, 'kind' | 'visible'> | undefined
/**
 * The canvas's 2D context, asked for once: Firefox refuses a second `getContext` on a canvas
 * handed to a worker ("Cannot update created context to different thread"), and a resize
 * rebuilds the player on the same canvas.
 */
let context: OffscreenCanvasRenderingContext2D | null = null
let player: AnimationItem | undefined
let visible = false
/** Plays left, counted once the animation's length is known; none once it has come to rest. */
let playsLeft: number | undefined
let resizeTimer: ReturnType<typeof setTimeout> | undefined

/** Builds the player on the canvas at its size, from `frame` on, and plays it if it should. */
function build(frame = 0) {
  if (!animation) return
  const { canvas, size, data, loop, still } = animation
  if (holdsImages(data)) return fail('The animation holds images, which a worker cannot load')
  context ??= canvas.getContext('2d')
  if (!context) return fail('The canvas has no 2D context')
  Object.assign(canvas, size)
  try {
    player = lottie.loadAnimation({
      renderer: 'canvas',
      loop,
      autoplay: false,
      animationData: data,
      rendererSettings: {
        context: context as unknown as CanvasRenderingContext2D,
        clearCanvas: true,
        preserveAspectRatio: 'xMidYMid meet',
      },
      // lottie-web's types ask for a container; handed a canvas to draw on, it needs none.
    } as AnimationConfigWithData<'canvas'>)
  } catch (error) {
    return fail(error)
  }
  const built = player
  // At the frame rate it was made at, not the screen's: a frame drawn between two of its own
  // repeats one of them, and every canvas frame also costs the page's main thread a task.
  built.setSubframe(false)
  built.addEventListener('error', () => fail('lottie-web could not draw the animation'))
  built.addEventListener('DOMLoaded', () => {
    if (player !== built) return
    playsLeft ??= playsWithinBudget(built.getDuration(), loop)
    // lottie-web's number of loops counts the plays after the first.
    built.loop = Math.max(0, playsLeft - 1)
    if (still || playsLeft === 0) built.goToAndStop(built.totalFrames - 1, true)
    else if (visible) built.goToAndPlay(frame, true)
    else built.goToAndStop(frame, true)
    // Drawn again at a new size, an animation at rest is still at rest.
    page.postMessage({ kind: playsLeft === 0 && !still ? 'ended' : 'drawn', size })
  })
  built.addEventListener('loopComplete', () => void (playsLeft &&= playsLeft - 1))
  // Rests on its last frame, where a looping animation comes round to its start.
  built.addEventListener('complete', () => {
    playsLeft = 0
    page.postMessage({ kind: 'ended', size })
  })
}

/** Rebuilds at the new size from the same frame: lottie-web's own resize loses its line state. */
function resize(size: CanvasSize) {
  if (!animation) return
  if (size.width === animation.size.width && size.height === animation.size.height) return
  animation = { ...animation, size }
  clearTimeout(resizeTimer)
  resizeTimer = setTimeout(() => {
    const frame = player?.currentFrame ?? 0
    player?.destroy()
    build(frame)
  }, RESIZE_SETTLE_MS)
}

/** lottie-web's image assets name a file (`p`); its precompositions hold layers instead. */
function holdsImages(data: unknown): boolean {
  const assets = (data as { assets?: unknown }).assets
  if (!Array.isArray(assets)) return false
  return assets.some(
    (asset: unknown) =>
      typeof asset === 'object' && asset !== null && 'p' in asset && !('layers' in asset),
  )
}

function fail(error: unknown) {
  player?.destroy()
  player = undefined
  animation = undefined
  const message = error instanceof Error ? error.message : String(error)
  page.postMessage({ kind: 'failed', message })
}

page.addEventListener('message', ({ data: message }) => {
  switch (message.kind) {
    case 'start': {
      const { kind: _kind, visible: startVisible, ...rest } = message
      visible = startVisible
      animation = rest
      return build()
    }
    case 'visible':
      visible = message.visible
      if (!player || animation?.still || playsLeft === 0) return
      return visible ? player.play() : player.pause()
    case 'resize':
      return resize(message.size)
  }
})

page.postMessage({ kind: 'loaded' })
