import sharp, { type Sharp } from 'sharp'
import type { PixelRect } from '@/domain/content/image-crop'
import type { AssetFile } from '@/ports/asset-files'
import type { ImageRegions } from '@/ports/image-regions'

/** The file's own format at full quality: the optimiser makes the rendition. */
const ENCODINGS: Record<string, (image: Sharp) => Sharp> = {
  'image/jpeg': (image) => image.jpeg({ quality: 100 }),
  'image/png': (image) => image.png(),
  'image/webp': (image) => image.webp({ lossless: true }),
  'image/avif': (image) => image.avif({ lossless: true }),
}

export class SharpImageRegions implements ImageRegions {
  async cut(file: AssetFile, rect: PixelRect): Promise<AssetFile> {
    const encode = ENCODINGS[file.contentType]
    if (!encode) throw new Error(`Cannot cut a region of ${file.contentType}`)
    const source = Buffer.from(await new Response(file.read()).arrayBuffer())
    const bytes = await encode(sharp(source).extract(rect)).toBuffer()
    return {
      contentType: file.contentType,
      size: bytes.length,
      // The region's bytes never change either: the same file, the same rectangle.
      hash: `${file.hash}-${rect.left}-${rect.top}-${rect.width}-${rect.height}`,
      read: (range) =>
        new Blob([
          new Uint8Array(range ? bytes.subarray(range.start, range.end + 1) : bytes),
        ]).stream(),
    }
  }
}
