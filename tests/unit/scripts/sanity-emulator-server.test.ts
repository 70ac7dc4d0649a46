import { X509Certificate, createPublicKey } from 'node:crypto'
import { connect } from 'node:http2'
import { createConnection } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SanityEmulator } from '../../../scripts/sanity-emulator/emulator.ts'
import {
  serveEmulator,
  type RunningEmulator,
} from '../../../scripts/sanity-emulator/http-server.ts'
import { localhostCertificate } from '../../../scripts/sanity-emulator/localhost-certificate.ts'

/*
 * The emulator on loopback, as a browser's Studio reaches it: plain HTTP for the site and the
 * tests, HTTPS with HTTP/2 on the same port for the Studio (a browser gives one host at most six
 * HTTP/1.1 connections, fewer than a Studio's open listeners), and CORS for loopback origins.
 */

let running: RunningEmulator
beforeAll(async () => {
  const documents = [{ _id: 'page-home', _type: 'page', title: 'Home' }]
  running = await serveEmulator(new SanityEmulator({ documents, dataset: 'production' }))
})
afterAll(() => running.close())

function connectionCount(): Promise<number> {
  return new Promise((resolve) => running.server.getConnections((_error, count) => resolve(count)))
}

/** One request over HTTP/2 with TLS, trusting the emulator's own certificate. */
function overHttp2(path: string, headers: Record<string, string> = {}) {
  const port = new URL(running.studioApiHost).port
  // As a browser reaches https://{projectId}.localhost:{port}, which resolves to loopback.
  const session = connect(`https://127.0.0.1:${port}`, { rejectUnauthorized: false })
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const stream = session.request({
        ':path': path,
        ':authority': `studio1.localhost:${port}`,
        ...headers,
      })
      let body = ''
      let answered: Record<string, unknown> = {}
      stream.on('response', (responseHeaders) => (answered = responseHeaders))
      stream.setEncoding('utf8')
      stream.on('data', (chunk: string) => (body += chunk))
      stream.on('end', () => {
        session.close()
        resolve({ status: Number(answered[':status']), headers: answered, body })
      })
      stream.on('error', reject)
    },
  )
}

describe('the emulator for a Studio', () => {
  it('answers HTTP/2 over TLS on the port that serves plain HTTP', async () => {
    const secure = await overHttp2('/v2025-02-19/data/doc/production/page-home')
    expect(secure.status).toBe(200)
    expect(JSON.parse(secure.body)).toMatchObject({ documents: [{ title: 'Home' }] })
    const plain = await fetch(`${running.url}/v2025-02-19/data/doc/production/page-home`)
    expect(plain.status).toBe(200)
    expect(running.studioApiHost).toBe(`https://localhost:${new URL(running.url).port}`)
  })

  it('lets a loopback origin read its answers with credentials, and answers its preflight', async () => {
    const origin = 'http://localhost:3333'
    const answer = await overHttp2('/v2025-02-19/users/me', { origin })
    expect(answer.headers['access-control-allow-origin']).toBe(origin)
    expect(answer.headers['access-control-allow-credentials']).toBe('true')

    const preflight = await fetch(`${running.url}/v2025-02-19/data/actions/production`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin)
    expect(preflight.headers.get('access-control-allow-headers')).toBe('authorization,content-type')
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST')
  })

  it('outlives connections reset before their first byte or in the middle of a TLS handshake', async () => {
    const port = Number(new URL(running.url).port)
    const reset = (firstBytes?: Buffer) =>
      new Promise<void>((closed) => {
        const socket = createConnection(port, '127.0.0.1', () => {
          if (firstBytes) socket.write(firstBytes, () => socket.resetAndDestroy())
          else socket.resetAndDestroy()
        })
        socket.on('error', () => {})
        socket.on('close', () => closed())
      })
    await reset()
    await reset(Buffer.from([0x16, 0x03, 0x01]))
    // The emulator has let go of both connections, and still answers.
    await expect.poll(() => connectionCount(), { timeout: 10_000 }).toBe(0)
    expect((await fetch(`${running.url}/v1/ping`)).status).toBe(200)
  })

  it('gives other origins nothing to read', async () => {
    const answer = await fetch(`${running.url}/v2025-02-19/users/me`, {
      headers: { origin: 'https://elsewhere.example' },
    })
    expect(answer.headers.get('access-control-allow-origin')).toBeNull()
  })
})

describe('the certificate made at start-up', () => {
  it('names localhost, its subdomains and 127.0.0.1, is signed by its own key, and is current', () => {
    const now = new Date()
    const { cert, key } = localhostCertificate(now)
    const certificate = new X509Certificate(cert)
    expect(certificate.subjectAltName).toBe('DNS:localhost, DNS:*.localhost, IP Address:127.0.0.1')
    expect(certificate.checkHost('localhost')).toBe('localhost')
    expect(certificate.checkIP('127.0.0.1')).toBe('127.0.0.1')
    expect(certificate.verify(createPublicKey(key))).toBe(true)
    expect(new Date(certificate.validFrom).getTime()).toBeLessThan(now.getTime())
    expect(new Date(certificate.validTo).getTime()).toBeGreaterThan(now.getTime())
  })
})
