'use client'

import { useEffect, useRef, useState, type CSSProperties } from 'react'
import type { FileAsset } from '@/domain/content/assets'
import { AnimationDataError } from '@/domain/errors'
import { watchInSight } from '../../scheduling/in-sight'
import { whenIdle } from '../../scheduling/when-idle'
import { whenNear } from '../../scheduling/when-near'
import { useFailureReports, useServices } from '../../services/ClientServices'
import { isChunkLoadError, loadOnDemand } from '../../shell/errors/chunk-recovery'
import { footCover } from '../../shell/layout/use-foot-space'
import { trackRequest } from '../../shell/progress/requests-in-flight'
import { useReducedMotion } from '../motion/use-reduced-motion'
import styles from './LottiePlayer.module.css'
import type { CanvasSize, FromAnimationWorker, ToAnimationWorker } from './player-messages'

/** On data-animation-state; every state but playing, played and still keeps the fallback. */
export type AnimationState =
  'waiting' | 'loading' | 'playing' | 'played' | 'still' | 'unsupported' | Failure

type Failure = 'data_failed' | 'configError' | 'code_failed'

interface LottiePlayerProps {
  animation: FileAsset
  /** Width / height of the animation's frame: its space is kept before it loads. */
  aspectRatio: number
  loop?: boolean
  className?: string
}

/** Start loading a little before the animation scrolls into view. */
const NEAR_VIEWPORT = '300px'

/** A decorative Lottie animation, drawn in a worker near the viewport (see docs/motion.md). */
export function LottiePlayer({
  animation,
  aspectRatio,
  loop = true,
  className,
}: LottiePlayerProps) {
  const { animationData } = useServices()
  const failures = useFailureReports()
  const reducedMotion = useReducedMotion()
  const container = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<AnimationState>('waiting')
  /** The width, in device pixels, the worker last drew the animation at (data-drawn-width). */
  const [drawnWidth, setDrawnWidth] = useState<number>()

  useEffect(() => {
    const element = container.current
    if (!element) return
    let destroyed = false
    let stopped = false
    let worker: Worker | undefined
    let canvas: HTMLCanvasElement | undefined
    let resizing: ResizeObserver | undefined
    let visible = false
    const tell = (message: ToAnimationWorker, transfer: Transferable[] = []) =>
      worker?.postMessage(message, transfer)

    const start = async () => {
      const canHandOver = 'transferControlToOffscreen' in HTMLCanvasElement.prototype
      if (!canHandOver) return setState('unsupported')
      setState('loading')
      try {
        // Its code too is asked for now: no first load carries what opens the worker.
        const opening = loadOnDemand(() =>
          import('./open-animation-worker').then((code) => code.openAnimationWorker()),
        ).then((opened) => {
          // Stopped meanwhile (its data failed, or the page moved on): no worker is needed.
          if (stopped) opened.terminate()
          else worker = opened
        })
        const [, data] = await Promise.all([
          opening,
          // A data fetch the visitor waits for: the progress bar counts it.
          trackRequest(animationData.load(animation)),
        ])
        if (stopped || !worker) return
        worker.addEventListener('message', ({ data: reply }: MessageEvent<FromAnimationWorker>) => {
          if (destroyed) return
          if (reply.kind === 'drawn') setState(reducedMotion ? 'still' : 'playing')
          if (reply.kind === 'ended') setState('played')
          if (reply.kind === 'drawn' || reply.kind === 'ended') setDrawnWidth(reply.size.width)
          if (reply.kind === 'failed') fail('configError', new Error(reply.message))
        })
        // An error the worker's code did not catch, after it loaded: the animation's.
        worker.addEventListener('error', (event) => {
          event.preventDefault()
          fail('configError', new Error(event.message))
        })
        canvas = document.createElement('canvas')
        canvas.className = styles.canvas ?? ''
        const size = deviceSize(element)
        Object.assign(canvas, size)
        element.append(canvas)
        const offscreen = canvas.transferControlToOffscreen()
        tell(
          { kind: 'start', canvas: offscreen, data, size, loop, still: reducedMotion, visible },
          [offscreen],
        )
        resizing = new ResizeObserver(() => tell({ kind: 'resize', size: deviceSize(element) }))
        resizing.observe(element)
      } catch (error) {
        if (error instanceof AnimationDataError) fail(error.kind, error)
        else fail(isChunkLoadError(error) ? 'code_failed' : 'data_failed', error)
      }
    }

    const fail = (kind: Failure, error?: unknown) => {
      stop()
      if (destroyed) return
      setState(kind)
      failures.report({ kind: 'animation-failed', component: 'lottie', state: kind, error })
    }

    const stop = () => {
      stopped = true
      resizing?.disconnect()
      worker?.terminate()
      worker = undefined
      canvas?.remove()
      canvas = undefined
    }

    /*
     * Loaded when the page is idle and it is near: in sight, or within reach once the visitor
     * scrolls. One that only shows a sliver at the foot of the first screen (the home page's
     * hero on a phone), or that the analytics question covers on a first visit (the
     * manifesto's), waits for a scroll or the answer: a visitor who reads the first screen and
     * leaves never pays for it.
     */
    let near = false
    let scrolled = false
    let started = false
    let stopWaiting: (() => void) | undefined
    const wanted = () => near && (visible || scrolled)
    const startWhenWanted = () => {
      if (started || stopWaiting || !wanted()) return
      stopWaiting = whenIdle(() => {
        stopWaiting = undefined
        // Asked again once idle: the analytics question may have come over it meanwhile.
        if (!wanted()) return
        started = true
        void start()
      })
    }
    const stopNearing = whenNear(element, NEAR_VIEWPORT, () => {
      near = true
      startWhenWanted()
    })
    const onScroll = () => {
      removeEventListener('scroll', onScroll)
      scrolled = true
      startWhenWanted()
    }
    addEventListener('scroll', onScroll, { passive: true })
    // It plays only while in sight, not while a sliver shows or a panel at the foot hides it.
    const stopWatching = watchInSight(
      element,
      (inSight) => {
        visible = inSight
        tell({ kind: 'visible', visible })
        startWhenWanted()
      },
      footCover,
    )
    return () => {
      destroyed = true
      stopWaiting?.()
      stopNearing()
      removeEventListener('scroll', onScroll)
      stopWatching()
      stop()
    }
  }, [animation, animationData, failures, loop, reducedMotion])

  const ready = state === 'playing' || state === 'played' || state === 'still'
  return (
    <div
      className={[styles.frame, className].filter(Boolean).join(' ')}
      style={{ '--aspect-ratio': aspectRatio } as CSSProperties}
      data-animation-state={state}
      data-drawn-width={drawnWidth}
      aria-hidden="true"
    >
      <div className={styles.fallback} data-hidden={ready || undefined} />
      <div ref={container} className={styles.player} />
    </div>
  )
}

/** The element's size in device pixels: the canvas is drawn at the screen's resolution. */
function deviceSize(element: HTMLElement): CanvasSize {
  const { width, height } = element.getBoundingClientRect()
  const ratio = window.devicePixelRatio || 1
  return {
    width: Math.max(1, Math.round(width * ratio)),
    height: Math.max(1, Math.round(height * ratio)),
  }
}
