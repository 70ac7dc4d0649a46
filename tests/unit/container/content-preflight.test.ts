import { createServer } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readConfig } from '@/container/config'
import { assertContentReachable } from '@/container/content-preflight'
import { SanityEmulator } from '../../../scripts/sanity-emulator/emulator.ts'
import {
  serveEmulator,
  type RunningEmulator,
} from '../../../scripts/sanity-emulator/http-server.ts'

/* The build's first question to the content source: only "no answer at all" stops it. */

let emulator: SanityEmulator
let running: RunningEmulator
beforeAll(async () => {
  emulator = new SanityEmulator({ documents: [], dataset: 'production' })
  running = await serveEmulator(emulator)
})
afterAll(() => running.close())

const sanityAt = (apiHost: string) =>
  readConfig({ CONTENT_SOURCE: 'sanity', SANITY_PROJECT_ID: 'emulated', SANITY_API_HOST: apiHost })

/** A loopback port nothing listens on: taken, then given back. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

describe('assertContentReachable', () => {
  it('asks nothing of a build on the fixtures', async () => {
    await expect(assertContentReachable(readConfig({}))).resolves.toBeUndefined()
  })

  it('passes when the API answers, with one tagged query', async () => {
    const before = emulator.requests.length
    await expect(assertContentReachable(sanityAt(running.url))).resolves.toBeUndefined()
    const asked = emulator.requests.slice(before)
    expect(asked).toHaveLength(1)
    expect(asked[0]!.url.searchParams.get('tag')).toBe('alts.build-check')
  })

  it('passes when the API answers with an error: the pages report what it refuses', async () => {
    emulator.fault = 'server-error'
    try {
      await expect(assertContentReachable(sanityAt(running.url))).resolves.toBeUndefined()
    } finally {
      emulator.fault = 'none'
    }
  })

  it('stops the build when nothing answers, naming the address and the settings', async () => {
    const host = `http://127.0.0.1:${await closedPort()}`
    await expect(assertContentReachable(sanityAt(host))).rejects.toThrow(
      `Every page is built from the content API (SANITY_API_HOST, SANITY_PROJECT_ID): Network error while attempting to reach ${host}/ (connect ECONNREFUSED`,
    )
  })
})
