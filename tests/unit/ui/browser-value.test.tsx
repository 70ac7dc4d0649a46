// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { useBrowserValue } from '@/ui/scheduling/use-browser-value'

/*
 * A value only the browser knows renders as the server's value first, in the browser as on the
 * server (so hydration matches); the browser's value follows once mounted, and each change after.
 */

function browserStore(initial: string) {
  let value = initial
  const listeners = new Set<() => void>()
  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    read: () => value,
    change(next: string) {
      value = next
      listeners.forEach((listener) => listener())
    },
    listeners,
  }
}

function Shows({ store }: { store: ReturnType<typeof browserStore> }) {
  return <output>{useBrowserValue(store.subscribe, store.read, 'server')}</output>
}

afterEach(cleanup)

describe('useBrowserValue', () => {
  it('renders the server value on the server', () => {
    expect(renderToString(<Shows store={browserStore('browser')} />)).toContain('server')
  })

  it('renders the server value first in the browser, then the browser value', async () => {
    const store = browserStore('browser')
    const seen: string[] = []
    function Records() {
      const value = useBrowserValue(store.subscribe, store.read, 'server')
      seen.push(value)
      return <output>{value}</output>
    }
    const { container } = render(<Records />)
    expect(seen[0]).toBe('server')
    await act(async () => undefined)
    expect(container.textContent).toBe('browser')
  })

  it('follows each change in the browser', async () => {
    const store = browserStore('online')
    const { container } = render(<Shows store={store} />)
    await act(async () => undefined)
    act(() => store.change('offline'))
    expect(container.textContent).toBe('offline')
    act(() => store.change('online'))
    expect(container.textContent).toBe('online')
  })

  it('stops listening once unmounted', async () => {
    const store = browserStore('browser')
    const { unmount } = render(<Shows store={store} />)
    await act(async () => undefined)
    expect(store.listeners.size).toBe(1)
    unmount()
    expect(store.listeners.size).toBe(0)
  })
})
