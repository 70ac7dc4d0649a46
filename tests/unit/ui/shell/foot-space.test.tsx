// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react'
import { useRef } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { footCover, useFootSpace } from '@/ui/shell/layout/use-foot-space'

/*
 * A fixed panel at the window's foot reserves the band it covers; what it covers also counts as
 * out of sight where it spans the window's width (an animation under it waits). jsdom lays
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

/** A window `width` px wide. */
function windowOf(width: number) {
  Object.defineProperty(document.documentElement, 'clientWidth', {
    configurable: true,
    value: width,
  })
}

describe('footCover', () => {
  it('covers what is under a shown panel across the window, by its band, and says when that changes', () => {
    windowOf(412)
    const changed = vi.fn()
    const stop = footCover.onChange(changed)
    const { rerender, unmount } = render(<Panel shown left={0} right={412} />)
    expect(changed).toHaveBeenCalled()
    expect(footCover.over()).toBe(300)
    expect(document.documentElement.style.paddingBottom).toBe('300px')

    // Answered, the panel is hidden: nothing is covered.
    changed.mockClear()
    rerender(<Panel shown={false} left={0} right={412} />)
    expect(changed).toHaveBeenCalled()
    expect(footCover.over()).toBe(0)
    unmount()
    stop()
  })

  it('covers nothing beside a card in a wide window’s corner', () => {
    windowOf(1400)
    const { unmount } = render(<Panel shown left={1000} right={1400} />)
    expect(footCover.over()).toBe(0)
    expect(document.documentElement.style.paddingBottom).toBe('300px')
    unmount()
  })
})
