import { describe, expect, it } from 'vitest'
import { studioEmulator } from '../support/emulator-calls'

/*
 * Reference integrity, as Sanity keeps it: a published document that another published document
 * refers to strongly cannot be deleted or unpublished. The lists a page shows (roles,
 * testimonials, people, products) refer weakly, so an editor can take one down on its own and
 * the page drops it; a testimonial's product is a strong reference.
 */

describe('references, as the emulator keeps them', () => {
  it('lets an editor unpublish a testimonial and delete a role that pages list', async () => {
    const { act, stored } = await studioEmulator()
    const unpublish = await act([
      {
        actionType: 'sanity.action.document.unpublish',
        draftId: 'drafts.testimonial-kustbank',
        publishedId: 'testimonial-kustbank',
      },
    ])
    expect(unpublish.status).toBe(200)
    expect(stored('testimonial-kustbank')).toBeUndefined()
    const remove = await act([
      {
        actionType: 'sanity.action.document.delete',
        publishedId: 'job-producer',
        includeDrafts: ['drafts.job-producer'],
      },
    ])
    expect(remove.status).toBe(200)
    expect(stored('job-producer')).toBeUndefined()
  })

  it('refuses to delete a document referred to strongly, naming who refers to it', async () => {
    const { mutate, stored } = await studioEmulator()
    const referred = stored('testimonial-kustbank')?.product as { _ref: string }
    const answer = await mutate([{ delete: { id: referred._ref } }])
    expect(answer.status).toBe(409)
    expect(answer.body).toMatchObject({
      error: {
        type: 'documentHasExistingReferencesError',
        description: expect.stringContaining('from "'),
      },
    })
    expect(stored(referred._ref)).toBeDefined()
  })
})
