import type { Clock } from '@/ports/clock'

/** The machine's clock. */
export const systemClock: Clock = { now: () => Date.now() }
