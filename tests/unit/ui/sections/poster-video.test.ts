import { describe, expect, it } from 'vitest'
import { posterFor } from '@/ui/sections/PosterVideo'

const posters = [640, 768, 1024, 1280].map((width) => ({ width, url: `/poster?w=${width}` }))

describe('the poster a video is given', () => {
  it('is the narrowest rendition as wide as the video is drawn', () => {
    expect(posterFor(posters, 700)).toBe('/poster?w=768')
    expect(posterFor(posters, 640)).toBe('/poster?w=640')
    expect(posterFor(posters, 300)).toBe('/poster?w=640')
  })

  it('is the widest there is for a wider video', () => {
    expect(posterFor(posters, 2400)).toBe('/poster?w=1280')
  })
})
