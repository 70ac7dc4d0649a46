import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadAnnouncement } from '@/ui/shell/progress/load-announcement'
import { progressTiming } from '@/ui/shell/progress/progress-timing'

/*
 * When the progress bar's completion is said: the bar and its announcement driven together, as
 * ProgressBar drives them, on fake time.
 */
describe('saying that a page has loaded', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  /** The bar's timing feeding the announcement; `said` holds every change it makes. */
  function shell() {
    vi.useFakeTimers()
    const said: number[] = []
    const announcement = loadAnnouncement((next) => said.push(next))
    const timing = progressTiming((phase) => announcement.phase(phase), {
      delayMs: 200,
      finishMs: 400,
    })
    /** A navigation of `ms`, ending as ProgressBar ends it: page in place, then settled. */
    const navigate = (ms: number) => {
      timing.update(1)
      vi.advanceTimersByTime(ms)
      announcement.pageInPlace()
      timing.update(0)
      vi.advanceTimersByTime(1_000)
    }
    return { said, timing, announcement, navigate }
  }

  it('once, when the bar showed while a page was on its way', () => {
    const { said, navigate } = shell()
    navigate(1_500)
    expect(said).toEqual([1])
  })

  it('never for a page in place before the bar was due', () => {
    const { said, navigate } = shell()
    navigate(150)
    navigate(150)
    expect(said).toEqual([])
  })

  it('never for a slow data fetch with no page on its way', () => {
    const { said, timing } = shell()
    timing.update(1)
    vi.advanceTimersByTime(1_500)
    timing.update(0)
    vi.advanceTimersByTime(1_000)
    expect(said).toEqual([])
  })

  it('anew for each slow page, clearing the last silently when the next wait begins', () => {
    const { said, navigate } = shell()
    navigate(1_500)
    navigate(150)
    navigate(1_500)
    expect(said).toEqual([1, 0, 2])
  })

  it('anew when the next slow page follows while the bar is still finishing', () => {
    const { said, timing, announcement } = shell()
    timing.update(1)
    vi.advanceTimersByTime(1_500)
    announcement.pageInPlace()
    timing.update(0)
    // The next navigation starts during the finish: the bar picks up again, with no new wait.
    timing.update(1)
    vi.advanceTimersByTime(1_500)
    announcement.pageInPlace()
    timing.update(0)
    vi.advanceTimersByTime(1_000)
    expect(said).toEqual([1, 2])
  })

  it('once per load, however many requests it waited for', () => {
    const { said, timing, announcement } = shell()
    timing.update(1)
    timing.update(2)
    vi.advanceTimersByTime(1_500)
    announcement.pageInPlace()
    timing.update(1)
    // The new page's animation data keeps the bar going: said once that has arrived too.
    vi.advanceTimersByTime(1_500)
    expect(said).toEqual([])
    timing.update(0)
    vi.advanceTimersByTime(1_000)
    expect(said).toEqual([1])
  })
})
