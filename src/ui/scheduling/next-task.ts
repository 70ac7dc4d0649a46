/**
 * Resolves in a new task, after the browser has had the chance to paint and to handle input:
 * `await nextTask()` between two pieces of heavy work keeps each in a task of its own rather
 * than one long task that blocks the page. Uses `scheduler.yield()` where the browser has it
 * (the continuation keeps its place ahead of other queued work), a message otherwise.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}
