import { render } from '@testing-library/react'
import path from 'node:path'
import { vi } from 'vitest'
import { FixturesAnimationDataSource } from '@/adapters/animation/fixtures-animation-data-source'
import type { Page } from '@/domain/content/page'
import { PageSections } from '@/ui/page/PageSections'
import { ServicesProvider } from '@/ui/services/ClientServices'
import { createConsentStore } from '@/ui/shell/consent/consent-store'
import { FIXTURES_ROOT } from './fixture-documents'
import { fixturesAssetUrls } from './asset-urls'

/**
 * Renders a page as the site does, with the browser services its effects use, in jsdom: which
 * has neither matchMedia nor IntersectionObserver, so the page renders as it would for a visitor
 * who prefers reduced motion, with nothing yet scrolled into view.
 */
export function renderPage(page: Page, dataset = 'production') {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }))
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  )
  const services = {
    animationData: new FixturesAnimationDataSource(path.join(FIXTURES_ROOT, dataset)),
    consent: createConsentStore({ months: 12 }),
  }
  return render(
    <ServicesProvider services={services}>
      <PageSections page={page} assetUrls={fixturesAssetUrls(dataset)} />
    </ServicesProvider>,
  )
}
