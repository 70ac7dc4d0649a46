import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** How often a process waiting for the lock looks again. */
const POLL_MS = 500
/** How long a lock may be without its holder's pid: writing it takes a moment, even when busy. */
const UNSIGNED_LOCK_MS = 30_000

/** Whether the file was last changed more than `ms` ago; one that is gone meanwhile is not. */
async function isOlderThan(file: string, ms: number): Promise<boolean> {
  const made = await stat(file).then(
    ({ mtimeMs }) => mtimeMs,
    () => Date.now(),
  )
  return Date.now() - made > ms
}

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
    // A lock without its holder's pid is being taken right now, unless it has been for long: its
    // holder stopped between the two steps.
    if (holder ? isRunning(holder) : !(await isOlderThan(lock, UNSIGNED_LOCK_MS))) return false
    await rm(lock, { recursive: true, force: true })
    return tryTake(lock)
  }
  await writeFile(path.join(lock, 'pid'), String(process.pid))
  return true
}

/**
 * Runs `work` while no other process of the test run holds `lock` (a folder: making one is
 * atomic), waiting for it within `timeoutMs`. A lock left by a process that has gone (a worker
 * stopped mid-build), or left without a pid for long, is taken over.
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
