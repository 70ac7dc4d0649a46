'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'
import { whenIdle } from '../../scheduling/when-idle'
import { whenNear } from '../../scheduling/when-near'
import { useFailureReports } from '../../services/ClientServices'
import { loadOnDemand } from '../../shell/errors/chunk-recovery'
import { addFrameCallback } from '../motion/frame-loop'
import { useReducedMotion } from '../motion/use-reduced-motion'
import type { SceneHandle } from './orbits-scene'
import styles from './WebglScene.module.css'

/** The scene's states, on data-webgl-state for tests and styles. */
export type WebglState = 'waiting' | 'loading' | 'running' | 'paused' | 'still'

/** Start loading three.js a little before the block scrolls into view. */
const NEAR_VIEWPORT = '400px'

/**
 * A three.js scene over its still image. The scene's code (and three.js) loads only when the
 * block nears the viewport; the scene is set up when the page is next idle, in a task of its
 * own, and its shaders compile before its first frame (in parallel where the browser can), so
 * that scrolling towards it does not stutter. It renders only while on screen in a visible tab,
 * and is disposed (its WebGL context released) when the block leaves the page. Without WebGL,
 * if the scene fails, or with reduced motion, the still image stays. If the scene's code cannot
 * be loaded, the page reloads once (chunk-recovery.ts), and after that the still image stays.
 * Falling back to the still image (other than for reduced motion) is reported.
 */
export function WebglScene({ children }: { children: ReactNode }) {
  const reducedMotion = useReducedMotion()
  const failures = useFailureReports()
  const frame = useRef<HTMLDivElement>(null)
  const canvas = useRef<HTMLCanvasElement>(null)
  const [state, setState] = useState<WebglState>('waiting')

  useEffect(() => {
    const element = frame.current
    const surface = canvas.current
    // With reduced motion the still image is all there is (see `shown` below).
    if (!element || !surface || reducedMotion) return
    let scene: SceneHandle | undefined
    let stopFrames: (() => void) | undefined
    let stopWaiting: (() => void) | undefined
    let onScreen = false
    let disposed = false

    const run = () => {
      const shouldRun = Boolean(scene) && onScreen && document.visibilityState === 'visible'
      if (shouldRun && !stopFrames) {
        stopFrames = addFrameCallback((time) => scene?.render(time))
        setState('running')
      } else if (!shouldRun && stopFrames) {
        stopFrames()
        stopFrames = undefined
        setState('paused')
      }
    }

    // The layout says, in --scene-shift, whether words lie over one side of the scene.
    const resizeScene = (width: number, height: number) => {
      const shift = parseFloat(getComputedStyle(element).getPropertyValue('--scene-shift'))
      scene?.resize(width, height, Number.isFinite(shift) ? shift : 0)
    }

    const load = async () => {
      setState('loading')
      try {
        const { createOrbitsScene } = await loadOnDemand(() => import('./orbits-scene'))
        if (disposed) return
        // three.js has just run: set the scene up in a task of its own, when the page is idle.
        await new Promise<void>((resolve) => (stopWaiting = whenIdle(resolve)))
        if (disposed) return
        scene = createOrbitsScene(surface)
        const { width, height } = element.getBoundingClientRect()
        resizeScene(width, height)
        await scene.prepare()
        if (disposed) return
        run()
      } catch (error) {
        // No WebGL, the scene failed, or its code did not load: the still image stays.
        scene = undefined
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

    return () => {
      disposed = true
      stopWaiting?.()
      stopNearing()
      visibility.disconnect()
      resize.disconnect()
      document.removeEventListener('visibilitychange', run)
      stopFrames?.()
      scene?.dispose()
    }
  }, [failures, reducedMotion])

  const shown: WebglState = reducedMotion ? 'still' : state
  const showing = shown === 'running' || shown === 'paused'
  return (
    <div ref={frame} className={styles.frame} data-webgl-state={shown}>
      <div className={styles.still}>{children}</div>
      <canvas
        ref={canvas}
        className={styles.canvas}
        data-showing={showing || undefined}
        // The still image beneath describes the scene to assistive technology, drawn or not.
        aria-hidden="true"
      />
    </div>
  )
}
