import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { sendPublishWebhooks, type Delivery } from '../../../scripts/sanity-emulator/webhooks.ts'
import { studioEmulator } from '../../support/emulator-calls'

/*
 * Content releases in the emulator, through the calls the Studio's release workflow makes: the
 * release document, versions of documents in it, the perspective that previews it, and its
 * publish, which publishes every version in one transaction.
 */

const SPRING = 'rSpring01'
const seoTitle = (document: Record<string, unknown> | undefined) =>
  (document?.seo as { title?: string } | undefined)?.title

/** A site that answers every webhook with a 200, recording the bodies it was sent. */
async function siteRecordingWebhooks() {
  const received: string[] = []
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      received.push(body)
      response.writeHead(200).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/revalidate`
  return { url, received, close: () => new Promise((done) => server.close(done)) }
}

/** A fresh emulator with an active release holding a new home page title. */
async function withRelease() {
  const studio = await studioEmulator()
  const created = await studio.act([
    {
      actionType: 'sanity.action.release.create',
      releaseId: SPRING,
      metadata: { title: 'Spring', releaseType: 'asap' },
    },
    {
      actionType: 'sanity.action.document.version.create',
      publishedId: 'page-home',
      baseId: 'page-home',
      versionId: `versions.${SPRING}.page-home`,
    },
    {
      actionType: 'sanity.action.document.edit',
      publishedId: 'page-home',
      draftId: `versions.${SPRING}.page-home`,
      patch: { set: { 'seo.title': 'Alts in spring' } },
    },
  ])
  expect(created.status).toBe(200)
  return studio
}

/** The home page's SEO title through a perspective, as a query with `perspective=` reads it. */
async function homeTitle(studio: Awaited<ReturnType<typeof studioEmulator>>, perspective: string) {
  const search = new URLSearchParams({ query: '*[_id == "page-home"][0].seo.title', perspective })
  return studio.call(`/data/query/production?${search}`)
}

describe('releases in the emulator', () => {
  it('creates an active release document with its metadata, as the Studio lists releases', async () => {
    const studio = await withRelease()
    expect(studio.stored(`_.releases.${SPRING}`)).toMatchObject({
      _type: 'system.release',
      name: SPRING,
      state: 'active',
      metadata: { title: 'Spring', releaseType: 'asap' },
    })
    const search = new URLSearchParams({
      query: '*[_type == "system.release" && _id in path("_.releases.*")]{name, state}',
      perspective: 'raw',
    })
    const listed = await studio.call(`/data/query/production?${search}`)
    expect(listed.body.result).toEqual([{ name: SPRING, state: 'active' }])
  })

  it('shows a release’s version through its perspective stack, and only there', async () => {
    const studio = await withRelease()
    await studio.act([
      {
        actionType: 'sanity.action.document.edit',
        publishedId: 'page-home',
        patch: { set: { 'seo.title': 'Alts, drafted' } },
      },
    ])
    expect((await homeTitle(studio, `${SPRING},drafts`)).body.result).toBe('Alts in spring')
    expect((await homeTitle(studio, 'drafts')).body.result).toBe('Alts, drafted')
    expect((await homeTitle(studio, 'published')).body.result).toBe(
      seoTitle(studio.stored('page-home')),
    )
    // A release that does not hold the document falls through to the drafts.
    expect((await homeTitle(studio, 'rOther,drafts')).body.result).toBe('Alts, drafted')
  })

  it('refuses a malformed perspective with a 400 that names it', async () => {
    const studio = await withRelease()
    const answer = await homeTitle(studio, `${SPRING},raw`)
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({
      error: { description: expect.stringContaining('"raw" is not a release name') },
    })
  })

  it('publishes every version at once, sends each publish webhook, and marks the release published', async () => {
    const studio = await withRelease()
    await studio.act([
      {
        actionType: 'sanity.action.document.version.create',
        publishedId: 'product-tidewater',
        baseId: 'product-tidewater',
        versionId: `versions.${SPRING}.product-tidewater`,
      },
    ])
    const site = await siteRecordingWebhooks()
    const deliveries: Delivery[] = []
    const stop = sendPublishWebhooks(
      studio.emulator,
      { url: site.url, secret: 'unit-webhook-secret', retryDelaysMs: [], log: () => {} },
      (delivery) => deliveries.push(delivery),
    )
    try {
      const transactions: string[][] = []
      studio.emulator.onTransaction((transaction) =>
        transactions.push(transaction.changes.map((change) => change.id)),
      )
      const published = await studio.act([
        { actionType: 'sanity.action.release.publish', releaseId: SPRING },
      ])
      expect(published.status).toBe(200)
      // One transaction: the published documents, the versions gone, the release settled.
      expect(transactions).toHaveLength(1)
      expect(seoTitle(studio.stored('page-home'))).toBe('Alts in spring')
      expect(studio.stored(`versions.${SPRING}.page-home`)).toBeUndefined()
      expect(studio.stored(`versions.${SPRING}.product-tidewater`)).toBeUndefined()
      expect(studio.stored(`_.releases.${SPRING}`)).toMatchObject({
        state: 'published',
        finalDocumentStates: [
          { id: `versions.${SPRING}.page-home` },
          { id: `versions.${SPRING}.product-tidewater` },
        ],
      })
      await expect
        .poll(() => site.received.map((body) => JSON.parse(body)._id))
        .toEqual(expect.arrayContaining(['page-home', 'product-tidewater']))
      await expect.poll(() => deliveries.every((delivery) => delivery.status === 200)).toBe(true)
    } finally {
      stop()
      await site.close()
    }
  })

  it('unpublishes the documents a release marks for it', async () => {
    const studio = await withRelease()
    await studio.act([
      {
        actionType: 'sanity.action.document.version.unpublish',
        publishedId: 'testimonial-kiln',
        versionId: `versions.${SPRING}.testimonial-kiln`,
      },
    ])
    const through = new URLSearchParams({
      query: 'count(*[_id == "testimonial-kiln"])',
      perspective: `${SPRING},drafts`,
    })
    expect((await studio.call(`/data/query/production?${through}`)).body.result).toBe(0)
    await studio.act([{ actionType: 'sanity.action.release.publish', releaseId: SPRING }])
    expect(studio.stored('testimonial-kiln')).toBeUndefined()
  })

  it('refuses to publish a release that unpublishes a document others refer to strongly, and changes nothing', async () => {
    const studio = await withRelease()
    // A testimonial refers to its product strongly: the product cannot go while it does.
    await studio.act([
      {
        actionType: 'sanity.action.document.version.unpublish',
        publishedId: 'product-tidewater',
        versionId: `versions.${SPRING}.product-tidewater`,
      },
    ])
    const before = seoTitle(studio.stored('page-home'))
    const answer = await studio.act([
      { actionType: 'sanity.action.release.publish', releaseId: SPRING },
    ])
    expect(answer.status).toBe(409)
    expect(studio.stored('product-tidewater')).toBeDefined()
    expect(seoTitle(studio.stored('page-home'))).toBe(before)
  })

  it('archives a release without publishing it, then deletes it; versions of a closed release are refused', async () => {
    const studio = await withRelease()
    const before = seoTitle(studio.stored('page-home'))
    expect(
      (await studio.act([{ actionType: 'sanity.action.release.archive', releaseId: SPRING }]))
        .status,
    ).toBe(200)
    expect(studio.stored(`versions.${SPRING}.page-home`)).toBeUndefined()
    expect(seoTitle(studio.stored('page-home'))).toBe(before)
    expect(studio.stored(`_.releases.${SPRING}`)).toMatchObject({ state: 'archived' })
    const late = await studio.act([
      {
        actionType: 'sanity.action.document.version.create',
        publishedId: 'page-home',
        baseId: 'page-home',
        versionId: `versions.${SPRING}.page-home`,
      },
    ])
    expect(late.status).toBe(409)
    await studio.act([{ actionType: 'sanity.action.release.delete', releaseId: SPRING }])
    expect(studio.stored(`_.releases.${SPRING}`)).toBeUndefined()
  })

  it('commits nothing for a dry run, as the Studio checks its permissions', async () => {
    const studio = await studioEmulator()
    const answer = await studio.call('/data/actions/production', {
      method: 'POST',
      body: JSON.stringify({
        actions: [{ actionType: 'sanity.action.release.create', releaseId: 'rDry', metadata: {} }],
        dryRun: true,
      }),
    })
    expect(answer.status).toBe(200)
    expect(studio.stored('_.releases.rDry')).toBeUndefined()
  })

  it('offers the plan’s content releases to the Studio', async () => {
    const studio = await studioEmulator()
    expect((await studio.call('/projects/studio1/features')).body).toEqual(['contentReleases'])
    expect((await studio.call('/projects/studio1/new-content-release-allowed')).body).toMatchObject(
      {
        data: { datasetReleaseLimit: expect.any(Number) },
      },
    )
  })
})
