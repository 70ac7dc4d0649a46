import lighthouse, { desktopConfig, type Flags, type RunnerResult } from 'lighthouse'
import { launch } from 'chrome-launcher'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts'

/** One Lighthouse run's figures: category scores out of 100, times in milliseconds. */
export interface LighthouseFigures {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcp: number
  tbt: number
  cls: number
}

export type FormFactor = 'mobile' | 'desktop'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

/** A run Lighthouse itself could not complete (e.g. NO_NAVSTART, a lost trace): worth another go. */
export class LighthouseRuntimeError extends Error {}

/** How many times a run is tried before the benchmark gives up. */
const ATTEMPTS = 3

/**
 * One Lighthouse run, tried again when Lighthouse reports a runtime error: on a busy machine it
 * sometimes loses the trace of a load ("Please run Lighthouse again"). A page that fails for other
 * reasons fails at once.
 */
export async function lighthouseRunWithRetries(
  url: string,
  formFactor: FormFactor,
  onRetry: (error: Error) => void = () => undefined,
): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseRun(url, formFactor)
    } catch (error) {
      if (!(error instanceof LighthouseRuntimeError) || attempt >= ATTEMPTS) throw error
      onRetry(error)
    }
  }
}

/**
 * Lighthouse on one page in a fresh Chromium (no cache, no service worker): mobile with its
 * default simulated throttling, desktop with Lighthouse's desktop configuration. Answers the whole
 * result, report and gathered artifacts (the trace, the network log).
 */
export async function runLighthouse(url: string, formFactor: FormFactor): Promise<RunnerResult> {
  // Launched the way the Lighthouse command line does it: a browser driven from another tool
  // keeps its tab in the background, where Chromium holds back painting.
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [
      '--headless=new',
      ...CHROMIUM_ARGS,
      // Chromium's sandbox refuses to run as root, as on a CI container.
      ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
    ],
  })
  try {
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    }
    const result = await lighthouse(
      url,
      flags,
      formFactor === 'desktop' ? desktopConfig : undefined,
    )
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { runtimeError } = result.lhr
    if (runtimeError)
      throw new LighthouseRuntimeError(
        `Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`,
      )
    return result
  } finally {
    chrome.kill()
  }
}

/** One Lighthouse run on one page, as the figures the benchmark reports. */
export async function lighthouseRun(
  url: string,
  formFactor: FormFactor,
): Promise<LighthouseFigures> {
  const { categories, audits } = (await runLighthouse(url, formFactor)).lhr
  const score = (id: string) => {
    const value = categories[id]?.score
    if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${id} score for ${url}`)
    return Math.round(value * 100)
  }
  const metric = (id: string) => {
    const value = audits[id]?.numericValue
    if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${id} for ${url}`)
    return value
  }
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
  }
}

/** The median of each figure over several runs (each figure on its own). */
export function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const median = (figure: keyof LighthouseFigures) => {
    const values = runs.map((run) => run[figure]).sort((a, b) => a - b)
    const middle = Math.floor(values.length / 2)
    return values.length % 2 ? values[middle]! : (values[middle - 1]! + values[middle]!) / 2
  }
  return {
    performance: median('performance'),
    accessibility: median('accessibility'),
    bestPractices: median('bestPractices'),
    seo: median('seo'),
    lcp: median('lcp'),
    tbt: median('tbt'),
    cls: median('cls'),
  }
}
