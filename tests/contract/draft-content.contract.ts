import { stegaClean } from '@sanity/client/stega'
import { describe, expect, it } from 'vitest'
import type { ContentChange, ContentRepository, DraftContent } from '@/ports/content-repository'
import { dataAttributeParts, editInfoOf, editTargetOf } from '../support/edit-markers'
import { pageAt } from '../support/page-at'

/** The Studio the edit markers lead to, in every adapter's draft content. */
export const STUDIO_URL = 'https://studio.alts.example'

/** Draft content over a private copy of the `production` dataset, whose drafts the test edits. */
export interface EditableDrafts {
  /** The content as editors see it in draft mode, through each perspective. */
  preview: DraftContent
  /** The content as editors see it in draft mode, through the drafts perspective. */
  drafts: ContentRepository
  /** The content as visitors see it, over the same dataset. */
  published: ContentRepository
  /** Resolves once a watcher of `drafts` subscribed before the call would hear a change now. */
  watching(): Promise<void>
  /** Saves a document (a draft: its _id starts with "drafts.") as the Studio would. */
  save(document: { _id: string } & Record<string, unknown>): Promise<void>
  /** Reads a document as stored. */
  read(id: string): Promise<{ _id: string } & Record<string, unknown>>
  close(): Promise<void>
}

export interface DraftContentUnderTest {
  /** Draft content over the `edge-cases` dataset, which holds drafts of its own. */
  edgeCases: () => ContentRepository
  /** Draft content over a private copy of `production`; `drafts` reads it through the drafts. */
  editable: () => Promise<Omit<EditableDrafts, 'drafts'>>
}

/** The editable drafts, with `drafts` read through the drafts perspective. */
async function editableDrafts(adapter: DraftContentUnderTest): Promise<EditableDrafts> {
  const editable = await adapter.editable()
  return { ...editable, drafts: editable.preview.through('drafts') }
}

function nextChange(editable: EditableDrafts, act: () => Promise<void>, timeoutMs = 20_000) {
  return new Promise<ContentChange>((resolve, reject) => {
    const timer = setTimeout(() => {
      stop()
      reject(new Error('no change was announced'))
    }, timeoutMs)
    const stop = editable.drafts.watch((change) => {
      clearTimeout(timer)
      stop()
      resolve(change)
    })
    editable.watching().then(act).catch(reject)
  })
}

/**
 * What draft mode's content promises, whatever the source: the drafts perspective (a draft in
 * place of its published document, draft-only documents too), release stacks (a release's
 * versions over the drafts, over the published documents), edit markers leading to the drafts'
 * fields, and change notifications for drafts. Visitors' content stays published.
 */
export function draftContentContract(name: string, adapter: DraftContentUnderTest) {
  describe(`Draft content contract: ${name}`, () => {
    it('shows a page that exists only as a draft', async () => {
      const page = await pageAt(adapter.edgeCases(), '/products')
      expect(stegaClean(page.route)).toBe('/products')
    })

    it('shows a draft in place of its published document, to editors only', async () => {
      const editable = await editableDrafts(adapter)
      try {
        const page = await editable.read('page-manifesto')
        await editable.save({ ...page, _id: 'drafts.page-manifesto', title: 'Manifesto, drafted' })
        const draft = await pageAt(editable.drafts, '/manifesto')
        expect(stegaClean(draft.title)).toBe('Manifesto, drafted')
        expect((await pageAt(editable.published, '/manifesto')).title).toBe(page.title)
        // The draft's text leads to the draft's field; the drafts perspective stays selected.
        const info = editInfoOf(draft.title)!
        expect(info.href.startsWith(`${STUDIO_URL}/intent/edit/`)).toBe(true)
        expect(info.href).not.toContain('perspective=published')
        expect(editTargetOf(info)).toEqual({ id: 'page-manifesto', type: 'page', path: 'title' })
      } finally {
        await editable.close()
      }
    })

    it('names where each of a page’s sections is edited, so editors can select and reorder them', async () => {
      const editable = await editableDrafts(adapter)
      try {
        const draft = await pageAt(editable.drafts, '/')
        expect(draft.sections.length).toBeGreaterThan(1)
        for (const section of draft.sections) {
          expect(dataAttributeParts(section.editTarget!)).toEqual({
            id: 'page-home',
            type: 'page',
            path: `sections:${section.key}`,
            base: STUDIO_URL,
          })
        }
        // Visitors' pages carry none.
        const published = await pageAt(editable.published, '/')
        expect(published.sections.map((section) => section.editTarget)).toEqual(
          published.sections.map(() => undefined),
        )
      } finally {
        await editable.close()
      }
    })

    it('announces the routes that show an edited draft', async () => {
      const editable = await editableDrafts(adapter)
      try {
        const product = await editable.read('product-tidewater')
        const change = await nextChange(editable, () =>
          editable.save({ ...product, _id: 'drafts.product-tidewater', summary: 'Drafted.' }),
        )
        expect([...change.routes].sort()).toEqual(['/', '/products'])
      } finally {
        await editable.close()
      }
    })
    it('shows a release’s versions through its stack, over the drafts, and nowhere else', async () => {
      const editable = await editableDrafts(adapter)
      try {
        const page = await editable.read('page-manifesto')
        const product = await editable.read('product-tidewater')
        await editable.save({
          _id: '_.releases.rSpring',
          _type: 'system.release',
          name: 'rSpring',
          state: 'active',
          metadata: { title: 'Spring', releaseType: 'asap' },
        })
        await editable.save({
          _id: '_.releases.rGone',
          _type: 'system.release',
          name: 'rGone',
          state: 'published',
          metadata: { title: 'Gone', releaseType: 'asap' },
        })
        await editable.save({
          ...page,
          _id: 'versions.rSpring.page-manifesto',
          title: 'Manifesto in spring',
        })
        await editable.save({ ...page, _id: 'drafts.page-manifesto', title: 'Manifesto, drafted' })
        await editable.save({
          ...product,
          _id: 'drafts.product-tidewater',
          name: 'Tidewater, drafted',
        })
        const title = async (perspective: Parameters<DraftContent['through']>[0]) =>
          stegaClean((await pageAt(editable.preview.through(perspective), '/manifesto')).title)
        expect(await title(['rSpring', 'drafts'])).toBe('Manifesto in spring')
        expect(await title('drafts')).toBe('Manifesto, drafted')
        expect(await title('published')).toBe(page.title)
        // Below the release, the drafts: a product the release leaves alone shows its draft.
        const products = await pageAt(editable.preview.through(['rSpring', 'drafts']), '/products')
        expect(JSON.stringify(stegaClean(products))).toContain('Tidewater, drafted')
        // Visitors never read a release.
        expect((await pageAt(editable.published, '/manifesto')).title).toBe(page.title)
        expect(await editable.preview.openReleases()).toEqual(['rSpring'])
      } finally {
        await editable.close()
      }
    })
  })
}
