import { test as base, type TestInfo } from '@playwright/test'
import { existsSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Engine, EngineName, EnginePage, PageOptions } from './engine'
import { puppeteerEngine } from './puppeteer-engine'
import { webkitEngine } from './webkit/webkit-engine'

/*
 * The cross-engine checks' test: `engineName` is the project's (playwright.config.ts), the
 * engine is started once a worker, and `open` gives each test the pages it asks for, closed
 * after it. A check whose page process crashed is noted as such and run again (the projects
 * allow one retry); one that failed otherwise fails for good. (Fixtures hand their value on
 * with `provide`: React's lint rule reserves `use`.)
 */

type Open = (options: Omit<PageOptions, 'baseURL'>) => Promise<EnginePage>

export const test = base.extend<{ open: Open }, { engineName: EngineName; engine: Engine }>({
  engineName: ['chromium', { option: true, scope: 'worker' }],
  engine: [
    async ({ engineName }, provide) => {
      const engine = engineName === 'webkit' ? webkitEngine() : puppeteerEngine(engineName)
      await provide(engine)
      await engine.close()
    },
    // Starting a browser can take a while on a busy machine.
    { scope: 'worker', timeout: 120_000 },
  ],
  open: async ({ engine, baseURL }, provide, testInfo) => {
    const failedBefore = failureMark(testInfo)
    if (testInfo.retry > 0 && existsSync(failedBefore))
      throw new Error(
        'This check failed on its first run with no engine crash: a failure is not retried.',
      )
    const pages: EnginePage[] = []
    await provide(async (options) => {
      const page = await engine.newPage({ ...options, baseURL: baseURL! })
      pages.push(page)
      return page
    })
    const crash = pages.map((page) => page.crash()).find(Boolean)
    if (crash) testInfo.annotations.push({ type: 'engine crash', description: crash })
    if (testInfo.status !== testInfo.expectedStatus && !crash) {
      await mkdir(path.dirname(failedBefore), { recursive: true })
      await writeFile(failedBefore, testInfo.error?.message ?? 'failed')
    }
    await Promise.all(pages.map((page) => page.close().catch(() => undefined)))
  },
})

/**
 * Where a check that failed without an engine crash is noted, for its retry to see: only a page
 * process's crash (the engine's doing, as software GL under load can be) earns a second run.
 */
const failureMark = (testInfo: TestInfo) =>
  path.join(
    testInfo.project.outputDir,
    'engine-failures',
    `${testInfo.testId}-run-${testInfo.repeatEachIndex}`,
  )

export { expect } from '@playwright/test'
