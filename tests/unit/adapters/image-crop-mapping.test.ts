import { describe, expect, it } from 'vitest'
import { image } from '@/adapters/groq/schema/assets'

/*
 * The editor's crop as the queries return it, mapped onto the domain's image: kept when it cuts
 * something away and leaves something to show; otherwise left out, and the whole image shows.
 */

const field = (crop: unknown) => ({
  alt: 'A studio at dusk',
  asset: { _id: 'image-abc-800x600-jpg' },
  focus: { x: 0.5, y: 0.4 },
  crop,
})

describe('an image’s crop', () => {
  it('is kept when it cuts something away', () => {
    const crop = { top: 0.1, bottom: 0.2, left: 0.3, right: 0 }
    expect(image.parse(field(crop))).toMatchObject({ crop, focus: { x: 0.5, y: 0.4 } })
  })

  it('is left out when it cuts nothing (the Studio’s untouched crop) or is missing', () => {
    for (const crop of [{ top: 0, bottom: 0, left: 0, right: 0 }, null, undefined])
      expect(image.parse(field(crop))).not.toHaveProperty('crop')
  })

  it('is ignored, never failing the image, when the site cannot honour it', () => {
    for (const crop of [
      { top: -0.1, bottom: 0, left: 0, right: 0 },
      { top: 0, bottom: 0, left: 0.6, right: 0.4 },
      { top: 0.5, bottom: 0.7, left: 0, right: 0 },
      { top: 2, bottom: 0, left: 0, right: 0 },
      { top: '0.1', bottom: 0, left: 0, right: 0 },
      { top: 0.1 },
      'the middle',
    ]) {
      const mapped = image.safeParse(field(crop))
      expect(mapped.success, JSON.stringify(crop)).toBe(true)
      expect(mapped.data, JSON.stringify(crop)).not.toHaveProperty('crop')
    }
  })
})
