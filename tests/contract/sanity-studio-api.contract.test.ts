import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { STUDIO_BASE, studioEmulator } from '../support/emulator-calls'
import { readFixtureDocuments } from '../support/fixture-documents'

/*
 * The emulator's contract with a Sanity Studio: the calls a Studio makes to edit, preview and
 * publish a document, answered as Sanity's API answers them, so the whole editorial loop runs
 * with no network. tests/e2e/studio-offline.spec.ts drives a real Studio through the same calls.
 */

const HOME = { draftId: 'drafts.page-home', publishedId: 'page-home' }
const editTitle = (title: string) => ({
  actionType: 'sanity.action.document.edit',
  ...HOME,
  patch: { set: { title } },
})
const PUBLISH = { actionType: 'sanity.action.document.publish', ...HOME }

describe('editing through the Actions API', () => {
  it('copies the published document into a new draft, then patches the draft alone', async () => {
    const { act, stored } = await studioEmulator()
    const published = stored('page-home')!
    const answer = await act([editTitle('Home, edited')], 'edit-1')
    expect(answer).toEqual({ status: 200, body: { transactionId: 'edit-1' } })
    const draft = stored('drafts.page-home')!
    const { _rev, _updatedAt, ...content } = published
    expect(draft).toMatchObject({ ...content, _id: 'drafts.page-home', title: 'Home, edited' })
    // The transaction id the Studio chose is the draft's revision, as the Studio predicts.
    expect(draft._rev).toBe('edit-1')
    expect(stored('page-home')).toEqual(published)

    await act([editTitle('Home, edited twice')], 'edit-2')
    expect(stored('drafts.page-home')).toMatchObject({
      title: 'Home, edited twice',
      _rev: 'edit-2',
    })
  })

  it('applies every kind of patch the Studio sends', async () => {
    const { act, stored } = await studioEmulator()
    await act([editTitle('Home')])
    const patch = (operations: Record<string, unknown>) => ({
      actionType: 'sanity.action.document.edit',
      ...HOME,
      patch: operations,
    })
    const answer = await act([
      patch({ diffMatchPatch: { title: '@@ -1,4 +1,12 @@\n Home\n+ offline\n' } }),
      patch({ setIfMissing: { note: 'kept' } }),
      patch({ setIfMissing: { title: 'not this' } }),
      patch({ set: { count: 1 } }),
      patch({ inc: { count: 2 } }),
      patch({ unset: ['seo.description'] }),
      patch({ insert: { after: 'sections[-1]', items: [{ _key: 'new', _type: 'marquee' }] } }),
    ])
    expect(answer.status).toBe(200)
    const draft = stored('drafts.page-home')!
    expect(draft).toMatchObject({ title: 'Home offline', note: 'kept', count: 3 })
    expect(draft.seo).not.toHaveProperty('description')
    expect((draft.sections as { _key: string }[]).at(-1)).toEqual({ _key: 'new', _type: 'marquee' })
  })

  it('refuses a whole transaction when one of its mutations fails, and changes nothing', async () => {
    const { mutate, stored, emulator } = await studioEmulator()
    const before = emulator.all()
    const answer = await mutate([
      { patch: { id: 'page-home', set: { title: 'Changed' } } },
      { patch: { id: 'page-home', ifRevisionID: 'not-its-revision', set: { title: 'Again' } } },
    ])
    expect(answer.status).toBe(409)
    expect(answer.body).toMatchObject({ error: { type: 'conflictError' } })
    expect(emulator.all()).toEqual(before)
    expect(stored('page-home')?.title).toBe('Home')
  })
})

describe('publishing', () => {
  it('makes the draft the published document and deletes the draft', async () => {
    const { act, stored } = await studioEmulator()
    await act([editTitle('Home, published offline')], 'edit')
    const draft = stored('drafts.page-home')!
    const answer = await act([PUBLISH], 'publish')
    expect(answer.status).toBe(200)
    expect(stored('drafts.page-home')).toBeUndefined()
    const { _rev, _updatedAt, ...content } = draft
    expect(stored('page-home')).toMatchObject({ ...content, _id: 'page-home', _rev: 'publish' })
  })

  it('refuses to publish over a published revision the editor has not seen', async () => {
    const { act, stored } = await studioEmulator()
    await act([editTitle('Home, edited')])
    const answer = await act([{ ...PUBLISH, ifPublishedRevisionId: 'an-older-revision' }])
    expect(answer.status).toBe(409)
    expect(stored('drafts.page-home')?.title).toBe('Home, edited')
    expect(stored('page-home')?.title).toBe('Home')
  })

  it('unpublishes into a draft, and discards a draft', async () => {
    const { act, stored } = await studioEmulator()
    await act([{ actionType: 'sanity.action.document.unpublish', ...HOME }])
    expect(stored('page-home')).toBeUndefined()
    expect(stored('drafts.page-home')?.title).toBe('Home')
    await act([{ actionType: 'sanity.action.document.discard', draftId: HOME.draftId }])
    expect(stored('drafts.page-home')).toBeUndefined()
  })

  it('says which action it does not support', async () => {
    const { act } = await studioEmulator()
    const answer = await act([{ actionType: 'sanity.action.release.schedule', releaseId: 'r' }])
    expect(answer.status).toBe(400)
    expect(JSON.stringify(answer.body)).toContain('sanity.action.release.schedule')
  })
})

describe('the listener, as a Studio listens to an open document', () => {
  const PAIR = ['*[_id in $ids]', { ids: ['page-home', 'drafts.page-home'] }] as const
  const STUDIO_OPTIONS = 'includeResult=false&effectFormat=mendoza&includeAllVersions=true'

  it('hears a draft appear, with the revisions and Mendoza effects that chain it', async () => {
    const { act, listen, stored } = await studioEmulator()
    const listener = await listen(...PAIR, STUDIO_OPTIONS)
    await act([editTitle('Home, edited')], 'edit-1')
    const [appeared] = await listener.next()
    const { _rev, ...draft } = stored('drafts.page-home')!
    expect(appeared?.id).toBe('edit-1#drafts.page-home')
    expect(appeared?.data).toMatchObject({
      documentId: 'drafts.page-home',
      transactionId: 'edit-1',
      transition: 'appear',
      resultRev: 'edit-1',
      transactionTotalEvents: 1,
      identity: 'local-editor',
      // Mendoza's "the result is this value", applied to the document without its _rev.
      effects: { apply: [0, draft], revert: [0, null] },
    })
    expect(appeared?.data).not.toHaveProperty('previousRev')
    expect(appeared?.data).not.toHaveProperty('result')

    await act([editTitle('Home, edited twice')], 'edit-2')
    const [updated] = await listener.next()
    expect(updated?.data).toMatchObject({
      transition: 'update',
      previousRev: 'edit-1',
      resultRev: 'edit-2',
    })
    await listener.close()
  })

  it('hears a publish as one transaction of two events: published updated, draft gone', async () => {
    const { act, listen, stored } = await studioEmulator()
    const publishedRev = stored('page-home')!._rev
    await act([editTitle('Home, edited')], 'edit')
    const listener = await listen(...PAIR, STUDIO_OPTIONS)
    await act([PUBLISH], 'publish')
    const events = (await listener.next(2)).map((event) => event.data)
    expect(events).toEqual([
      expect.objectContaining({
        documentId: 'page-home',
        transition: 'update',
        previousRev: publishedRev,
        resultRev: 'publish',
        transactionTotalEvents: 2,
        transactionCurrentEvent: 1,
      }),
      // A gone document still names the transaction as its result revision: the Studio
      // chains every event by previousRev and resultRev.
      expect.objectContaining({
        documentId: 'drafts.page-home',
        transition: 'disappear',
        previousRev: 'edit',
        resultRev: 'publish',
        transactionTotalEvents: 2,
        transactionCurrentEvent: 2,
      }),
    ])
    await listener.close()
  })

  it('includes the resulting document by default, and only documents its filter matches', async () => {
    const { act, listen } = await studioEmulator()
    const listener = await listen('*[_type == "page" && title match $word]', { word: 'offline' })
    await act([editTitle('Home')], 'not-matching')
    await act([editTitle('Home offline')], 'matching')
    const [event] = await listener.next()
    expect(event?.data).toMatchObject({
      transactionId: 'matching',
      transition: 'appear',
      result: { _id: 'drafts.page-home', title: 'Home offline' },
      mutations: [{ patch: { id: 'drafts.page-home', set: { title: 'Home offline' } } }],
    })
    await listener.close()
  })
})

describe('queries, as a Studio asks them', () => {
  it('see drafts over published documents in the drafts perspective, and none in published', async () => {
    const { act, call } = await studioEmulator()
    await act([editTitle('Home, draft')])
    const query = (perspective: string) =>
      call(
        `/data/query/production?${new URLSearchParams({
          query: '*[_id == "page-home"]{_id, _originalId, title}',
          perspective,
        })}`,
      )
    expect((await query('drafts')).body.result).toEqual([
      { _id: 'page-home', _originalId: 'drafts.page-home', title: 'Home, draft' },
    ])
    expect((await query('published')).body.result).toEqual([
      { _id: 'page-home', _originalId: null, title: 'Home' },
    ])
  })

  it('read text::query as match, so a document list finds every document', async () => {
    const { call } = await studioEmulator()
    const answer = await call(
      `/data/query/production?${new URLSearchParams({
        query: '*[_type == "page" && [@, _id] match text::query($q)]._id',
        $q: '"*"',
      })}`,
    )
    const pages = (await readFixtureDocuments('production')) as { _id: string; _type: string }[]
    expect((answer.body.result as string[]).sort()).toEqual(
      pages
        .filter(({ _type }) => _type === 'page')
        .map(({ _id }) => _id)
        .sort(),
    )
  })

  it('find what an editor searches for by the fields the Studio names, scored', async () => {
    const { call } = await studioEmulator()
    // The Studio's own search of a document list, as it asks it.
    const query =
      '*[_type in $__types] | score(boost(title match text::query($__query), 10), ' +
      '([@, _id] match text::query($__query))) [_score > 0] {_id, _score}'
    const answer = await call(
      `/data/query/production?${new URLSearchParams({
        query,
        $__types: '["page"]',
        $__query: '"life at*"',
      })}`,
    )
    expect(answer.body.result).toEqual([{ _id: 'page-life', _score: expect.any(Number) }])
  })

  it('fetch documents by id, naming the ones that do not exist', async () => {
    const { call } = await studioEmulator()
    const answer = await call('/data/doc/production/page-home,drafts.page-home')
    expect((answer.body.documents as { _id: string }[]).map((document) => document._id)).toEqual([
      'page-home',
    ])
    expect(answer.body.omitted).toEqual([{ id: 'drafts.page-home', reason: 'existence' }])
  })
})

describe('previews, as the Presentation tool and a live page ask', () => {
  it('deletes the documents a query finds, as expired preview secrets are cleared', async () => {
    const { mutate, stored } = await studioEmulator()
    const secret = (id: string, updatedAt: string) => ({
      createOrReplace: { _id: id, _type: 'sanity.previewUrlSecret', _updatedAt: updatedAt },
    })
    await mutate([secret('drafts.secret-a', '2020-01-01T00:00:00Z')])
    await mutate([secret('drafts.secret-b', '2020-01-01T00:00:00Z')])
    const cleared = await mutate([
      {
        delete: {
          query: '*[_type == $type && _id == $id]',
          params: { type: 'sanity.previewUrlSecret', id: 'drafts.secret-a' },
        },
      },
    ])
    expect(cleared).toMatchObject({
      status: 200,
      body: { results: [{ id: 'drafts.secret-a', operation: 'delete' }] },
    })
    expect(stored('drafts.secret-a')).toBeUndefined()
    expect(stored('drafts.secret-b')).toBeDefined()

    const refused = await mutate([{ delete: { query: '*[' } }])
    expect(refused.status).toBe(400)
    expect(stored('drafts.secret-b')).toBeDefined()
  })

  it('tags query answers and sends the tags when content changes, drafts only to those who ask', async () => {
    const { act, call, liveEvents } = await studioEmulator()
    const answer = await call('/data/query/production?query=*%5B_id%20%3D%3D%20%22page-home%22%5D')
    const tags = answer.body.syncTags as string[]
    expect(tags).toHaveLength(1)

    const published = await liveEvents()
    const withDrafts = await liveEvents('includeDrafts=true')
    await act([editTitle('Home, drafted')], 'draft-1')
    const [draftChanged] = await withDrafts.next()
    expect(draftChanged?.data).toMatchObject({ tags })
    expect(draftChanged?.id).toMatch(/^draft-1-/)

    await act([PUBLISH], 'publish-1')
    // The stream of published content heard nothing of the draft: its first message is the publish.
    const [publishChanged] = await published.next()
    expect(publishChanged?.data).toMatchObject({ tags })
    expect(publishChanged?.id).toMatch(/^publish-1-/)
    await published.close()
    await withDrafts.close()
  })

  it('tells a Studio its origin may call with credentials, and no other origin', async () => {
    const { call } = await studioEmulator()
    const cors = (origin: string) => call('/check/cors', { headers: { origin } })
    expect((await cors('http://localhost:3333')).body).toEqual({
      result: { allowed: true, withCredentials: true },
    })
    expect((await cors('https://example.com')).body).toEqual({
      result: { allowed: false, withCredentials: false },
    })
  })
})

describe('history', () => {
  it('lists a draft created and published, and the transactions with their effects', async () => {
    const { act, emulator } = await studioEmulator()
    await act([editTitle('Home, edited')], 'edit')
    await act([PUBLISH], 'publish')
    const events = await emulator.handle(
      new Request(
        'https://studio1.localhost/v2025-02-19/data/history/production/events/documents/page-home',
      ),
    )
    const { events: byDocument } = (await events.json()) as {
      events: Record<string, { type: string; revisionId?: string }[]>
    }
    expect(byDocument['page-home']).toEqual([
      expect.objectContaining({ type: 'publishDocumentVersion', revisionId: 'publish' }),
      expect.objectContaining({ type: 'createDocumentVersion', versionRevisionId: 'edit' }),
    ])

    const log = await emulator.handle(
      new Request(
        'https://studio1.localhost/v2025-02-19/data/history/production/transactions/drafts.page-home?excludeContent=true',
      ),
    )
    const transactions = (await log.text())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { id: string; effects: Record<string, unknown> })
    expect(transactions.map((transaction) => transaction.id)).toEqual(['edit', 'publish'])
    expect(transactions[1]?.effects['drafts.page-home']).toMatchObject({ apply: [0, null] })
  })
})

describe('the project, as a Studio asks before it opens', () => {
  it('signs in the local editor with the configured token only', async () => {
    const { call } = await studioEmulator({ writeToken: 'sk-local' })
    const me = (token: string) =>
      call('/users/me', { headers: { authorization: `Bearer ${token}` } })
    expect(await me('sk-local')).toMatchObject({ status: 200, body: { id: 'local-editor' } })
    expect((await me('sk-other')).status).toBe(401)
  })

  it('grants every permission on the dataset, and names the project the Studio asks for', async () => {
    const { call } = await studioEmulator()
    const acl = await call('/projects/studio1/datasets/production/acl')
    expect(acl.body).toEqual([
      expect.objectContaining({
        filter: '_id in path("**")',
        permissions: expect.arrayContaining(['read', 'update', 'create']),
      }),
    ])
    expect((await call('/projects/studio1')).body).toMatchObject({ id: 'studio1' })
  })

  it('keeps the user’s settings in the key-value store', async () => {
    const { call } = await studioEmulator()
    const put = await call('/users/me/keyvalue', {
      method: 'PUT',
      body: JSON.stringify([{ key: 'studio.structure-tool.layout.page', value: 'detail' }]),
    })
    expect(put.status).toBe(200)
    const read = await call('/users/me/keyvalue/studio.structure-tool.layout.page,unset.key')
    expect(read.body).toEqual([
      { key: 'studio.structure-tool.layout.page', value: 'detail' },
      { key: 'unset.key', value: null },
    ])
  })

  it('declines telemetry, so the Studio sends none', async () => {
    const { call } = await studioEmulator()
    expect((await call('/intake/telemetry-status')).body).toEqual({ status: 'denied' })
  })
})

describe('the asset CDN, as a Studio shows previews', () => {
  const IMAGE = 'b21130b2876e071573c6cb95bb4e11eada46ef16-1600x1200.jpg'

  it('serves a dataset image cropped and sized as asked, on the API host', async () => {
    const { emulator } = await studioEmulator()
    const response = await emulator.handle(
      new Request(
        `https://localhost/images/studio1/production/${IMAGE}?rect=200,0,1200,1200&w=33&h=33&fit=crop&dpr=2`,
      ),
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/jpeg')
    const { width, height } = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
    expect({ width, height }).toEqual({ width: 66, height: 66 })
  })

  it('serves an image uploaded since start-up, and nothing of another dataset', async () => {
    const { emulator } = await studioEmulator()
    const png = await sharp({
      create: { width: 40, height: 20, channels: 3, background: '#c0ffee' },
    })
      .png()
      .toBuffer()
    const upload = await emulator.handle(
      new Request(`${STUDIO_BASE}/assets/images/production?filename=swatch.png`, {
        method: 'POST',
        body: new Uint8Array(png),
      }),
    )
    const { document } = (await upload.json()) as { document: { _id: string } }
    const [, hash, size, extension] = document._id.split('-')
    const url = `https://localhost/images/studio1/production/${hash}-${size}.${extension}?w=20`
    const response = await emulator.handle(new Request(url))
    expect(response.status).toBe(200)
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(20)
    const elsewhere = await emulator.handle(
      new Request(`https://localhost/images/studio1/staging/${IMAGE}`),
    )
    expect(elsewhere.status).toBe(404)
  })
})
