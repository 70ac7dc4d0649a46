import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GroqContentRepository } from '@/adapters/groq/groq-content-repository'
import { SITE_ROUTES } from '@/domain/routes'
import { fixturesRepository } from '../support/fixtures'
import { recordingLogger } from '../support/recording-logger'
import { sanityStandIn } from '../support/sanity-stand-in'

/** One set of queries and one mapping: the adapters differ in transport only. */
const standIn = await sanityStandIn('parity1', 'production')
const server = setupServer(...standIn.handlers)
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterAll(() => server.close())

describe('the fixtures and Sanity adapters', () => {
  const fixtures = fixturesRepository('production')
  const sanity = new GroqContentRepository(standIn.transport(), recordingLogger())

  it.each(SITE_ROUTES)('return identical domain objects for %s', async (route) => {
    expect(await sanity.getPage(route)).toEqual(await fixtures.getPage(route))
  })

  it('return identical site settings', async () => {
    expect(await sanity.getSiteSettings()).toEqual(await fixtures.getSiteSettings())
  })
})
