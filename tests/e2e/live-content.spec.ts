import { expect, test } from '@playwright/test'
import { e2ePort } from '../support/ports'
import { spawn, type ChildProcess } from 'node:child_process'
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { FIXTURES_ROOT } from '../support/fixture-documents'

/*
 * Editing a fixture while the development server runs updates the open page, without a restart
 * or a reload, through the content port's change notification. The server reads a private copy
 * of the fixtures, so the test can edit it freely.
 */

const NEXT = path.resolve(import.meta.dirname, '../../node_modules/next/dist/bin/next')
const PORT = e2ePort(10)
const BASE = `http://127.0.0.1:${PORT}`

let server: ChildProcess | undefined
let fixturesDir: string
let output = ''

async function waitForServer(timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server?.exitCode !== null && server?.exitCode !== undefined) {
      throw new Error(`the development server stopped:\n${output}`)
    }
    try {
      const response = await fetch(`${BASE}/manifesto`, {
        signal: AbortSignal.timeout(Math.max(deadline - Date.now(), 1)),
      })
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`the development server did not answer in time:\n${output}`)
}

/** Starting `next dev` compiles on demand: seconds when quiet, minutes on a busy machine. */
const START_UP_MS = 240_000

test.describe('live content in development', () => {
  // The first visit and the edit each make the development server compile.
  test.describe.configure({ timeout: 180_000 })

  test.beforeAll(async () => {
    // A hook has its own time limit (the default test timeout unless told): the start-up's.
    test.setTimeout(START_UP_MS + 30_000)
    fixturesDir = await mkdtemp(path.join(tmpdir(), 'alts-live-'))
    await cp(path.join(FIXTURES_ROOT, 'production'), path.join(fixturesDir, 'production'), {
      recursive: true,
    })
    server = spawn(
      process.execPath,
      [NEXT, 'dev', '--hostname', '127.0.0.1', '--port', String(PORT)],
      {
        env: {
          ...process.env,
          FIXTURES_DIR: fixturesDir,
          LOG_LEVEL: 'warn',
          NEXT_TELEMETRY_DISABLED: '1',
        },
        detached: true,
      },
    )
    server.stdout?.on('data', (chunk) => (output += chunk))
    server.stderr?.on('data', (chunk) => (output += chunk))
    await waitForServer(START_UP_MS)
  })

  test.afterAll(async () => {
    // The server and the workers it started form one process group: stop them all.
    if (server?.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM')
    await rm(fixturesDir, { recursive: true, force: true })
  })

  test('an edit to a fixture shows on the open page without a reload', async ({ page }) => {
    // The page listens once it has hydrated: wait for its change stream to open.
    const listening = page.waitForResponse((response) =>
      response.url().endsWith('/api/content-changes'),
    )
    await page.goto(`${BASE}/manifesto`)
    const heading = page.getByRole('heading', { level: 1 })
    await expect(heading).toBeVisible()
    await listening
    await page.evaluate(() => ((window as { marker?: string }).marker = 'same document'))

    const file = path.join(fixturesDir, 'production', 'data.ndjson')
    const lines = (await readFile(file, 'utf8')).split('\n')
    const edited = lines.map((line) => {
      if (!line.includes('"page-manifesto"')) return line
      const document = JSON.parse(line) as { sections: { _type: string; heading?: string }[] }
      const header = document.sections.find((section) => section._type === 'manifestoHeader')!
      header.heading = 'Edited while the page was open'
      return JSON.stringify(document)
    })
    await writeFile(file, edited.join('\n'))

    await expect(heading).toHaveText('Edited while the page was open', { timeout: 120_000 })
    expect(await page.evaluate(() => (window as { marker?: string }).marker)).toBe('same document')
  })
})
