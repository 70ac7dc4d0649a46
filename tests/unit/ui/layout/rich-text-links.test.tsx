// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RichTextLinks } from '@/ui/layout/RichTextLinks'

const push = vi.fn()
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }))

function page(html: string) {
  document.body.innerHTML = html
  render(<RichTextLinks />)
}

function click(selector: string, init: MouseEventInit = {}) {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init })
  document.querySelector(selector)!.dispatchEvent(event)
  return event
}

beforeEach(() => push.mockReset())
afterEach(() => {
  cleanup()
  document.body.innerHTML = ''
})

describe('links in rich text', () => {
  it('routes a link within the site on the client', () => {
    page(
      '<div data-rich-text><p><a id="in" href="/careers#open-roles"><em>Roles</em></a></p></div>',
    )
    const event = click('#in em')
    expect(push).toHaveBeenCalledWith('/careers#open-roles')
    expect(event.defaultPrevented).toBe(true)
  })

  it('leaves to the browser what a plain anchor does better', () => {
    page(
      `<div data-rich-text>
        <a id="hash" href="#your-rights">Rights</a>
        <a id="out" href="https://example.org">Out</a>
        <a id="mail" href="mailto:privacy@alts.example">Mail</a>
        <a id="tab" href="/careers" target="_blank">Tab</a>
        <a id="file" href="/careers" download>File</a>
      </div>
      <a id="elsewhere" href="/careers">Not rich text</a>`,
    )
    for (const id of ['hash', 'out', 'mail', 'tab', 'file', 'elsewhere'])
      expect(click(`#${id}`).defaultPrevented, id).toBe(false)
    page('<div data-rich-text><a id="in" href="/careers">Roles</a></div>')
    expect(click('#in', { ctrlKey: true }).defaultPrevented).toBe(false)
    expect(click('#in', { button: 1 }).defaultPrevented).toBe(false)
    expect(push).not.toHaveBeenCalled()
  })
})
