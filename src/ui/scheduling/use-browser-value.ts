import { startTransition, useEffect, useState } from 'react'

// A value only the browser knows, read in a transition once hydrated (useSyncExternalStore would
// add a synchronous render to hydration). `subscribe` and `read` must keep their identity.
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
