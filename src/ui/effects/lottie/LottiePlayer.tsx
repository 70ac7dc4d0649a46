'use client'

import type { AnimationItem } from 'lottie-web'
import { useEffect, useRef, useState, type CSSProperties } from 'react'
import type { FileAsset } from '@/domain/content/assets'
import { AnimationDataError } from '@/domain/errors'
import { nextTask } from '../../scheduling/next-task'
import { whenIdle } from '../../scheduling/when-idle'
import { useFailureReports, useServices } from '../../services/ClientServices'
import { isChunkLoadError, loadOnDemand } from '../../shell/errors/chunk-recovery'
import { trackRequest } from '../../shell/progress/requests-in-flight'
import { useReducedMotion } from '../motion/use-reduced-motion'
import styles from './LottiePlayer.module.css'

/**
 * waiting → loading → playing | still; or data_failed / configError / code_failed (the player's
 * own code could not be loaded), which keep the fallback.
 */
export type AnimationState =
  'waiting' | 'loading' | 'playing' | 'still' | 'data_failed' | 'configError' | 'code_failed'

interface LottiePlayerProps {
  animation: FileAsset
  /** Width / height of the animation's frame: its space is kept before it loads. */
  aspectRatio: number
  loop?: boolean
  className?: string
}

/** Start loading a little before the animation scrolls into view. */
const NEAR_VIEWPORT = '300px'

/**
 * A decorative vector animation (Lottie), played by lottie-web's light SVG player. Neither the
 * player nor the animation's data load until the animation nears the viewport and the page is idle
 * (the page hydrates first); the player's code runs in one task and building the animation in the
 * next, so neither holds the page up for long. It pauses when off screen. With reduced motion it
 * shows a still frame. If the data cannot be loaded (data_failed) or is not an animation
 * (configError), the static fallback stays; if the player cannot be loaded, the page reloads once
 * (chunk-recovery.ts), and after that the fallback stays (code_failed). Each of these is reported.
 */
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

  useEffect(() => {
    const element = container.current
    if (!element) return
    let destroyed = false
    let player: AnimationItem | undefined
    let visible = true

    const start = async () => {
      setState('loading')
      try {
        const [{ default: lottie }, data] = await Promise.all([
          loadOnDemand(() => import('lottie-web/build/player/lottie_light')),
          // A data fetch the visitor waits for: the progress bar counts it.
          trackRequest(animationData.load(animation)),
        ])
        if (destroyed) return
        // The player's code has just run: build the animation in a task of its own.
        await nextTask()
        if (destroyed) return
        player = lottie.loadAnimation({
          container: element,
          renderer: 'svg',
          loop,
          autoplay: false,
          animationData: data,
          rendererSettings: { preserveAspectRatio: 'xMidYMid meet' },
        })
        player.addEventListener('error', () => fail('configError'))
        player.addEventListener('DOMLoaded', () => {
          if (destroyed || !player) return
          if (reducedMotion) {
            // A still frame: the last, where animations come to rest.
            player.goToAndStop(player.totalFrames - 1, true)
            setState('still')
          } else {
            if (visible) player.play()
            setState('playing')
          }
        })
      } catch (error) {
        if (error instanceof AnimationDataError) fail(error.kind, error)
        else fail(isChunkLoadError(error) ? 'code_failed' : 'data_failed', error)
      }
    }

    const fail = (kind: 'data_failed' | 'configError' | 'code_failed', error?: unknown) => {
      player?.destroy()
      player = undefined
      if (destroyed) return
      setState(kind)
      failures.report({ kind: 'animation-failed', component: 'lottie', state: kind, error })
    }

    let stopWaiting: (() => void) | undefined
    const near = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return
        near.disconnect()
        stopWaiting = whenIdle(() => void start())
      },
      { rootMargin: NEAR_VIEWPORT },
    )
    const onScreen = new IntersectionObserver(([entry]) => {
      visible = entry?.isIntersecting ?? false
      if (!player || reducedMotion) return
      if (visible) player.play()
      else player.pause()
    })
    near.observe(element)
    onScreen.observe(element)
    return () => {
      destroyed = true
      stopWaiting?.()
      near.disconnect()
      onScreen.disconnect()
      player?.destroy()
    }
  }, [animation, animationData, failures, loop, reducedMotion])

  const ready = state === 'playing' || state === 'still'
  return (
    <div
      className={[styles.frame, className].filter(Boolean).join(' ')}
      style={{ '--aspect-ratio': aspectRatio } as CSSProperties}
      data-animation-state={state}
      aria-hidden="true"
    >
      <div className={styles.fallback} data-hidden={ready || undefined} />
      <div ref={container} className={styles.player} />
    </div>
  )
}
