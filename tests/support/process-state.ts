import { FRESH_READS_UNTIL } from '@/adapters/sanity/fresh-reads'
import { LAST_GOOD_CONTENT } from '@/app/last-good-content'

/**
 * The server keeps a little state for the whole process on globalThis (the content last read,
 * until when reads skip the API CDN), because Next.js gives each server bundle its own copy of
 * every module. Tests that touch it start each case as a newly started process does: without it.
 */
export function startAsANewProcess(): void {
  const shared = globalThis as { [LAST_GOOD_CONTENT]?: unknown; [FRESH_READS_UNTIL]?: unknown }
  delete shared[LAST_GOOD_CONTENT]
  delete shared[FRESH_READS_UNTIL]
}
