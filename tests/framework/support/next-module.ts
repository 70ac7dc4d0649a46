import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

/**
 * A module of the installed Next.js by its path under next/dist, loaded as Node.js loads it: the
 * framework checks compare the site's named internals with Next.js's own values. A module that
 * moved fails here, naming its path.
 */
export function nextModule<T = Record<string, unknown>>(path: string): T {
  try {
    return require(`next/dist/${path}`) as T
  } catch (error) {
    throw new Error(`next/dist/${path} is no longer in the installed Next.js`, { cause: error })
  }
}
