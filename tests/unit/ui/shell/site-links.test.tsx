// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SmartLink } from '@/ui/primitives/SmartLink'
import { SiteLinks } from '@/ui/shell/links/SiteLinks'

const router = { push: vi.fn(), prefetch: vi.fn() }
let pathname = '/'
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => pathname }))

/** A stand-in for IntersectionObserver: the test says which elements come near. */
class FakeObserver {
  static last: FakeObserver | undefined
  observed: Element[] = []
  constructor(
    readonly callback: (entries: { isIntersecting: boolean; target: Element }[]) => void,
    readonly options: { rootMargin?: string },
  ) {
    FakeObserver.last = this
  }
  observe(element: Element) {
    this.observed.push(element)
  }
  unobserve(element: Element) {
    this.observed = this.observed.filter((observed) => observed !== element)
  }
  disconnect() {
    this.observed = []
  }
  near(element: Element) {
    this.callback([{ isIntersecting: true, target: element }])
  }
}

/** The main pointer: a finger unless `hovering`. */
function pointer({ hovering }: { hovering: boolean }) {
  vi.stubGlobal('matchMedia', () => ({
    matches: hovering,
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
}

const withLinks = (html: string) => (
  <>
    <div dangerouslySetInnerHTML={{ __html: html }} />
    <SiteLinks />
  </>
)

async function page(html: string) {
  const view = render(withLinks(html))
  // The pointer's kind is read in a transition once hydrated.
  await act(async () => {})
  return view
}

function click(selector: string, init: MouseEventInit = {}) {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init })
  document.querySelector(selector)!.dispatchEvent(event)
  return event
}

const fire = (selector: string, event: Event) =>
  document.querySelector(selector)!.dispatchEvent(event)

beforeEach(() => {
  router.push.mockReset()
  router.prefetch.mockReset()
  pathname = '/'
  pointer({ hovering: false })
  vi.stubGlobal('IntersectionObserver', FakeObserver)
  FakeObserver.last = undefined
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('links within the site', () => {
  it('are plain anchors, marked for routing only when they stay on the site', () => {
    const { container } = render(
      <>
        <SmartLink href="/careers">Careers</SmartLink>
        <SmartLink href="https://example.org">Out</SmartLink>
        <SmartLink href="mailto:hello@alts.example">Mail</SmartLink>
      </>,
    )
    expect(container.innerHTML).toBe(
      '<a href="/careers" data-site-link="">Careers</a>' +
        '<a href="https://example.org" rel="noopener noreferrer">Out</a>' +
        '<a href="mailto:hello@alts.example">Mail</a>',
    )
  })

  it('route on the client, a SmartLink and an anchor in rich text alike', async () => {
    await page(
      `<a id="link" href="/careers" data-site-link><span>Careers</span></a>
      <div data-rich-text><p><a id="in" href="/careers#open-roles"><em>Roles</em></a></p></div>`,
    )
    const event = click('#link span')
    expect(router.push).toHaveBeenLastCalledWith('/careers')
    expect(event.defaultPrevented).toBe(true)
    expect(click('#in em').defaultPrevented).toBe(true)
    expect(router.push).toHaveBeenLastCalledWith('/careers#open-roles')
  })

  it('leave to the browser what a plain anchor does better', async () => {
    await page(
      `<div data-rich-text>
        <a id="hash" href="#your-rights">Rights</a>
        <a id="out" href="https://example.org">Out</a>
        <a id="mail" href="mailto:privacy@alts.example">Mail</a>
        <a id="tab" href="/careers" target="_blank">Tab</a>
        <a id="file" href="/careers" download>File</a>
      </div>
      <a id="unmarked" href="/careers">Not the site's own link</a>
      <a id="in" href="/careers" data-site-link>Roles</a>`,
    )
    for (const id of ['hash', 'out', 'mail', 'tab', 'file', 'unmarked'])
      expect(click(`#${id}`).defaultPrevented, id).toBe(false)
    expect(click('#in', { ctrlKey: true }).defaultPrevented).toBe(false)
    expect(click('#in', { button: 1 }).defaultPrevented).toBe(false)
    document.querySelector('#in')!.addEventListener('click', (event) => event.preventDefault())
    click('#in')
    expect(router.push).not.toHaveBeenCalled()
  })

  it('on a touch screen, prefetch a page only once a finger, focus or pointer reaches its link', async () => {
    await page(
      `<a id="home" href="/" data-site-link>Home</a>
      <a id="careers" href="/careers" data-site-link>Careers</a>
      <a id="manifesto" href="/manifesto" data-site-link>Manifesto</a>
      <a id="out" href="https://example.org">Out</a>`,
    )
    expect(FakeObserver.last).toBeUndefined()
    expect(router.prefetch).not.toHaveBeenCalled()
    fire('#home', new Event('touchstart', { bubbles: true }))
    fire('#home', new Event('touchstart', { bubbles: true }))
    fire('#careers', new FocusEvent('focusin', { bubbles: true }))
    fire('#manifesto', new Event('pointerover', { bubbles: true }))
    fire('#out', new Event('touchstart', { bubbles: true }))
    expect(router.prefetch.mock.calls).toEqual([['/'], ['/careers'], ['/manifesto']])
  })

  it('with a mouse, prefetch a page as its link comes near the window, each page again after a navigation', async () => {
    pointer({ hovering: true })
    const view = await page(
      `<a id="home" href="/" data-site-link>Home</a>
      <a id="hash" href="#top" data-site-link>Top</a>`,
    )
    const observer = FakeObserver.last!
    expect(observer.options.rootMargin).toBe('200px')
    expect(observer.observed.map((link) => link.id)).toEqual(['home'])
    observer.near(document.querySelector('#home')!)
    expect(router.prefetch.mock.calls).toEqual([['/']])
    expect(observer.observed).toEqual([])

    pathname = '/careers'
    await act(async () => view.rerender(withLinks('<a href="/" data-site-link>Home</a>')))
    FakeObserver.last!.near(document.querySelector('a')!)
    expect(router.prefetch.mock.calls).toEqual([['/'], ['/']])
  })
})
