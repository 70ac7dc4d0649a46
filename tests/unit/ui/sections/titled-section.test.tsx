// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { TitledSection } from '@/ui/sections/TitledSection'

afterEach(cleanup)

describe('a titled section', () => {
  it('opens with its eyebrow, heading and lead-in, and is named by its heading', () => {
    render(
      <TitledSection
        section={{ key: 'openings', eyebrow: 'Now hiring', heading: 'Open roles' }}
        intro="Every role shows its salary range."
        headingLevel={2}
      >
        <p>The roles</p>
      </TitledSection>,
    )
    const region = screen.getByRole('region', { name: 'Open roles' })
    expect(region.querySelector('h2')?.textContent).toBe('Open roles')
    expect(region.textContent).toContain('Now hiring')
    expect(region.textContent).toContain('Every role shows its salary range.')
    expect(region.textContent).toContain('The roles')
  })

  it('has no name and no heading when its section has no heading', () => {
    const { container } = render(
      <TitledSection section={{ key: 'statements' }} headingLevel={2}>
        <p>Statements</p>
      </TitledSection>,
    )
    const section = container.querySelector('section')
    expect(section?.hasAttribute('aria-labelledby')).toBe(false)
    expect(container.querySelector('h2')).toBeNull()
    expect(section?.textContent).toBe('Statements')
  })

  it('carries the anchor other pages link to', () => {
    const { container } = render(
      <TitledSection
        section={{ key: 'openings', heading: 'Open roles' }}
        headingLevel={3}
        id="open-roles"
      >
        <p>The roles</p>
      </TitledSection>,
    )
    expect(container.querySelector('section')?.id).toBe('open-roles')
    expect(container.querySelector('h3')?.id).toBe('openings-heading')
  })
})
