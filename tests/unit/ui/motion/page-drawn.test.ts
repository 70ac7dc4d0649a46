// @vitest-environment jsdom
import type Lenis from 'lenis'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { drawWholePage, scrollPageTo, setLenis } from '@/ui/effects/motion/page-scroll'

const drawn = () => document.documentElement.dataset.pageDrawn !== undefined

afterEach(() => {
  setLenis(undefined)
  delete document.documentElement.dataset.pageDrawn
  vi.restoreAllMocks()
})

describe('drawing the whole page before anything measures it', () => {
  it('leaves sections to be drawn as they near the view until then', () => {
    expect(drawn()).toBe(false)
  })

  it('draws the whole page before the site scrolls it, and measures after', () => {
    const target = document.createElement('h2')
    document.body.append(target)
    let drawnWhenMeasured: boolean | undefined
    vi.spyOn(target, 'getBoundingClientRect').mockImplementation(() => {
      drawnWhenMeasured = drawn()
      return new DOMRect(0, 400, 100, 40)
    })
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
    scrollPageTo(target, { immediate: true })
    expect(drawnWhenMeasured).toBe(true)
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 400, behavior: 'instant' })
  })

  it('has smooth scrolling measure the page again, once, when it is drawn later', () => {
    const lenis = { resize: vi.fn(), stop: vi.fn() }
    setLenis(lenis as unknown as Lenis)
    drawWholePage()
    drawWholePage()
    expect(drawn()).toBe(true)
    expect(lenis.resize).toHaveBeenCalledTimes(1)
  })
})
