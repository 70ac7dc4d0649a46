'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'
import { PauseButton } from '../../primitives/PauseButton'
import { whenIdle } from '../../scheduling/when-idle'
import { whenNear } from '../../scheduling/when-near'
import { useFailureReports } from '../../services/ClientServices'
import { loadOnDemand } from '../../shell/errors/chunk-recovery'
import { addFrameCallback } from '../motion/frame-loop'
import { useReducedMotion } from '../motion/use-reduced-motion'
import type { SceneHandle } from './orbits-scene'
import { releaseContext, sceneContextOf } from './webgl-context'
import styles from './WebglScene.module.css'

/** The scene's states, on data-webgl-state for tests and styles. */
export type WebglState = 'waiting' | 'loading' | 'running' | 'paused' | 'still'

/** Start loading three.js a little before the block scrolls into view. */
const NEAR_VIEWPORT = '400px'

interface WebglSceneProps {
  pauseLabel: string
  playLabel: string
  /** The frame's shape, as the block that holds the scene draws it. */
  className?: string
  children: ReactNode
}

/** A three.js scene over its still image, with a pause button (see docs/motion.md). */
export function WebglScene({ pauseLabel, playLabel, className, children }: WebglSceneProps) {
  const reducedMotion = useReducedMotion()
  const failures = useFailureReports()
  const frame = useRef<HTMLDivElement>(null)
  const canvas = useRef<HTMLCanvasElement>(null)
  const [state, setState] = useState<WebglState>('waiting')
  // The visitor's pause: a ref for the effect's frame gate, state for the button.
  const heldByVisitor = useRef(false)
  const [held, setHeld] = useState(false)
  const rerun = useRef<() => void>(undefined)

  useEffect(() => {
    const element = frame.current
    const surface = canvas.current
    // With reduced motion the still image is all there is (see `shown` below).
    if (!element || !surface || reducedMotion) return
    let scene: SceneHandle | undefined
    /** Held from the probe until a scene takes it over. */
    let context: WebGL2RenderingContext | null = null
    let stopFrames: (() => void) | undefined
    let stopWaiting: (() => void) | undefined
    let onScreen = false
    let disposed = false

    const run = () => {
      const seen = onScreen && document.visibilityState === 'visible'
      const shouldRun = Boolean(scene) && seen && !heldByVisitor.current
      if (shouldRun && !stopFrames) {
        stopFrames = addFrameCallback((time) => scene?.render(time))
        setState('running')
      } else if (!shouldRun && stopFrames) {
        stopFrames()
        stopFrames = undefined
        setState('paused')
      }
    }

    // --scene-shift says whether words lie over the scene; read only once there is a scene, as
    // reading a computed style while the page starts would force a restyle.
    const resizeScene = (width: number, height: number) => {
      if (!scene) return
      const shift = parseFloat(getComputedStyle(element).getPropertyValue('--scene-shift'))
      scene.resize(width, height, Number.isFinite(shift) ? shift : 0)
    }

    const load = async () => {
      context = sceneContextOf(surface)
      if (!context) {
        // No WebGL here: the still image stays, and three.js is never fetched.
        setState('still')
        failures.report({
          kind: 'webgl-fallback',
          component: 'webgl',
          error: new Error('This browser offers no WebGL 2 context'),
        })
        return
      }
      setState('loading')
      try {
        const { createOrbitsScene } = await loadOnDemand(() => import('./orbits-scene'))
        if (disposed) return
        // three.js has just run: set the scene up in a task of its own, when the page is idle.
        await new Promise<void>((resolve) => (stopWaiting = whenIdle(resolve)))
        if (disposed) return
        scene = createOrbitsScene(surface, context)
        context = null
        const { width, height } = element.getBoundingClientRect()
        resizeScene(width, height)
        await scene.prepare()
        if (disposed) return
        run()
      } catch (error) {
        // The scene failed, or its code did not load: the still image stays.
        scene?.dispose()
        scene = undefined
        if (context) releaseContext(context)
        context = null
        if (disposed) return
        setState('still')
        failures.report({ kind: 'webgl-fallback', component: 'webgl', error })
      }
    }

    const stopNearing = whenNear(element, NEAR_VIEWPORT, () => void load())
    const visibility = new IntersectionObserver(([entry]) => {
      onScreen = entry?.isIntersecting ?? false
      run()
    })
    const resize = new ResizeObserver(([entry]) => {
      if (entry) resizeScene(entry.contentRect.width, entry.contentRect.height)
    })
    visibility.observe(element)
    resize.observe(element)
    document.addEventListener('visibilitychange', run)
    rerun.current = run

    return () => {
      disposed = true
      rerun.current = undefined
      stopWaiting?.()
      stopNearing()
      visibility.disconnect()
      resize.disconnect()
      document.removeEventListener('visibilitychange', run)
      stopFrames?.()
      scene?.dispose()
      if (context) releaseContext(context)
    }
  }, [failures, reducedMotion])

  const shown: WebglState = reducedMotion ? 'still' : state
  const showing = shown === 'running' || shown === 'paused'
  const toggle = () => {
    heldByVisitor.current = !heldByVisitor.current
    setHeld(heldByVisitor.current)
    rerun.current?.()
  }
  return (
    <div
      ref={frame}
      className={[styles.frame, className].filter(Boolean).join(' ')}
      data-webgl-state={shown}
    >
      <div className={styles.still}>{children}</div>
      <canvas
        ref={canvas}
        className={styles.canvas}
        data-showing={showing || undefined}
        // The still image beneath describes the scene to assistive technology, drawn or not.
        aria-hidden="true"
      />
      {showing ? (
        <PauseButton
          paused={held}
          pauseLabel={pauseLabel}
          playLabel={playLabel}
          onToggle={toggle}
          className={styles.control}
        />
      ) : null}
    </div>
  )
}
