import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { SharpImageRenditions } from '@/adapters/images/sharp-image-renditions'
import type { AssetFile } from '@/ports/asset-files'
import { RenditionRefused } from '@/ports/image-renditions'

/*
 * What one request may cost the site's own image renditions: a source too large to decode is
 * refused before any work, with the reason (the route answers 422).
 */

const fileOf = (bytes: Buffer): AssetFile => ({
  contentType: 'image/png',
  size: bytes.length,
  hash: 'a'.repeat(40),
  read: () => new Blob([new Uint8Array(bytes)]).stream(),
})

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .png({ compressionLevel: 9 })
    .toBuffer()

describe('sharp renditions', () => {
  it('refuses a source of more than 40 megapixels, whatever the rendition', async () => {
    const huge = fileOf(await solid(8000, 6000))
    await expect(
      new SharpImageRenditions().render(huge, {
        width: 320,
        quality: 80,
        fit: 'clip',
        format: 'webp',
      }),
    ).rejects.toThrow(new RenditionRefused('The image is larger than 40000000 pixels'))
  })

  it('renders a source within the bound', async () => {
    const rendered = await new SharpImageRenditions().render(fileOf(await solid(1600, 1200)), {
      width: 320,
      quality: 80,
      fit: 'clip',
      format: 'webp',
    })
    expect(rendered.contentType).toBe('image/webp')
    const bytes = Buffer.from(await new Response(rendered.read()).arrayBuffer())
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 320, height: 240 })
  })
})
