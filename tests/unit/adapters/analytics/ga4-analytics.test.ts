// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { batcher } from '@/adapters/analytics/batcher'
import { Ga4Analytics } from '@/adapters/analytics/ga4-analytics'
import { GA4_POLICY_HOSTS, GA4_SCRIPT_ORIGIN } from '@/adapters/analytics/ga4-rules'
import { RecordingAnalytics, type AnalyticsRecord } from '@/adapters/analytics/recording-analytics'

const view = (path: string) => ({ path, title: path, location: `https://alts.example${path}` })

afterEach(() => {
  vi.useRealTimers()
  delete window.dataLayer
  document.head.innerHTML = ''
})

describe('batching hits', () => {
  it('sends the first batch 500 ms after the first hit, two at a time, the rest 500 ms apart', () => {
    vi.useFakeTimers()
    const sent: { at: number; batch: number[] }[] = []
    const hits = batcher<number>((batch) => sent.push({ at: Date.now(), batch }), {
      delayMs: 500,
      size: 2,
    })
    const start = Date.now()
    for (const hit of [1, 2, 3, 4, 5]) hits.add(hit)
    vi.advanceTimersByTime(499)
    expect(sent).toEqual([])
    vi.advanceTimersByTime(1_100)
    expect(sent.map(({ at, batch }) => ({ after: at - start, batch }))).toEqual([
      { after: 500, batch: [1, 2] },
      { after: 1_000, batch: [3, 4] },
      { after: 1_500, batch: [5] },
    ])
    expect(hits.pending).toBe(0)
  })
})

describe('the GA4 adapter', () => {
  it('does nothing at all until the first page view', () => {
    new Ga4Analytics('G-TEST1234')
    expect(window.dataLayer).toBeUndefined()
    expect(document.querySelector('script')).toBeNull()
  })

  it('loads the provider script only once the page is interactive, with the measurement id', async () => {
    let interactive = () => {}
    const ready = new Promise<void>((resolve) => (interactive = resolve))
    const analytics = new Ga4Analytics('G-TEST1234', { whenInteractive: () => ready })
    analytics.pageView(view('/'))
    expect(document.querySelector('script')).toBeNull()
    interactive()
    await ready
    await Promise.resolve()
    const script = document.querySelector('script')
    expect(script?.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST1234')
    expect(script?.async).toBe(true)
  })

  it('names, for the Content-Security-Policy, the host its script comes from', () => {
    // A policy source `https://*.example.com` allows any subdomain of example.com over HTTPS.
    const allows = (hosts: readonly string[], origin: string) =>
      hosts.some((host) => origin.endsWith(host.replace('https://*', '')))
    expect(GA4_SCRIPT_ORIGIN).toMatch(/^https:\/\//)
    expect(allows(GA4_POLICY_HOSTS.scripts, GA4_SCRIPT_ORIGIN)).toBe(true)
    expect(allows(GA4_POLICY_HOSTS.connections, GA4_SCRIPT_ORIGIN)).toBe(true)
  })

  it('configures gtag not to count pages itself, and sends page views in batches', () => {
    vi.useFakeTimers()
    const analytics = new Ga4Analytics('G-TEST1234', {
      whenInteractive: () => new Promise(() => {}),
    })
    analytics.pageView(view('/'))
    analytics.pageView(view('/careers'))
    analytics.pageView(view('/manifesto'))
    const commands = () => (window.dataLayer ?? []).map((entry) => [...(entry as IArguments)])
    expect(commands()).toEqual([
      ['js', expect.any(Date)],
      ['config', 'G-TEST1234', { send_page_view: false }],
    ])
    vi.advanceTimersByTime(500)
    expect(commands().slice(2)).toEqual([
      ['event', 'page_view', expect.objectContaining({ page_path: '/' })],
      ['event', 'page_view', expect.objectContaining({ page_path: '/careers' })],
    ])
    vi.advanceTimersByTime(500)
    expect(commands().at(-1)).toEqual([
      'event',
      'page_view',
      {
        page_location: 'https://alts.example/manifesto',
        page_path: '/manifesto',
        page_title: '/manifesto',
        page_referrer: undefined,
      },
    ])
  })
})

describe('the recording adapter', () => {
  it('keeps page views where tests can read them, and sends nothing', () => {
    const target: { altsAnalytics?: AnalyticsRecord } = {}
    const fetch = vi.spyOn(globalThis, 'fetch')
    new RecordingAnalytics(target).pageView(view('/careers'))
    expect(target.altsAnalytics?.pageViews).toEqual([
      expect.objectContaining({ path: '/careers', at: expect.any(Number) }),
    ])
    expect(fetch).not.toHaveBeenCalled()
  })
})
