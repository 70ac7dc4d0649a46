import { http, HttpResponse } from 'msw'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { GroqContentRepository } from '@/adapters/groq/groq-content-repository'
import { PAGE_QUERY } from '@/adapters/groq/queries'
import { LISTENER_URL_LIMIT, listenerUrl } from '@/adapters/sanity/listener'
import type { RetryPolicy } from '@/adapters/sanity/retry'
import { SanityGroqTransport } from '@/adapters/sanity/sanity-transport'
import { ContentServiceError, normaliseError } from '@/domain/errors'
import { recordingLogger } from '../support/recording-logger'
import { API_VERSION, sanityStandIn, STAND_IN_OPTIONS } from '../support/sanity-stand-in'
import { MemoryFreshReads } from '../support/in-memory-ports'
import { pageAt } from '../support/page-at'

/*
 * The HTTP contract between the site and the Sanity API, pinned: which method and host each
 * request uses, what it carries, that the answer is taken as the API gives it (and checked), and
 * what each kind of failure becomes. With adapter-parity.test.ts this covers the Sanity adapter:
 * that test shows the two transports agree when the API answers as groq-js does; this one shows
 * what the adapter asks the API and does with its answers, whatever they are.
 */

const standIn = await sanityStandIn('http1', 'production')
const server = setupServer(...standIn.handlers)
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => {
  server.resetHandlers()
  standIn.emulator.requests.length = 0
})
afterAll(() => server.close())

const FAST: RetryPolicy = { connectMs: 150, idleMs: 150, delaysMs: [10, 10] }
const QUERY_PATH = `/v${API_VERSION}/data/query/production`

/** A transport for a project whose every request `respond` answers. */
function failingWith(projectId: string, respond: () => Response | Promise<Response>) {
  let attempts = 0
  server.use(
    http.all(`https://${projectId}.apicdn.sanity.io/*`, () => (attempts++, respond())),
    http.all(`https://${projectId}.api.sanity.io/*`, () => (attempts++, respond())),
  )
  const transport = new SanityGroqTransport({ ...STAND_IN_OPTIONS, projectId, policy: FAST })
  return { transport, attempts: () => attempts }
}

async function failureOf(promise: Promise<unknown>): Promise<ContentServiceError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(ContentServiceError)
  return error as ContentServiceError
}

describe('queries', () => {
  it('are GETs to /v{version}/data/query/{dataset} on the API CDN while short', async () => {
    await standIn.transport().query('*[_id == $id][0]', { id: 'siteSettings' })
    const [request] = standIn.emulator.requests
    expect(request?.method).toBe('GET')
    expect(request?.url.host).toBe('http1.apicdn.sanity.io')
    expect(request?.url.pathname).toBe(QUERY_PATH)
    expect(request?.url.searchParams.get('$id')).toBe('"siteSettings"')
  })

  it('are POSTs to the live API once the encoded query reaches 11264 characters', async () => {
    const ids = Array.from({ length: 700 }, (_, index) => `document-${index}`)
    const result = await standIn.transport().query('*[_id in $ids]._id', { ids })
    const [request] = standIn.emulator.requests
    expect(request?.method).toBe('POST')
    expect(request?.url.host).toBe('http1.api.sanity.io')
    expect(request?.url.pathname).toBe(QUERY_PATH)
    expect(JSON.parse(request?.body ?? '{}')).toMatchObject({ params: { ids } })
    expect(result).toEqual([])
  })

  it('read from the live API, not the CDN, right after content is published', async () => {
    const shared = new MemoryFreshReads()
    const transport = standIn.transport(undefined, undefined, shared)
    const repository = new GroqContentRepository(transport, recordingLogger())
    await repository.contentPublished([{ id: 'product-kiln' }])
    await transport.query('*[_id == "siteSettings"][0].title', {})
    // Pages regenerate in another server bundle (or instance), through a transport of their own
    // that shares the window.
    await standIn
      .transport(undefined, undefined, shared)
      .query('*[_id == "siteSettings"][0].title', {})
    expect(standIn.emulator.requests.map((request) => request.url.host)).toEqual([
      'http1.api.sanity.io',
      'http1.api.sanity.io',
      'http1.api.sanity.io',
    ])
  })

  it('carry the GROQ and each parameter unchanged, for published content, tagged, with no token', async () => {
    const query = '*[_type == "page" && route == $route][0]{title, "n": count(sections)}'
    const params = { route: '/careers', limit: 3, flags: ['a', 'b'] }
    let headers: Headers | undefined
    server.use(
      http.get(`https://http1.apicdn.sanity.io${QUERY_PATH}`, ({ request }) => {
        headers = request.headers
        return undefined
      }),
    )
    await standIn.transport().query(query, params, { tag: 'alts.test' })
    const [request] = standIn.emulator.requests
    const search = request!.url.searchParams
    expect(search.get('query')).toBe(query)
    expect(search.get('$route')).toBe('"/careers"')
    expect(search.get('$limit')).toBe('3')
    expect(search.get('$flags')).toBe('["a","b"]')
    expect(search.get('perspective')).toBe('published')
    expect(search.get('returnQuery')).toBe('false')
    expect(search.get('tag')).toBe('alts.test')
    expect(headers?.get('authorization')).toBeNull()
  })

  it('answer with the API’s result as it came, computing nothing themselves', async () => {
    // Nothing in the fixtures looks like this: only the answer can have put it there.
    const result = { answeredBy: 'the content API', items: [3, 1, 2], nothing: null }
    const { transport } = failingWith('given1', () => HttpResponse.json({ result, ms: 1 }))
    expect(await transport.query('*[_id == "no-such-document"][0]', {})).toEqual(result)
  })

  it('ask for a page by its route, tagged as a page read, and show what the API answered', async () => {
    // The page as the API would answer it, then changed so that only this answer could say it.
    const answer = await standIn.emulator.handle(
      new Request(
        `https://http1.api.sanity.io${QUERY_PATH}?${new URLSearchParams({
          query: PAGE_QUERY,
          $route: JSON.stringify('/manifesto'),
        })}`,
      ),
    )
    const { result } = (await answer.json()) as { result: { title: string } }
    standIn.emulator.requests.length = 0
    const requests: URL[] = []
    server.use(
      http.get(`https://http1.apicdn.sanity.io${QUERY_PATH}`, ({ request }) => {
        requests.push(new URL(request.url))
        return HttpResponse.json({ result: { ...result, title: 'As the content API has it' } })
      }),
    )
    const repository = new GroqContentRepository(standIn.transport(), recordingLogger())
    const page = await pageAt(repository, '/manifesto')
    expect(page.title).toBe('As the content API has it')
    expect(requests).toHaveLength(1)
    expect(requests[0]!.searchParams.get('query')).toBe(PAGE_QUERY)
    expect(requests[0]!.searchParams.get('$route')).toBe('"/manifesto"')
    expect(requests[0]!.searchParams.get('tag')).toBe('alts.page')
  })

  it('are refused before any request when the tag breaks the rules', async () => {
    await expect(standIn.transport().query('*[0]', {}, { tag: 'not a tag!' })).rejects.toThrow(
      'request tag "not a tag!" must be 1–75 characters of letters, digits, ".", "_" and "-"',
    )
    expect(standIn.emulator.requests).toEqual([])
  })
})

describe('the listener', () => {
  it('listens on /v{version}/data/listen/{dataset} at the live API', () => {
    const url = new URL(
      listenerUrl(`https://http1.api.sanity.io/v${API_VERSION}`, 'production', '*'),
    )
    expect(url.host).toBe('http1.api.sanity.io')
    expect(url.pathname).toBe(`/v${API_VERSION}/data/listen/production`)
  })

  it('refuses a listener URL over 14800 characters', () => {
    const base = `https://http1.api.sanity.io/v${API_VERSION}`
    // Letters are not encoded: each one adds exactly one character to the URL.
    const room = LISTENER_URL_LIMIT - listenerUrl(base, 'production', 'x').length
    const longest = `x${'a'.repeat(room)}`
    expect(listenerUrl(base, 'production', longest)).toHaveLength(LISTENER_URL_LIMIT)
    expect(() => listenerUrl(base, 'production', `${longest}a`)).toThrow(
      'Query too large for listener',
    )
  })
})

describe('failures', () => {
  it('5xx: a server error, in the service’s words from the body’s error and message, retried', async () => {
    const { transport, attempts } = failingWith('err1', () =>
      HttpResponse.json(
        { error: 'Service Unavailable', message: 'The dataset is paused' },
        { status: 503 },
      ),
    )
    const error = await failureOf(transport.query('*[0]', {}))
    expect(error).toMatchObject({
      message: 'Service Unavailable - The dataset is paused',
      statusCode: 503,
      failure: 'server',
    })
    expect(normaliseError(error)).toEqual({
      message: 'Service Unavailable - The dataset is paused',
      statusCode: 503,
    })
    expect(attempts()).toBe(3)
  })

  it('500 with an error description: a server error in those words', async () => {
    const { transport } = failingWith('err2', () =>
      HttpResponse.json({ error: { description: 'Query evaluation failed' } }, { status: 500 }),
    )
    expect(await failureOf(transport.query('*[0]', {}))).toMatchObject({
      message: 'Query evaluation failed',
      statusCode: 500,
      failure: 'server',
    })
  })

  it('4xx: a client error, not retried', async () => {
    const { transport, attempts } = failingWith('err3', () =>
      HttpResponse.json(
        { error: { description: 'param $route referenced, but not provided' } },
        { status: 400 },
      ),
    )
    expect(await failureOf(transport.query('*[route == $route]', {}))).toMatchObject({
      message: 'param $route referenced, but not provided',
      statusCode: 400,
      failure: 'client',
    })
    expect(attempts()).toBe(1)
  })

  it('without an error in the body: the method, URL and HTTP status', async () => {
    const { transport } = failingWith(
      'err4',
      () => new HttpResponse('No such thing', { status: 404, statusText: 'Not Found' }),
    )
    const error = await failureOf(transport.query('*[0]', {}))
    expect(error.message).toMatch(
      /^GET-request to https:\/\/err4\.apicdn\.sanity\.io\/v2025-02-19\/data\/query\/production\?\S+ resulted in HTTP 404 Not Found/,
    )
    expect(error).toMatchObject({ statusCode: 404, failure: 'client' })
  })

  it('no answer in time: "Connection timed out"', async () => {
    const { transport, attempts } = failingWith('slow1', async () => {
      await new Promise((resolve) => setTimeout(resolve, 400))
      return HttpResponse.json({ result: null, ms: 1 })
    })
    expect(await failureOf(transport.query('*[0]', {}))).toMatchObject({
      message: 'Connection timed out',
      statusCode: 504,
      failure: 'timeout',
    })
    expect(attempts()).toBe(3)
  })

  it('an answer that stalls: "Socket timed out"', async () => {
    // A real socket on loopback: the answer starts, then nothing more arrives.
    const stalling = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.write('{"result":')
    })
    await new Promise<void>((resolve) => stalling.listen(0, '127.0.0.1', resolve))
    const { port } = stalling.address() as AddressInfo
    try {
      // undici's own fetch, as in production: msw does not see it, the request really goes out.
      const transport = new SanityGroqTransport({
        projectId: 'slow2',
        dataset: 'production',
        apiVersion: API_VERSION,
        apiHost: `http://127.0.0.1:${port}`,
        policy: FAST,
      })
      expect(await failureOf(transport.query('*[0]', {}))).toMatchObject({
        message: 'Socket timed out',
        statusCode: 504,
        failure: 'timeout',
      })
    } finally {
      stalling.closeAllConnections()
      stalling.close()
    }
  })

  it('no connection: "Network error while attempting to reach {url}"', async () => {
    const { transport } = failingWith('down1', () => HttpResponse.error())
    expect(await failureOf(transport.query('*[0]', {}))).toMatchObject({
      message:
        'Network error while attempting to reach https://down1.apicdn.sanity.io/v2025-02-19/data/query/production',
      statusCode: 503,
      failure: 'network',
    })
  })

  it('a malformed host: "{url}" is not a valid URL, before any request', () => {
    expect(
      () =>
        new SanityGroqTransport({
          projectId: 'abc',
          dataset: 'production',
          apiVersion: API_VERSION,
          apiHost: 'http://exa mple',
        }),
    ).toThrow('"http://exa mple" is not a valid URL')
  })

  it('a 200 that is not a query result: an error, never content', async () => {
    const { transport } = failingWith(
      'junk1',
      () =>
        new HttpResponse('<html>Bad gateway</html>', {
          status: 200,
          headers: { 'content-type': 'text/html' },
        }),
    )
    expect(await failureOf(transport.query('*[0]', {}))).toMatchObject({
      statusCode: 502,
      failure: 'malformed',
    })
  })

  it('a 200 with data of the wrong shape: an error, not a missing page', async () => {
    const { transport } = failingWith('junk2', () =>
      HttpResponse.json({ result: { unexpected: true }, ms: 1 }),
    )
    const repository = new GroqContentRepository(transport, recordingLogger())
    const error = await failureOf(repository.getPage('/careers'))
    expect(error).toMatchObject({ statusCode: 502, failure: 'malformed' })
    expect(error.message).toContain('data of the wrong shape')
  })
})
