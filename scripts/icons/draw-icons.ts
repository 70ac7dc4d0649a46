/**
 * Draws the site's app icons from its mark (Mark in src/ui/seo/SharingCard.tsx) on a tile of the
 * brand's background: the favicon (src/app/icon.png),
 * the Apple touch icon (src/app/apple-icon.png) and the web app manifest's icons (public/icons). Run
 * it when the mark changes: npm run icons:draw
 *
 * The favicon is a PNG, not the SVG itself: a browser draws an SVG favicon by building a whole
 * SVG document on the page's main thread, a task of 30–210 ms on a phone (Lighthouse, 4× slowed)
 * while the page is still starting up; a 48 px PNG decodes in next to nothing.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import sharp from 'sharp'
import { Mark } from '../../src/ui/seo/SharingCard.tsx'
import { colour } from '../../src/ui/theme/tokens.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')

/** The mark alone (orbit, core, moon), on a 64-unit square. */
const mark = () => renderToStaticMarkup(createElement(Mark)).replace(/<\/?svg[^>]*>/g, '')

/**
 * A square icon: the mark at `scale` of the tile's width, centred. Maskable icons fill the whole
 * square and keep the mark inside the central 80 % safe zone that launchers never crop.
 */
function icon(
  inner: string,
  { size, scale, rounded }: { size: number; scale: number; rounded: boolean },
) {
  const offset = (64 - 64 * scale) / 2
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">` +
      `<rect width="64" height="64" rx="${rounded ? 14 : 0}" fill="${colour.background}"/>` +
      `<g transform="translate(${offset} ${offset}) scale(${scale})">${inner}</g></svg>`,
  )
}

const outputs = [
  { file: 'src/app/icon.png', size: 48, scale: 1, rounded: true },
  { file: 'public/icons/icon-192.png', size: 192, scale: 1, rounded: true },
  { file: 'public/icons/icon-512.png', size: 512, scale: 1, rounded: true },
  { file: 'public/icons/maskable-512.png', size: 512, scale: 0.72, rounded: false },
  { file: 'src/app/apple-icon.png', size: 180, scale: 0.86, rounded: false },
]

const inner = mark()
await mkdir(path.join(ROOT, 'public/icons'), { recursive: true })
for (const { file, ...shape } of outputs) {
  const png = await sharp(icon(inner, shape))
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toBuffer()
  await writeFile(path.join(ROOT, file), png)
  console.log(`${file}: ${shape.size}×${shape.size}, ${(png.length / 1024).toFixed(1)} KB`)
}
