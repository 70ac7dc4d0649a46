import type { ServerResponse } from 'node:http'
import { describe, expect, it } from 'vitest'
import { INVALIDATED_ROUTES_HEADER } from '@/domain/invalidated-routes'
import type { SiteRoute } from '@/domain/routes'
import { takeInvalidatedRoutes } from '@/server/invalidation-signal'
import { frontServer } from '../../support/front-server'

/*
 * The front learns which routes a publish invalidated from the site's own signal on the
 * webhook's answer, takes the signal off, and forgets those routes before the caller can ask
 * again, and once more when the answer is sent.
 */

const forgotten: SiteRoute[][] = []
const { handlers, base } = frontServer((_request, response) => {
  takeInvalidatedRoutes(response, (routes) => forgotten.push(routes))
})

const ways: [string, (response: ServerResponse, value: string) => void][] = [
  [
    'set before the body',
    (response, value) => {
      response.setHeader(INVALIDATED_ROUTES_HEADER, value)
      response.end('{}')
    },
  ],
  [
    'appended, as the framework copies a route handler’s headers',
    (response, value) => {
      response.appendHeader(INVALIDATED_ROUTES_HEADER, value)
      response.write('{')
      response.end('}')
    },
  ],
  [
    'given to writeHead',
    (response, value) => {
      response.writeHead(200, { [INVALIDATED_ROUTES_HEADER]: value, 'content-type': 'text/plain' })
      response.end('{}')
    },
  ],
]

describe('the signal of invalidated routes', () => {
  it.each(ways)('is taken when %s', async (_, answer) => {
    forgotten.length = 0
    handlers.set('/api/revalidate', (response) => answer(response, '/,/careers'))
    const response = await fetch(`${base()}/api/revalidate`, { method: 'POST' })
    expect(response.headers.get(INVALIDATED_ROUTES_HEADER)).toBeNull()
    expect(await response.text()).toBe('{}')
    // As the headers go out, and again once the answer is sent.
    await expect
      .poll(() => forgotten)
      .toEqual([
        ['/', '/careers'],
        ['/', '/careers'],
      ])
  })

  it('makes the front forget nothing when an answer carries none', async () => {
    forgotten.length = 0
    handlers.set('/api/other', (response) => response.end('{}'))
    await (await fetch(`${base()}/api/other`, { method: 'POST' })).text()
    handlers.set('/api/revalidate', (response) => answerSignal(response, ' , /not-a-route'))
    await (await fetch(`${base()}/api/revalidate`, { method: 'POST' })).text()
    expect(forgotten).toEqual([])
  })
})

function answerSignal(response: ServerResponse, value: string) {
  response.setHeader(INVALIDATED_ROUTES_HEADER, value)
  response.end('{}')
}
