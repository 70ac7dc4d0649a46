// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { showSectionOrder } from '@/ui/preview/section-order'

/** A draft page as PageSections renders it for an editor: its sections, then the site's tagline. */
function renderDraftPage() {
  document.body.innerHTML = `
    <article data-route="/" data-edited-document="page-home">
      <h1 class="visually-hidden">Home</h1>
      <div data-sanity="…" data-section-key="hero"><section>Hero</section></div>
      <div data-sanity="…" data-section-key="cases"><section>Cases</section></div>
      <div data-sanity="…" data-section-key="team"><section>Team</section></div>
      <section>Tagline</section>
    </article>`
}

const shownOrder = () =>
  [...document.querySelectorAll('article > *')].map(
    (element) => (element as HTMLElement).dataset.sectionKey ?? element.textContent,
  )

const draftWith = (...keys: string[]) => ({
  _id: 'drafts.page-home',
  sections: keys.map((key) => ({ _key: key, _type: 'content' })),
})

describe("draft mode's optimistic section order", () => {
  beforeEach(renderDraftPage)

  it('shows the sections in the edited order at once, before the closing sections', () => {
    const moved = document.querySelector('[data-section-key="team"]')
    showSectionOrder('drafts.page-home', draftWith('team', 'hero', 'cases'))
    expect(shownOrder()).toEqual(['Home', 'team', 'hero', 'cases', 'Tagline'])
    // The same boxes, moved: nothing is rendered again.
    expect(document.querySelector('[data-section-key="team"]')).toBe(moved)
  })

  it('reads a draft, a version or the published document of the page alike', () => {
    showSectionOrder('versions.spring.page-home', draftWith('cases', 'hero', 'team'))
    expect(shownOrder()).toEqual(['Home', 'cases', 'hero', 'team', 'Tagline'])
  })

  it('leaves the page alone for another document, or for sections it does not show', () => {
    const before = shownOrder()
    showSectionOrder('drafts.page-manifesto', draftWith('team', 'hero', 'cases'))
    // A section added or removed is the server's to render.
    showSectionOrder('drafts.page-home', draftWith('team', 'hero', 'cases', 'new'))
    showSectionOrder('drafts.page-home', draftWith('team', 'hero'))
    showSectionOrder('drafts.page-home', { _id: 'drafts.page-home' })
    expect(shownOrder()).toEqual(before)
  })
})
