// Relative, with extensions: next.config.ts loads this file (see config.ts).
import { assertSanityReachable } from '../adapters/sanity/reachability.ts'
import type { AppConfig } from './config.ts'

/**
 * Every page is prerendered from the content source, so a build that cannot reach it fails at
 * once instead of after a minute of compiling. The fixtures are files: nothing to ask.
 */
export async function assertContentReachable({ content }: AppConfig): Promise<void> {
  if (content.source === 'sanity') await assertSanityReachable(content)
}
