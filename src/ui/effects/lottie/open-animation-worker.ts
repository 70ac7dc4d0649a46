import type { FromAnimationWorker } from './player-messages'

/** Resolves once the worker's code has run; code that fails to load rejects as a ChunkLoadError. */
export function openAnimationWorker(): Promise<Worker> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./animation.worker.ts', import.meta.url), {
      name: 'animation',
    })
    const loaded = ({ data }: MessageEvent<FromAnimationWorker>) => {
      if (data.kind !== 'loaded') return
      stopListening()
      resolve(worker)
    }
    const failed = (event: ErrorEvent) => {
      // Handled here: the failure is the rejection, not an error the page did not catch.
      event.preventDefault()
      stopListening()
      worker.terminate()
      const error = new Error(
        `Failed to load chunk: the animation worker's code${event.message ? ` (${event.message})` : ''}`,
      )
      error.name = 'ChunkLoadError'
      reject(error)
    }
    const stopListening = () => {
      worker.removeEventListener('message', loaded)
      worker.removeEventListener('error', failed)
    }
    worker.addEventListener('message', loaded)
    worker.addEventListener('error', failed)
  })
}
