import { expect, test } from '@playwright/test'
import type { RunningServer } from '../../scripts/bench/servers'
import { startEdge } from '../support/edge'
import { leaksServerDetails } from '../support/leaks'
import { parseRawAnswer, talkingTo, type Answer, type RequestHeaders } from '../support/raw-http'

/*
 * Bad input, sent to the site as deployed: Next.js's own server behind the edge (nginx with the
 * compose file's configuration, tests/support/edge.ts), which refuses the methods the site does
 * not answer. Unknown and sensitive paths, traversal, long paths and headers, malformed
 * percent-encoding and NULs, odd methods, the framework's own headers, open-redirect shapes, and
 * the image optimiser with hosts, widths and qualities it does not take. Whatever comes in: no
 * 5xx, no stack trace or server path, no redirect off the site.
 */

interface Expectations {
  /** The statuses allowed, when more is known than "not 5xx". */
  statuses?: readonly number[]
  /** What must not appear in the answer: a file's contents, a host the request made up. */
  forbidden?: readonly RegExp[]
  /** The server may hang up instead of answering (requests over its size limits). */
  mayHangUp?: boolean
}

interface HttpProbe extends Expectations {
  method?: string
  path: string
  headers?: RequestHeaders
  body?: string
  /** How to name a request too big to print. */
  name?: string
}

/** Bytes node:http will not send: NULs, malformed request lines, unknown spellings. */
interface RawProbe extends Expectations {
  raw: string
}

type Probe = HttpProbe | RawProbe

let edge: (RunningServer & { url: string }) | undefined
/** Talking to the edge, once it has started. */
let exchange: ReturnType<typeof talkingTo>['exchange']
let rawExchange: ReturnType<typeof talkingTo>['rawExchange']

test.beforeAll(async ({}, testInfo) => {
  edge = await startEdge(testInfo.parallelIndex)
  ;({ exchange, rawExchange } = talkingTo(edge.url))
})

test.afterAll(async () => {
  await edge?.stop()
})
const REFUSED = range(400, 499)
const NOT_ALLOWED = [405]

// What files on the server look like, should one be served.
const PACKAGE_JSON = /"(?:dev)?[dD]ependencies"\s*:/
const GIT_CONFIG = /\[core\]|repositoryformatversion/
const GIT_HEAD = /^ref: refs\//m
const ENV_LINE = /^[A-Z][A-Z0-9_]*=/m
const PASSWD = /root:/
const SOURCE = /import type \{ NextConfig \}|remotePatterns/
const FILE_CONTENTS = [PACKAGE_JSON, GIT_CONFIG, GIT_HEAD, ENV_LINE, PASSWD, SOURCE]
const EVIL = /evil\.example/

function range(first: number, last: number) {
  return Array.from({ length: last - first + 1 }, (_, index) => first + index)
}

const shorten = (text: string) =>
  text.length > 120 ? `${text.slice(0, 60)}…(${text.length} chars)` : text

/** The exact request, as a failure names it. */
function describe(probe: Probe) {
  if ('raw' in probe) return `raw ${shorten(JSON.stringify(probe.raw))}`
  if (probe.name) return `${probe.method ?? 'GET'} ${probe.name}`
  const headers = Object.entries(probe.headers ?? {}).map(
    ([name, value]) => `${name}: ${shorten(JSON.stringify(value))}`,
  )
  const body = probe.body === undefined ? '' : ` body ${shorten(JSON.stringify(probe.body))}`
  return `${probe.method ?? 'GET'} ${shorten(probe.path)}${headers.length ? ` {${headers.join(', ')}}` : ''}${body}`
}

const hungUp = (error: unknown) =>
  ['ECONNRESET', 'EPIPE'].includes((error as NodeJS.ErrnoException).code ?? '')

/** The answer, or undefined when the server hung up without one. */
async function send(probe: Probe): Promise<Answer | undefined> {
  if ('raw' in probe) {
    const raw = await rawExchange(Buffer.from(probe.raw, 'latin1'))
    if (raw === '') return undefined
    const answer = parseRawAnswer(raw)
    if (!answer) throw new Error(`not an HTTP answer: ${shorten(JSON.stringify(raw))}`)
    return answer
  }
  try {
    return await exchange(probe.method ?? 'GET', probe.path, probe.headers, probe.body)
  } catch (error) {
    if (hungUp(error)) return undefined
    throw error
  }
}

/** Everything wrong with one answer. */
function problemsWith(answer: Answer, probe: Probe): string[] {
  const problems: string[] = []
  // A 5xx is a failure, but where it is the answer HTTP asks for (505 for a version it lacks).
  if (answer.status >= 500 && !probe.statuses?.includes(answer.status))
    problems.push(`answered ${answer.status}`)
  else if (probe.statuses && !probe.statuses.includes(answer.status))
    problems.push(`answered ${answer.status}, not one of the statuses expected`)
  const headerText = Object.entries(answer.headers)
    .map(([name, value]) => `${name}: ${String(value)}`)
    .join('\n')
  if (leaksServerDetails(answer.body)) problems.push('the body gives away server details')
  if (leaksServerDetails(headerText)) problems.push('a header gives away server details')
  // Where the answer sends the browser: its Location, or the url of its Refresh.
  const refresh = /^\s*\d*\s*[;,]?\s*url\s*=\s*['"]?([^'"]*)/i.exec(String(answer.headers.refresh))
  const destinations = { Location: answer.headers.location, Refresh: refresh?.[1] }
  for (const [header, destination] of Object.entries(destinations)) {
    if (destination === undefined) continue
    if (URL.parse(destination, edge!.url)?.origin !== new URL(edge!.url).origin)
      problems.push(`${header} sends the browser off the site: ${destination}`)
  }
  for (const pattern of probe.forbidden ?? []) {
    if (pattern.test(answer.body)) problems.push(`the body matches ${pattern}`)
    if (pattern.test(headerText)) problems.push(`a header matches ${pattern}`)
  }
  return problems
}

/**
 * Everything wrong with the answer to one probe, and with the answer at the end of a redirect
 * within the site (one hop, same method and headers: where a browser would go next).
 */
async function problemsOf(probe: Probe, request: string, hops = 1): Promise<string[]> {
  let answer: Answer | undefined
  try {
    answer = await send(probe)
  } catch (error) {
    return [`${request}: ${(error as Error).message}`]
  }
  if (!answer) return probe.mayHangUp ? [] : [`${request}: the server hung up`]
  const problems = problemsWith(answer, probe).map((problem) => `${request}: ${problem}`)
  const location = answer.headers.location
  if ('raw' in probe || hops === 0 || !location || problems.length > 0) return problems
  const target = new URL(location, edge!.url)
  const path = /^\/(?![/\\])/.test(location) ? location : `${target.pathname}${target.search}`
  const next = { ...probe, path, name: undefined, statuses: undefined }
  return problemsOf(next, `${request} → ${path}`, hops - 1)
}

/** Sends every probe in turn; fails naming each request that got a bad answer. */
async function expectNoneHurts(probes: readonly Probe[]) {
  const failures: string[] = []
  for (const probe of probes) failures.push(...(await problemsOf(probe, describe(probe))))
  expect(failures).toEqual([])
  // And the server is still there, answering as before.
  expect((await exchange('GET', '/')).status).toBe(200)
}

/** A complete raw request on its own connection. */
const raw = (requestLine: string, headers: string[] = []) => ({
  raw: [requestLine, `Host: 127.0.0.1`, ...headers, 'Connection: close', '', ''].join('\r\n'),
})

test('unknown and sensitive paths are not found, and no file behind them is served', async () => {
  const sensitive = [
    '/.env',
    '/.env.local',
    '/.env.production',
    '/.git/config',
    '/.git/HEAD',
    '/_next/../package.json',
    '/package.json',
    '/next.config.ts',
    '/tsconfig.json',
    '/src/server/serve.ts',
    '/.next/BUILD_ID',
    '/.next/server/app/index.html',
    '/_next/server/app/index.html',
    '/_next/server/pages-manifest.json',
    '/_next/BUILD_ID',
    '/node_modules/next/package.json',
  ]
  const unknown = ['/wp-admin', '/wp-login.php', '/server-status', '/api/', '/api/nope', '/api']
  await expectNoneHurts([
    ...sensitive.map((path) => ({ path, statuses: REFUSED, forbidden: FILE_CONTENTS })),
    ...unknown.map((path) => ({ path, forbidden: FILE_CONTENTS })),
  ])
})

test('traversal reaches no file outside the public ones', async () => {
  const paths = [
    '/../../etc/passwd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/..%2f..%2fetc%2fpasswd',
    '/..%5c..%5cetc%5cpasswd',
    '/%252e%252e/%252e%252e/etc/passwd',
    '/careers/..%2f..%2f..%2fpackage.json',
    '/_next/static/..%2f..%2f..%2fpackage.json',
    '/_next/static/%2e%2e/%2e%2e/server/app/index.html',
    '/_next/static/../../../package.json',
    '/_next/static/chunks/..%2f..%2f..%2f..%2f.env',
    '/icons/..%2f..%2fpackage.json',
    '/icons/%2e%2e/%2e%2e/package.json',
    '/fixtures/..%2f..%2fpackage.json',
  ]
  await expectNoneHurts([
    ...paths.map((path) => ({ path, statuses: REFUSED, forbidden: FILE_CONTENTS })),
    { ...raw('GET /icons/../../package.json HTTP/1.1'), forbidden: FILE_CONTENTS },
  ])
})

test('long paths and headers are refused, not failed on', async () => {
  const manyHeaders = Object.fromEntries(range(1, 200).map((n) => [`x-probe-${n}`, `value ${n}`]))
  await expectNoneHurts([
    { path: `/${'a'.repeat(9_999)}`, statuses: [404, 414, 431] },
    { path: `/careers/${'x'.repeat(5_000)}`, statuses: [404] },
    { path: `/products?q=${'q'.repeat(5_000)}` },
    { path: `/_next/static/chunks/${'c'.repeat(5_000)}.js`, statuses: REFUSED },
    { path: `/${'a/'.repeat(2_000)}`, statuses: [308, 404] },
    { path: `/${'b'.repeat(99_999)}`, statuses: [404, 414, 431], mayHangUp: true },
    {
      path: '/careers',
      name: '/careers {cookie: 60 000 chars}',
      headers: { cookie: `a=${'b'.repeat(60_000)}` },
      // Headers over its buffers: nginx says 400, Node.js 431.
      statuses: [200, 400, 431],
      mayHangUp: true,
    },
    { path: '/careers', name: '/careers {200 headers}', headers: manyHeaders, statuses: [200] },
    {
      path: '/',
      name: '/ {x-big: 20 000 chars}',
      headers: { 'x-big': 'x'.repeat(20_000) },
      statuses: [400, 431],
      mayHangUp: true,
    },
    {
      ...raw('GET / HTTP/1.1', [`X-Big: ${'x'.repeat(20_000)}`]),
      statuses: [400, 431],
      mayHangUp: true,
    },
  ])
})

test('malformed percent-encoding and NULs get a 4xx', async () => {
  const paths = [
    '/%',
    '/%zz',
    '/%E0%A4%A',
    '/careers/%',
    '/products/%zz',
    '/%00',
    '/careers%00',
    '/a%00b',
    '/%C0%AF',
    '/careers/%C0%AF',
    '/%FF',
    '/%C0%AE%C0%AE/%C0%AE%C0%AE/etc/passwd',
    '/_next/static/%',
    '/_next/static/chunks/%zz.js',
    '/icons/%00.png',
  ]
  const queries = ['?q=%', '?%zz=1', '?q=%00', '?q=%C0%AF', '?q=%FF', '?%=%']
  await expectNoneHurts([
    ...paths.map((path) => ({ path, statuses: REFUSED, forbidden: FILE_CONTENTS })),
    ...['/', '/careers', '/products', '/no-such-page'].flatMap((route) =>
      queries.map((query) => ({ path: `${route}${query}` })),
    ),
    { ...raw('GET /\0 HTTP/1.1'), statuses: [400], mayHangUp: true },
    { ...raw('GET /careers\0.html HTTP/1.1'), statuses: [400], mayHangUp: true },
    { ...raw('GET / HTTP/1.1', ['X-Nul: a\0b']), statuses: [400], mayHangUp: true },
    { ...raw('GET /caf\xe9 HTTP/1.1'), statuses: [400, 404], mayHangUp: true },
    { ...raw('GET /\xc3\xa9t\xc3\xa9 HTTP/1.1'), statuses: [400, 404], mayHangUp: true },
    { ...raw('GET /a b HTTP/1.1'), statuses: [400], mayHangUp: true },
    { ...raw('GET /\tb HTTP/1.1'), statuses: [400], mayHangUp: true },
    { ...raw('GET / HTTP/9.9'), statuses: [400, 505], mayHangUp: true },
    { ...raw('GET /'), statuses: [200, 400], mayHangUp: true },
    { ...raw('GET'), statuses: [400], mayHangUp: true },
    { raw: 'NONSENSE\r\n\r\n', statuses: [400], mayHangUp: true },
    { ...raw('GET * HTTP/1.1'), statuses: [400] },
    { ...raw('GET ?a=1 HTTP/1.1'), statuses: [400], mayHangUp: true },
    { ...raw('GET careers HTTP/1.1'), statuses: [400], mayHangUp: true },
    { ...raw('GET / HTTP/1.1', ['Broken header line']), statuses: [400], mayHangUp: true },
  ])
})

test('odd methods are refused with 405, on pages, files and the API alike', async () => {
  const home = await exchange('GET', '/')
  // As the page asks for it: with the release's id as its query (`?dpl=`).
  const script = /<script[^>]+src="(\/_next\/static\/chunks\/[^"?]+\.js(?:\?[^"]*)?)"/.exec(
    home.body,
  )![1]!
  const readOnly = ['/', '/careers', '/no-such-page', script, '/_next/static/chunks/nothing.js']
  const files = ['/icons/icon-192.png', '/sitemap.xml', '/robots.txt', '/manifest.webmanifest']
  const body = JSON.stringify({ hello: 'world' })
  const json = { 'content-type': 'application/json' }
  const writes = ['POST', 'PUT', 'PATCH', 'DELETE']
  await expectNoneHurts([
    ...[...readOnly, ...files].flatMap((path) => [
      ...writes.map((method) => ({ method, path, headers: json, body, statuses: NOT_ALLOWED })),
      ...['TRACE', 'PROPFIND', 'PURGE', 'SEARCH'].map((method) => ({
        method,
        path,
        statuses: NOT_ALLOWED,
      })),
      // Not a method Node.js knows: its parser refuses it.
      { method: 'TRACK', path, statuses: [400, 405], mayHangUp: true },
    ]),
    {
      method: 'POST',
      path: '/careers',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=1&b=2',
      statuses: NOT_ALLOWED,
    },
    {
      method: 'POST',
      path: '/',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
      statuses: NOT_ALLOWED,
    },
    { method: 'GET', path: '/', headers: json, body, statuses: [200] },
    ...['TRACE', 'PROPFIND'].map((method) => ({
      method,
      path: '/api/revalidate',
      statuses: NOT_ALLOWED,
    })),
    ...writes.map((method) => ({ method, path: '/api/content-changes', body, statuses: REFUSED })),
    { method: 'BREW', path: '/', statuses: [400, 405], mayHangUp: true },
    { ...raw('BREW /coffee HTTP/1.1'), statuses: [400, 405], mayHangUp: true },
    { ...raw('get / HTTP/1.1'), statuses: [400, 405], mayHangUp: true },
    { ...raw('Get /careers HTTP/1.1'), statuses: [400, 405], mayHangUp: true },
    { ...raw('CONNECT / HTTP/1.1'), statuses: [400, 405], mayHangUp: true },
    // The edge (nginx) takes neither a tunnel nor a request for the server as a whole.
    { ...raw('CONNECT 127.0.0.1:22 HTTP/1.1'), statuses: [400, 405] },
    { ...raw('CONNECT evil.example:443 HTTP/1.1'), statuses: [400, 405] },
    { ...raw('OPTIONS * HTTP/1.1'), statuses: [204, 400] },
  ])
})

test("the framework's own request headers change nothing they should not", async () => {
  const nest = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`
  const stateTrees = [
    'not json',
    '%',
    '%7B',
    '{"a":1}',
    '[1,2,3]',
    '["",{"children":["evil",{}]},null,null,true]',
    encodeURIComponent('["",{"children":["__PAGE__",{}]},"//evil.example","refetch",true]'),
    nest(5_000),
    `[${'"x",'.repeat(2_000)}"x"]`,
  ]
  const headerSets: RequestHeaders[] = [
    { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' },
    {
      'x-middleware-subrequest':
        'src/middleware:src/middleware:src/middleware:src/middleware:src/middleware',
    },
    { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' },
    { 'x-middleware-subrequest': 'src/proxy:src/proxy:src/proxy:src/proxy:src/proxy' },
    { 'x-middleware-subrequest': 'pages/_middleware' },
    ...stateTrees.map((tree) => ({ rsc: '1', 'next-router-state-tree': tree })),
    { rsc: '1', 'next-router-state-tree': ['["",{}]', '["",{}]'] },
    { rsc: '1', 'next-router-prefetch': '1' },
    { rsc: '1', 'next-router-prefetch': '1', 'next-router-segment-prefetch': 'garbage' },
    { rsc: '1', 'next-router-prefetch': '1', 'next-router-segment-prefetch': '/../../etc' },
    { rsc: '1', 'next-router-prefetch': '1', 'next-router-segment-prefetch': '%' },
    { rsc: 'garbage', 'next-router-prefetch': 'garbage' },
    { rsc: '1', 'next-url': '//evil.example' },
    { rsc: '1', 'next-url': 'https://evil.example/' },
    { rsc: '1', 'next-hmr-refresh': '1' },
    { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'javascript' },
    { 'x-forwarded-host': 'evil.example', 'x-forwarded-port': '22' },
    { host: 'evil.example' },
    { host: 'evil.example:443', 'x-forwarded-proto': 'https' },
    { 'x-invoke-path': '/api/revalidate' },
    { 'x-invoke-status': '500' },
    { 'x-invoke-error': '{"message":"boom"}', 'x-invoke-status': '500' },
    { 'x-invoke-query': '%7B%22a%22%3A1%7D', 'x-invoke-output': '/api/revalidate' },
    { 'x-nextjs-data': '1' },
    { purpose: 'prefetch' },
    { 'x-purpose': 'preview', 'sec-purpose': 'prefetch;prerender' },
    { 'x-now-route-matches': '1=%2Fevil' },
    { 'x-now-route-matches': '%' },
    { 'x-matched-path': '/api/revalidate' },
    { 'x-matched-path': '/_next/static/../../package.json' },
    { 'x-middleware-rewrite': 'https://evil.example/' },
    { 'x-middleware-redirect': 'https://evil.example/' },
    { 'x-middleware-next': '1', 'x-middleware-override-headers': 'host' },
    { 'x-prerender-revalidate': 'garbage' },
    { 'x-prerender-revalidate-if-generated': '1' },
    { cookie: '__prerender_bypass=garbage; __next_preview_data=garbage' },
    { 'next-test-proxy-port': '22', 'next-test-data': 'garbage' },
  ]
  await expectNoneHurts([
    ...['/', '/careers', '/no-such-page'].flatMap((path) =>
      headerSets.map((headers) => ({ path, headers, forbidden: [EVIL, ...FILE_CONTENTS] })),
    ),
    ...['/', '/careers', '/api/content-changes', '/api/revalidate'].map((path) => ({
      method: 'POST',
      path,
      headers: { 'next-action': 'deadbeef', 'content-type': 'text/plain;charset=UTF-8' },
      body: '[]',
      statuses: [...NOT_ALLOWED, 404],
    })),
    { ...raw('GET / HTTP/1.1', ['Host: evil.example']), forbidden: [EVIL] },
    { raw: 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n', statuses: [200, 400] },
    { ...raw('GET / HTTP/1.1', ['Host: a', 'Host: b']), statuses: [200, 400], mayHangUp: true },
  ])
})

test('no shape of path redirects off the site', async () => {
  const shapes = [
    '//evil.example',
    '///evil.example',
    '////evil.example',
    '/\\evil.example',
    '/\\\\evil.example',
    '/\\/evil.example',
    '/%2F%2Fevil.example',
    '/%2F/evil.example',
    '/%5Cevil.example',
    '/%5C%5Cevil.example',
    '/.//evil.example',
    '/./\\evil.example',
    '/%09/evil.example',
    '/%0D%0ALocation:%20https://evil.example',
    '/https://evil.example',
    '/https:/evil.example',
    '/careers//evil.example',
    '/careers/%2F%2Fevil.example',
    '/?next=//evil.example',
    '/careers?redirect=https://evil.example',
  ]
  const paths = [
    ...shapes,
    ...shapes.filter((shape) => !shape.includes('?')).map((shape) => `${shape}/`),
    ...shapes.filter((shape) => !shape.includes('?')).map((shape) => `${shape}/?a=1`),
    '/careers/',
    '/careers//',
    '/careers///',
    '//careers/',
    '/products/?q=1',
    '/_next/image/',
    '/sitemap.xml/',
    '/icons/icon-192.png/',
  ]
  await expectNoneHurts([
    ...paths.map((path) => ({ path, forbidden: [...FILE_CONTENTS] })),
    { path: '//evil.example/', headers: { host: 'evil.example' } },
    { path: '/careers/', headers: { 'x-forwarded-host': 'evil.example' } },
    // A full URL as the request target (absolute-form) names another host.
    { ...raw('GET http://evil.example/ HTTP/1.1'), statuses: [200] },
    { ...raw('GET https://evil.example HTTP/1.1'), statuses: [200] },
    { ...raw('GET http://evil.example//careers/ HTTP/1.1'), statuses: [308] },
    { ...raw('GET HTTP://EVIL.EXAMPLE/careers/ HTTP/1.1'), statuses: [308] },
    { ...raw('GET http://evil.example/%5Cevil.example/ HTTP/1.1'), statuses: [308] },
    // nginx answers for its own host whatever the scheme: the page, never the other host.
    { ...raw('GET ftp://evil.example/ HTTP/1.1'), statuses: [200, 400] },
    { ...raw('GET evil.example HTTP/1.1'), statuses: [400], mayHangUp: true },
    { ...raw('GET //evil.example/ HTTP/1.1'), statuses: [308] },
  ])
})

test('the image optimiser refuses other hosts, widths and qualities with a 400', async () => {
  const home = await exchange('GET', '/')
  const image = /<img[^>]+src="(\/_next\/image\?[^"]+)"/
    .exec(home.body)![1]!
    .replaceAll('&amp;', '&')
  const query = new URL(image, edge!.url).searchParams
  const url = query.get('url')!
  const [good, quality] = [query.get('w')!, query.get('q')!]
  const optimise = (parameters: Record<string, string>) =>
    `/_next/image?${new URLSearchParams(parameters).toString()}`

  const good200 = await exchange('GET', optimise({ url, w: good, q: quality }))
  expect(good200.status, `GET ${optimise({ url, w: good, q: quality })}`).toBe(200)
  expect(String(good200.headers['content-type'])).toMatch(/^image\//)

  const hosts = [
    'https://evil.example/x.png',
    '//evil.example/x.png',
    'http://127.0.0.1:22/',
    `${edge!.url}/icons/icon-192.png`,
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]:3100/fixtures/x.png',
    'file:///etc/passwd',
    'data:image/png;base64,iVBORw0KGgo=',
    'javascript:alert(1)',
    '/\\evil.example/x.png',
    '/%5Cevil.example/x.png',
    '\\\\evil.example/x.png',
    '/icons/icon-192.png',
    '/_next/static/chunks/nothing.js',
    '/fixtures/../package.json',
    '/fixtures/%2e%2e/%2e%2e/package.json',
    `${url}?evil=1`,
    '',
    '%',
  ]
  const widths = ['0', '-1', '1.5', 'abc', '99999', '1e3', '0x280', `${good} `, '']
  const qualities = ['0', '101', '-5', 'abc', '999', '75', '1.5', '']
  await expectNoneHurts([
    ...hosts.map((bad) => ({
      path: optimise({ url: bad, w: good, q: quality }),
      statuses: [400],
      forbidden: FILE_CONTENTS,
    })),
    // Inside the allowed folder as far as the pattern can tell, but no file there.
    {
      path: optimise({ url: '/fixtures/..%2f..%2fpackage.json', w: good, q: quality }),
      statuses: [400, 404],
      forbidden: FILE_CONTENTS,
    },
    { path: `/_next/image?w=${good}&q=${quality}`, statuses: [400] },
    { path: `/_next/image?url=${encodeURIComponent(url)}&q=${quality}`, statuses: [400] },
    { path: `/_next/image?url=${encodeURIComponent(url)}&w=${good}`, statuses: [400] },
    { path: `/_next/image?url=${encodeURIComponent(url)}&w=${good}&w=${good}&q=${quality}` },
    { path: `/_next/image?url=%&w=${good}&q=${quality}`, statuses: [400] },
    { path: '/_next/image', statuses: [400] },
    ...widths.map((w) => ({ path: optimise({ url, w, q: quality }), statuses: [400] })),
    ...qualities.map((q) => ({ path: optimise({ url, w: good, q }), statuses: [400] })),
    ...['POST', 'PUT', 'DELETE'].map((method) => ({
      method,
      path: optimise({ url, w: good, q: quality }),
      body: 'x',
      statuses: NOT_ALLOWED,
    })),
    {
      path: optimise({ url, w: good, q: quality }),
      headers: { accept: 'image/avif,image/webp;q=garbage,*/*' },
      statuses: [200],
    },
  ])
})
