import { stegaClean } from '@sanity/client/stega'
import { describe, expect, it } from 'vitest'
import type { ContentChange, ContentRepository } from '@/ports/content-repository'
import { editInfoOf, editTargetOf } from '../support/edit-markers'
import { pageAt } from '../support/page-at'

/** The Studio the edit markers lead to, in every adapter's draft content. */
export const STUDIO_URL = 'https://studio.alts.example'

/** Draft content over a private copy of the `production` dataset, whose drafts the test edits. */
export interface EditableDrafts {
  /** The content as editors see it in draft mode. */
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
  editable: () => Promise<EditableDrafts>
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
 * place of its published document, draft-only documents too), edit markers leading to the
 * drafts' fields, and change notifications for drafts. Visitors' content stays published.
 */
export function draftContentContract(name: string, adapter: DraftContentUnderTest) {
  describe(`Draft content contract: ${name}`, () => {
    it('shows a page that exists only as a draft', async () => {
      const page = await pageAt(adapter.edgeCases(), '/products')
      expect(stegaClean(page.route)).toBe('/products')
    })

    it('shows a draft in place of its published document, to editors only', async () => {
      const editable = await adapter.editable()
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

    it('announces the routes that show an edited draft', async () => {
      const editable = await adapter.editable()
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
  })
}
