import { expect, test } from '@playwright/test'
import { e2ePort } from '../support/ports'
import { spawn } from 'node:child_process'
import { siteServer } from '../support/site-process'

/** Starts the production server with the given environment and waits for it to stop. */
function startWith(env: Record<string, string>, port: number) {
  return new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const start = siteServer(process.env.NEXT_DIST_DIR || '.next', port)
    const server = spawn(process.execPath, [start.script], {
      env: { ...process.env, ...start.env, ...env },
    })
    let output = ''
    server.stdout.on('data', (chunk) => (output += chunk))
    server.stderr.on('data', (chunk) => (output += chunk))
    // A server that starts anyway would never stop: give up on it well within the test's limit,
    // but long after a busy machine has had time to start Node and read the configuration.
    const timer = setTimeout(() => {
      server.kill('SIGKILL')
      reject(new Error(`the server kept running with a bad configuration:\n${output}`))
    }, 60_000)
    server.on('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, output })
    })
  })
}

test.describe('a bad configuration', () => {
  const cases = [
    [
      'SANITY_DATASET',
      'Bad!',
      'SANITY_DATASET must be lowercase letters, digits, _ or -, at most 64 characters',
    ],
    [
      'SANITY_API_VERSION',
      '2025-13-01',
      'SANITY_API_VERSION must be 1, X or a date in the form YYYY-MM-DD',
    ],
    ['CONTENT_SOURCE', 'sanity', 'SANITY_PROJECT_ID is required when CONTENT_SOURCE is "sanity"'],
  ] as const

  cases.forEach(([variable, value, message], index) => {
    test(`${variable}=${value} stops start-up naming the variable and its rule`, async () => {
      const { code, output } = await startWith({ [variable]: value }, e2ePort(90 + index))
      expect(code).not.toBe(0)
      expect(output).toContain(message)
    })
  })
})
