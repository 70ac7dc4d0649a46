import { describe, expect, it } from 'vitest'
import {
  InvalidPerspectiveError,
  parsePreviewPerspective,
  perspectiveName,
} from '@/domain/preview-perspective'

/*
 * The perspectives a preview can show, as Sanity's Presentation tool names them: in the preview
 * link and the cookie (`rSpring,drafts`), and over comlink (the stack as an array).
 */

describe('preview perspectives', () => {
  it('reads the published content, the drafts and release stacks, written either way', () => {
    expect(parsePreviewPerspective('published')).toBe('published')
    expect(parsePreviewPerspective('drafts')).toBe('drafts')
    expect(parsePreviewPerspective('rSpring,drafts')).toEqual(['rSpring', 'drafts'])
    expect(parsePreviewPerspective(['rSpring', 'rSummer', 'drafts'])).toEqual([
      'rSpring',
      'rSummer',
      'drafts',
    ])
    // A release straight over the published documents (the Studio with drafts excluded).
    expect(parsePreviewPerspective('rSpring')).toEqual(['rSpring'])
    expect(perspectiveName(['rSpring', 'drafts'])).toBe('rSpring,drafts')
  })

  it.each([
    ['', 'not a release id'],
    ['raw', 'cannot be part of a release stack'],
    ['previewDrafts', 'cannot be part of a release stack'],
    ['rSpring,raw', 'cannot be part of a release stack'],
    ['drafts,rSpring', 'cannot be part of a release stack'],
    ['rSpring,published', 'cannot be part of a release stack'],
    ['r Spring,drafts', 'not a release id'],
    ['rSpring,rSpring,drafts', 'named twice'],
    ['<script>', 'not a release id'],
  ])('refuses %j with a 400 saying why', (value, reason) => {
    let thrown: unknown
    try {
      parsePreviewPerspective(value)
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(InvalidPerspectiveError)
    expect(thrown).toMatchObject({ statusCode: 400, message: expect.stringContaining(reason) })
  })

  it('refuses what is neither a name nor a list of names', () => {
    for (const value of [undefined, null, 42, {}, [], ['rSpring', 3]])
      expect(() => parsePreviewPerspective(value)).toThrow(InvalidPerspectiveError)
  })
})
