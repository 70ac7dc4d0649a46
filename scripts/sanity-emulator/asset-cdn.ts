/** The asset CDN: the dataset's files and uploads, images cut and sized with sharp. */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { mediaTypeOf } from './media-types.ts'

const FORMATS = new Set(['jpg', 'png', 'webp'])

export class AssetCdn {
  private readonly uploaded = new Map<string, Buffer>()
  private readonly dataset: string
  private readonly folder: string | undefined

  /** `folder` holds the dataset's `images/` and `files/`, e.g. fixtures/production. */
  constructor(dataset: string, folder?: string) {
    this.dataset = dataset
    this.folder = folder
  }

  remember(kind: 'image' | 'file', name: string, bytes: Buffer): void {
    this.uploaded.set(`${kind}s/${name}`, bytes)
  }

  async handle(url: URL): Promise<Response | undefined> {
    const match = /^\/(images|files)\/[^/]+\/([^/]+)\/([^/]+)$/.exec(url.pathname)
    if (!match) return undefined
    const [, kind = '', dataset, name = ''] = match
    const bytes = dataset === this.dataset ? await this.read(`${kind}/${name}`) : undefined
    if (!bytes) return new Response('Not found', { status: 404 })
    const extension = name.split('.').pop() ?? ''
    if (kind === 'files' || !FORMATS.has(extension)) return asset(bytes, extension)
    return this.transform(bytes, extension, url.searchParams)
  }

  private async read(file: string): Promise<Buffer | undefined> {
    const uploaded = this.uploaded.get(file)
    if (uploaded || !this.folder || file.includes('..')) return uploaded
    return readFile(path.join(this.folder, file)).catch(() => undefined)
  }

  private async transform(bytes: Buffer, extension: string, search: URLSearchParams) {
    let image = sharp(bytes)
    const rect = search.get('rect')?.split(',').map(Number)
    if (rect?.length === 4 && rect.every(Number.isFinite)) {
      const [left = 0, top = 0, width = 1, height = 1] = rect
      image = image.extract({ left, top, width, height })
    }
    const dpr = Number(search.get('dpr') ?? 1) || 1
    const size = (name: string) => {
      const value = Math.round(Number(search.get(name)) * dpr)
      return value > 0 ? value : undefined
    }
    const [width, height] = [size('w'), size('h')]
    if (width || height) {
      const fit = search.get('fit')
      image = image.resize({
        width,
        height,
        fit: fit === 'crop' ? 'cover' : 'inside',
        withoutEnlargement: fit === 'max',
      })
    }
    const format = search.get('fm') ?? extension
    const quality = Number(search.get('q')) || undefined
    const output = FORMATS.has(format) ? format : extension
    image = image.toFormat(output === 'jpg' ? 'jpeg' : (output as 'png' | 'webp'), { quality })
    return asset(await image.toBuffer(), output)
  }
}

function asset(bytes: Buffer, extension: string): Response {
  return new Response(new Uint8Array(bytes), {
    headers: { 'content-type': mediaTypeOf(extension) },
  })
}
