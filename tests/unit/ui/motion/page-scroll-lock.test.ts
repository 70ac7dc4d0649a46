import type Lenis from 'lenis'
import { afterEach, describe, expect, it } from 'vitest'
import { lockPageScroll, setLenis } from '@/ui/effects/motion/page-scroll'

/** A stand-in for Lenis that says whether it scrolls. */
function fakeLenis() {
  const lenis = {
    running: true,
    stop: () => (lenis.running = false),
    start: () => (lenis.running = true),
  }
  return lenis
}
const asLenis = (fake: ReturnType<typeof fakeLenis>) => fake as unknown as Lenis

afterEach(() => {
  lockPageScroll(false)
  setLenis(undefined)
})

describe('locking page scrolling while a modal menu is open', () => {
  it('stops smooth scrolling, and starts it again once unlocked', () => {
    const lenis = fakeLenis()
    setLenis(asLenis(lenis))
    lockPageScroll(true)
    expect(lenis.running).toBe(false)
    lockPageScroll(false)
    expect(lenis.running).toBe(true)
  })

  it('holds for smooth scrolling that starts while the page is locked', () => {
    // Lenis starts at the first input, which can be the keypress that opened the menu.
    lockPageScroll(true)
    const late = fakeLenis()
    setLenis(asLenis(late))
    expect(late.running).toBe(false)
    lockPageScroll(false)
    expect(late.running).toBe(true)
  })
})
