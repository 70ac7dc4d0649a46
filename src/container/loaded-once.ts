/**
 * Loads something (a module, an adapter built from it) on first use and hands every later
 * caller the same one. A load that fails is forgotten, so the next use tries again: a chunk
 * that failed to download while the connection dropped loads once it is back.
 */
export function loadedOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    })
    return loading
  }
}
