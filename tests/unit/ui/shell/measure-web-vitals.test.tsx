// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ClientServices } from '@/ui/services/ClientServices'
import { ServicesProvider } from '@/ui/services/ClientServices'
import { createConsentStore } from '@/ui/shell/consent/consent-store'
import { MeasureWebVitals } from '@/ui/shell/consent/MeasureWebVitals'

/*
 * Web vitals are measured only once the visitor agrees, never under Do Not Track, and only once
 * the page is idle (run here by hand); without the port (an editor's draft page) nothing happens.
 */

let idle: (() => void)[]

beforeEach(() => {
  idle = []
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run))
  vi.stubGlobal('cancelIdleCallback', () => undefined)
})

afterEach(() => {
  cleanup()
  localStorage.clear()
  vi.unstubAllGlobals()
})

function page(webVitals: ClientServices['webVitals'] = { measure: vi.fn() }) {
  const consent = createConsentStore({ months: 12 })
  const services: ClientServices = {
    animationData: { load: () => Promise.reject(new Error('no animations here')) },
    consent,
    webVitals,
  }
  render(
    <ServicesProvider services={services}>
      <MeasureWebVitals />
    </ServicesProvider>,
  )
  const becomeIdle = () => act(() => idle.splice(0).forEach((run) => run()))
  return { consent, measure: webVitals?.measure, becomeIdle }
}

describe('measuring web vitals', () => {
  it('starts when the page is idle, once the visitor has agreed', () => {
    const { consent, measure, becomeIdle } = page()
    becomeIdle()
    expect(measure).not.toHaveBeenCalled()
    act(() => consent.choose('granted'))
    expect(measure).not.toHaveBeenCalled()
    becomeIdle()
    expect(measure).toHaveBeenCalledOnce()
  })

  it('never starts for a visitor who declined', () => {
    const { consent, measure, becomeIdle } = page()
    act(() => consent.choose('denied'))
    becomeIdle()
    expect(measure).not.toHaveBeenCalled()
  })

  it('never starts under Do Not Track, whatever was chosen', () => {
    vi.stubGlobal('navigator', { ...navigator, doNotTrack: '1' })
    const { consent, measure, becomeIdle } = page()
    act(() => consent.choose('granted'))
    becomeIdle()
    expect(measure).not.toHaveBeenCalled()
  })

  it('does nothing where the page has no web vitals to measure (draft mode)', () => {
    const { consent, becomeIdle } = page(undefined)
    act(() => consent.choose('granted'))
    expect(() => becomeIdle()).not.toThrow()
  })
})
