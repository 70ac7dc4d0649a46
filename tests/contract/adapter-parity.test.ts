import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GroqContentRepository } from '@/adapters/groq/groq-content-repository'
import { SITE_ROUTES } from '@/domain/routes'
import { fixturesRepository } from '../support/fixtures'
import { recordingLogger } from '../support/recording-logger'
import { sanityStandIn } from '../support/sanity-stand-in'

/*
 * The two adapters share their queries, validation and mapping and differ in transport only.
 * This shows that the Sanity transport, over HTTP, and the fixtures transport, reading the file,
 * answer the site's queries identically when the remote answers what groq-js computes: the
 * stand-in evaluates each query it receives with groq-js over the same fixture files. So the
 * Sanity path (encoding the query and its parameters, sending it, decoding the answer) loses and
 * adds nothing. It cannot show that the hosted API evaluates GROQ as groq-js does, nor what the
 * adapter sends and does with answers of every kind: sanity-http.contract.test.ts pins that.
 */
const standIn = await sanityStandIn('parity1', 'production')
const server = setupServer(...standIn.handlers)
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterAll(() => server.close())

describe('the fixtures and Sanity adapters, the stand-in answering as groq-js does', () => {
  const fixtures = fixturesRepository('production')
  const sanity = new GroqContentRepository(standIn.transport(), recordingLogger())

  it.each(SITE_ROUTES)('return identical pages for %s', async (route) => {
    expect(await sanity.getPage(route)).toEqual(await fixtures.getPage(route))
  })

  it('return identical site settings', async () => {
    expect(await sanity.getSiteSettings()).toEqual(await fixtures.getSiteSettings())
  })
})
