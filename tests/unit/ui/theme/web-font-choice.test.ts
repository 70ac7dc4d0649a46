import { runInNewContext } from 'node:vm'
import { describe, expect, it, vi } from 'vitest'
import { SLOW_HEAD_MS, WEB_FONT_PROPERTY, webFontChoiceScript } from '@/ui/theme/web-font-choice'

/*
 * The head's script, run as a browser runs it (its text, in a context of its own), against the
 * parts of a browser it reads: the line, when the head arrived, the service worker, the
 * stylesheet's families.
 */

const FAMILIES = '"inter", "inter Fallback"'

interface Browser {
  line?: { effectiveType?: string; saveData?: boolean }
  /** When the script runs, ms after the navigation began. */
  headAt?: number
  servedByWorker?: boolean
  families?: string
  fonts?: 'none' | 'failing'
}

function run({
  line,
  headAt = 120,
  servedByWorker = false,
  families = FAMILIES,
  fonts,
}: Browser = {}) {
  const setProperty = vi.fn()
  const load = vi.fn(() =>
    fonts === 'failing' ? Promise.reject(new Error('no such file')) : Promise.resolve([]),
  )
  const documentElement = { style: { setProperty } }
  runInNewContext(webFontChoiceScript, {
    document: { documentElement, ...(fonts === 'none' ? {} : { fonts: { load } }) },
    getComputedStyle: (element: unknown) => ({
      getPropertyValue: (name: string) =>
        element === documentElement && name === WEB_FONT_PROPERTY ? families : '',
    }),
    performance: { now: () => headAt },
    navigator: {
      ...(line ? { connection: line } : {}),
      serviceWorker: { controller: servedByWorker ? {} : null },
    },
  })
  return { setProperty, load }
}

describe('whether a page view asks for the web font', () => {
  it.each(['slow-2g', '2g', '3g'])(
    'on a %s line, with no service worker, draws in the fallback and asks for nothing',
    (effectiveType) => {
      const { setProperty, load } = run({ line: { effectiveType } })
      expect(setProperty).toHaveBeenCalledWith(WEB_FONT_PROPERTY, '"inter Fallback"')
      expect(load).not.toHaveBeenCalled()
    },
  )

  it('where the document itself arrived late, on any reported line, draws in the fallback', () => {
    const { setProperty, load } = run({ headAt: SLOW_HEAD_MS, line: { effectiveType: '4g' } })
    expect(setProperty).toHaveBeenCalledWith(WEB_FONT_PROPERTY, '"inter Fallback"')
    expect(load).not.toHaveBeenCalled()
    expect(run({ headAt: SLOW_HEAD_MS - 1 }).load).toHaveBeenCalled()
  })

  it('with Data Saver on, even on a fast line, draws in the fallback', () => {
    const { setProperty, load } = run({ line: { effectiveType: '4g', saveData: true } })
    expect(setProperty).toHaveBeenCalledWith(WEB_FONT_PROPERTY, '"inter Fallback"')
    expect(load).not.toHaveBeenCalled()
  })

  it('on a slow line, on a page the service worker serves (it keeps the file), asks for it', () => {
    const { setProperty, load } = run({
      line: { effectiveType: '3g' },
      headAt: 2_000,
      servedByWorker: true,
    })
    expect(setProperty).not.toHaveBeenCalled()
    expect(load).toHaveBeenCalledWith('1em "inter"')
  })

  it('on a fast line asks for the web font at once, as a preload would', () => {
    const { setProperty, load } = run({ line: { effectiveType: '4g', saveData: false } })
    expect(setProperty).not.toHaveBeenCalled()
    expect(load).toHaveBeenCalledWith('1em "inter"')
  })

  it('in a browser that reports no line (Safari, Firefox) asks for it at once', () => {
    const { setProperty, load } = run()
    expect(setProperty).not.toHaveBeenCalled()
    expect(load).toHaveBeenCalledWith('1em "inter"')
  })

  it('leaves the page to its stylesheet when the stylesheet names no families', () => {
    const { setProperty, load } = run({ line: { effectiveType: '2g' }, families: '' })
    expect(setProperty).not.toHaveBeenCalled()
    expect(load).not.toHaveBeenCalled()
  })

  it('stays quiet when the file cannot be had, or the browser has no font loading API', async () => {
    expect(() => run({ fonts: 'none' })).not.toThrow()
    const unhandled = vi.fn()
    process.on('unhandledRejection', unhandled)
    try {
      run({ fonts: 'failing' })
      await new Promise((resolve) => setTimeout(resolve, 0))
      expect(unhandled).not.toHaveBeenCalled()
    } finally {
      process.off('unhandledRejection', unhandled)
    }
  })
})
