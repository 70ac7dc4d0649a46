/**
 * Gathers items and hands them on in batches: the first batch goes `delayMs` after the first
 * item arrives, at most `size` items a batch, and the rest follow a batch every `delayMs`.
 */
export function batcher<T>(
  send: (batch: T[]) => void,
  { delayMs, size }: { delayMs: number; size: number },
) {
  const queue: T[] = []
  let timer: ReturnType<typeof setTimeout> | undefined

  const flush = () => {
    timer = undefined
    send(queue.splice(0, size))
    if (queue.length > 0) timer = setTimeout(flush, delayMs)
  }

  return {
    add(item: T) {
      queue.push(item)
      timer ??= setTimeout(flush, delayMs)
    },
    get pending() {
      return queue.length
    },
  }
}
