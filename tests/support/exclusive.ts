import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** How often a process waiting for the lock looks again. */
const POLL_MS = 500

/** Whether the process that took a lock is still running. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Takes the lock, or frees it first if the process holding it has gone; false if held. */
async function tryTake(lock: string): Promise<boolean> {
  try {
    await mkdir(lock)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    const holder = Number(await readFile(path.join(lock, 'pid'), 'utf8').catch(() => ''))
    // A lock without its holder's pid is being taken right now: wait for it.
    if (!holder || isRunning(holder)) return false
    await rm(lock, { recursive: true, force: true })
    return tryTake(lock)
  }
  await writeFile(path.join(lock, 'pid'), String(process.pid))
  return true
}

/**
 * Runs `work` while no other process of the test run holds `lock` (a folder: making one is
 * atomic), waiting for it within `timeoutMs`. A lock left by a process that has gone (a worker
 * stopped mid-build) is taken over.
 */
export async function exclusively<T>(
  lock: string,
  timeoutMs: number,
  work: () => Promise<T>,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  while (!(await tryTake(lock))) {
    if (Date.now() > deadline)
      throw new Error(`${lock} was held for more than ${timeoutMs / 1000} s by another process`)
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
  try {
    return await work()
  } finally {
    await rm(lock, { recursive: true, force: true })
  }
}
