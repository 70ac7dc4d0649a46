import { test as base } from '@playwright/test'
import type { Engine, EngineName, EnginePage, PageOptions } from './engine'
import { puppeteerEngine } from './puppeteer-engine'

/*
 * The cross-engine checks' test: `engineName` is the project's (playwright.config.ts), the
 * engine is started once a worker, and `open` gives each test the pages it asks for, closed
 * after it. (Fixtures hand their value on with `provide`: React's lint rule reserves `use`.)
 */

type Open = (options: Omit<PageOptions, 'baseURL'>) => Promise<EnginePage>

export const test = base.extend<{ open: Open }, { engineName: EngineName; engine: Engine }>({
  engineName: ['chromium', { option: true, scope: 'worker' }],
  engine: [
    async ({ engineName }, provide) => {
      const engine = puppeteerEngine(engineName)
      await provide(engine)
      await engine.close()
    },
    // Starting a browser can take a while on a busy machine.
    { scope: 'worker', timeout: 120_000 },
  ],
  open: async ({ engine, baseURL }, provide) => {
    const pages: EnginePage[] = []
    await provide(async (options) => {
      const page = await engine.newPage({ ...options, baseURL: baseURL! })
      pages.push(page)
      return page
    })
    await Promise.all(pages.map((page) => page.close()))
  },
})

export { expect } from '@playwright/test'
