/** Hands items on `size` at a time, the first batch `delayMs` after the first item, then every `delayMs`. */
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
