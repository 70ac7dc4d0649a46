/** The asset CDN: the dataset's files and uploads, images cut and sized with sharp. */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { SharpImageRenditions } from '../../src/adapters/images/sharp-image-renditions.ts'
import {
  formatFor,
  parseRendition,
  RENDITION_PARAMETERS,
} from '../../src/domain/image-renditions.ts'
import { mediaTypeOf } from './media-types.ts'

const FORMATS = new Set(['jpg', 'png', 'webp', 'avif'])
/** The CDN's own bound on a side, far above the site's. */
const CDN_LARGEST_SIDE = 8192
const renditions = new SharpImageRenditions()

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

  /** `accept`: the browser's Accept header, for `auto=format`. */
  async handle(url: URL, accept: string | null = null): Promise<Response | undefined> {
    const match = /^\/(images|files)\/[^/]+\/([^/]+)\/([^/]+)$/.exec(url.pathname)
    if (!match) return undefined
    const [, kind = '', dataset, name = ''] = match
    const bytes = dataset === this.dataset ? await this.read(`${kind}/${name}`) : undefined
    if (!bytes) return new Response('Not found', { status: 404 })
    const extension = name.split('.').pop() ?? ''
    if (kind === 'files' || !FORMATS.has(extension)) return asset(bytes, extension)
    return this.transform(bytes, extension, url.searchParams, accept)
  }

  private async read(file: string): Promise<Buffer | undefined> {
    const uploaded = this.uploaded.get(file)
    if (uploaded || !this.folder || file.includes('..')) return uploaded
    return readFile(path.join(this.folder, file)).catch(() => undefined)
  }

  private async transform(
    bytes: Buffer,
    extension: string,
    search: URLSearchParams,
    accept: string | null,
  ): Promise<Response> {
    // The modifiers the site's optimiser reads too, in the CDN's meaning; `dpr` (which the
    // Studio's previews add) multiplies the sizes, as on the CDN. Anything else is let pass.
    const asked = new URLSearchParams(
      [...search].filter(([name]) => (RENDITION_PARAMETERS as readonly string[]).includes(name)),
    )
    if (asked.size === 0) return asset(bytes, extension)
    const dpr = Number(search.get('dpr') ?? 1)
    for (const name of ['w', 'h'])
      if (asked.has(name) && dpr > 1 && dpr <= 3)
        asked.set(name, String(Math.round(Number(asked.get(name)) * dpr)))
    const { width = 0, height = 0 } = await sharp(bytes).metadata()
    const rendition = parseRendition(asked, { width, height }, CDN_LARGEST_SIDE)
    if ('error' in rendition) return new Response(rendition.error, { status: 400 })
    const format = formatFor(rendition, accept, extension)
    const file = await renditions.render(
      {
        contentType: mediaTypeOf(extension),
        size: bytes.length,
        hash: 'emulated',
        read: () => new Blob([new Uint8Array(bytes)]).stream(),
      },
      { ...rendition, format },
    )
    return asset(Buffer.from(await new Response(file.read()).arrayBuffer()), format)
  }
}

function asset(bytes: Buffer, extension: string): Response {
  return new Response(new Uint8Array(bytes), {
    headers: { 'content-type': mediaTypeOf(extension) },
  })
}
