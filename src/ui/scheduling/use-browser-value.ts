import { startTransition, useEffect, useState } from 'react'

/**
 * A value only the browser knows, `onServer` until mounted, then read in a transition: unlike
 * useSyncExternalStore, it adds no synchronous render to hydration. `subscribe` and `read` must
 * keep their identity between renders.
 */
export function useBrowserValue<T>(
  subscribe: (onChange: () => void) => () => void,
  read: () => T,
  onServer: T,
): T {
  const [value, setValue] = useState<T>(onServer)
  useEffect(() => {
    startTransition(() => setValue(() => read()))
    return subscribe(() => setValue(() => read()))
  }, [subscribe, read])
  return value
}
