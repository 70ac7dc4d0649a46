// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react'
import { useRef } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { footCover, useFootSpace } from '@/ui/shell/layout/use-foot-space'

/*
 * A fixed panel at the window's foot reserves the band it covers; what it covers also counts as
 * out of sight for what it spans the whole width of (an animation under it waits). jsdom lays
 * nothing out: each box is given here, and the panel's ResizeObserver reports at once.
 */

beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly told: () => void) {}
      observe() {
        this.told()
      }
      disconnect() {}
    },
  )
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/** A panel 300 px tall from `left` to `right`, shown while `shown`. */
function Panel({ shown, left, right }: { shown: boolean; left: number; right: number }) {
  const panel = useRef<HTMLElement>(null)
  useFootSpace('question', panel, shown)
  return (
    <section
      ref={(element) => {
        panel.current = element
        if (!element) return
        Object.defineProperty(element, 'offsetHeight', { configurable: true, value: 300 })
        element.getBoundingClientRect = () => ({ left, right }) as DOMRect
      }}
    />
  )
}

/** An element across the window's columns from `left` to `right`. */
function column(left: number, right: number): Element {
  const element = document.createElement('div')
  element.getBoundingClientRect = () => ({ left, right }) as DOMRect
  return element
}

describe('footCover', () => {
  it('covers what a shown panel spans, by its band, and says when that changes', () => {
    const changed = vi.fn()
    const stop = footCover.onChange(changed)
    const { rerender, unmount } = render(<Panel shown left={0} right={412} />)
    expect(changed).toHaveBeenCalled()
    expect(footCover.over(column(24, 388))).toBe(300)
    expect(document.documentElement.style.paddingBottom).toBe('300px')

    // Answered, the panel is hidden: nothing is covered.
    changed.mockClear()
    rerender(<Panel shown={false} left={0} right={412} />)
    expect(changed).toHaveBeenCalled()
    expect(footCover.over(column(24, 388))).toBe(0)
    unmount()
    stop()
  })

  it('covers nothing of what a card in a wide window’s corner leaves partly in view', () => {
    const { unmount } = render(<Panel shown left={1000} right={1400} />)
    expect(footCover.over(column(100, 700))).toBe(0)
    expect(footCover.over(column(800, 1370))).toBe(0)
    expect(footCover.over(column(1024, 1376))).toBe(300)
    unmount()
    expect(footCover.over(column(1024, 1376))).toBe(0)
  })
})
