import { isValidSignature } from '@sanity/webhook'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { SanityEmulator } from '../../../scripts/sanity-emulator/emulator.ts'
import { sendPublishWebhooks, type Delivery } from '../../../scripts/sanity-emulator/webhooks.ts'

/*
 * The emulator's publish webhook: what Sanity would send the site when an editor publishes, so
 * published pages regenerate offline too.
 */

const SECRET = 'unit-webhook-secret-0123456789'

let site: Server | undefined
afterEach(() => new Promise<void>((done) => (site ? site.close(() => done()) : done())))

/** A site that answers each webhook with the next status, recording what it was sent. */
async function siteAnswering(...statuses: number[]) {
  const received: { body: string; signature: string }[] = []
  site = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      received.push({ body, signature: String(request.headers['sanity-webhook-signature']) })
      response.writeHead(statuses.shift() ?? 200)
      response.end()
    })
  })
  await new Promise<void>((resolve) => site!.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(site!.address() as AddressInfo).port}/api/revalidate`
  return { url, received }
}

function emulatorWith(url: string) {
  const emulator = new SanityEmulator({
    documents: [
      { _id: 'page-home', _type: 'page', title: 'Home', route: { _type: 'slug', current: '/' } },
    ],
    dataset: 'production',
  })
  const deliveries: Delivery[] = []
  let heard = () => {}
  sendPublishWebhooks(
    emulator,
    { url, secret: SECRET, retryDelaysMs: [0], log: () => {} },
    (delivery) => {
      deliveries.push(delivery)
      heard()
    },
  )
  /** Resolves once `count` webhooks have been delivered or given up on. */
  const delivered = (count: number) =>
    new Promise<Delivery[]>((resolve) => {
      heard = () => deliveries.length >= count && resolve(deliveries)
      heard()
    })
  const act = (actions: Record<string, unknown>[]) =>
    emulator.handle(
      new Request('http://127.0.0.1/v2025-02-19/data/actions/production', {
        method: 'POST',
        body: JSON.stringify({ actions }),
      }),
    )
  return { act, delivered }
}

const HOME = { draftId: 'drafts.page-home', publishedId: 'page-home' }

describe('publish webhooks from the emulator', () => {
  it('are signed, name the published document and what it was before, and are not sent for draft edits', async () => {
    const { url, received } = await siteAnswering()
    const { act, delivered } = emulatorWith(url)
    await act([
      { actionType: 'sanity.action.document.edit', ...HOME, patch: { set: { title: 'Draft' } } },
    ])
    await act([{ actionType: 'sanity.action.document.publish', ...HOME }])
    expect(await delivered(1)).toEqual([
      { documentId: 'page-home', status: 200, tries: 1, answer: '' },
    ])
    // The draft edit came first and sent nothing: the only webhook is the publish.
    expect(received.map(({ body }) => JSON.parse(body))).toEqual([
      { _id: 'page-home', before: { _type: 'page', route: '/' } },
    ])
    const [{ body, signature }] = received as [{ body: string; signature: string }]
    expect(await isValidSignature(body, signature, SECRET)).toBe(true)
  })

  it('are sent again when the site answers with an error', async () => {
    const { url, received } = await siteAnswering(503, 200)
    const { act, delivered } = emulatorWith(url)
    await act([{ actionType: 'sanity.action.document.unpublish', ...HOME }])
    expect(await delivered(1)).toEqual([
      { documentId: 'page-home', status: 200, tries: 2, answer: '' },
    ])
    expect(received).toHaveLength(2)
    // Unpublished, the page is gone: only the webhook still says where it was.
    expect(JSON.parse(received[1]!.body)).toEqual({
      _id: 'page-home',
      before: { _type: 'page', route: '/' },
    })
  })

  it('say a new document had no previous state', async () => {
    const { url, received } = await siteAnswering()
    const { act, delivered } = emulatorWith(url)
    await act([
      {
        actionType: 'sanity.action.document.create',
        publishedId: 'job-new',
        attributes: { _id: 'drafts.job-new', _type: 'jobOpening', title: 'New role' },
      },
    ])
    await act([
      {
        actionType: 'sanity.action.document.publish',
        draftId: 'drafts.job-new',
        publishedId: 'job-new',
      },
    ])
    await delivered(1)
    expect(JSON.parse(received[0]!.body)).toEqual({ _id: 'job-new', before: null })
  })
})
