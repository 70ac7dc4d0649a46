import { startTransition, useEffect, useState } from 'react'

/**
 * A value only the browser knows (a media query, the network, what local storage remembers),
 * rendered as `onServer` on the server and, at first, in the browser too.
 *
 * Once the component has mounted, the browser's value is read in a transition: React renders it
 * in slices between other work. `useSyncExternalStore` would render it synchronously instead,
 * as a second render of every such component in the task that runs the effects of hydration: on
 * a phone (4× slowed), about 30 ms of a task already past 50. Changes after that (the visitor's
 * choice, the network dropping) render at once.
 *
 * `subscribe` and `read` must keep their identity from one render to the next (module functions,
 * or a store's methods).
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
