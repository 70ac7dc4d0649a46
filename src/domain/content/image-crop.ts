const EDGES = ['top', 'bottom', 'left', 'right'] as const

/** The editor's crop: the fraction cut from each edge of the image's width and height. */
export type ImageCrop = Record<(typeof EDGES)[number], number>

interface Size {
  width: number
  height: number
}

/** A rectangle in the image file's pixels: an image service's `rect`. */
export interface PixelRect {
  left: number
  top: number
  width: number
  height: number
}

export interface Focus {
  x: number
  y: number
}

/** Whether a crop leaves something to show: edges within 0..1, less than the whole cut away. */
export function isUsableCrop(crop: ImageCrop): boolean {
  return (
    EDGES.every((edge) => Number.isFinite(crop[edge]) && crop[edge] >= 0 && crop[edge] <= 1) &&
    crop.left + crop.right < 1 &&
    crop.top + crop.bottom < 1
  )
}

/** Whether a crop cuts anything away (the Studio stores an untouched crop as zeros). */
export function cutsAnything(crop: ImageCrop): boolean {
  return EDGES.some((edge) => crop[edge] > 0)
}

/** The pixels a crop keeps, rounded as Sanity's URL builder rounds them, so layouts match renditions. */
export function croppedRect(asset: Size, crop?: ImageCrop): PixelRect {
  const { width, height } = asset
  if (!crop || width <= 0 || height <= 0) return { left: 0, top: 0, width, height }
  const left = Math.round(crop.left * width)
  const top = Math.round(crop.top * height)
  return {
    left,
    top,
    width: Math.round(width - crop.right * width - left),
    height: Math.round(height - crop.bottom * height - top),
  }
}

/**
 * What a rendition shows: its crop; cut to a width and height (`fit` crop, or none given), the
 * crop narrowed to that shape around the focus, as Sanity's image URL builder does. Other fits
 * meet the size with the whole crop, each in its own way. Undefined for the whole image.
 */
export function renditionRect(
  image: { asset: Size; crop?: ImageCrop; focus?: Focus },
  size: { width?: number; height?: number; fit?: string } = {},
): PixelRect | undefined {
  const { asset } = image
  const crop = croppedRect(asset, image.crop)
  const cutToShape = size.width && size.height && (size.fit ?? 'crop') === 'crop'
  const rect = cutToShape ? fitted(crop, size.width! / size.height!, image.focus, asset) : crop
  const whole =
    rect.left === 0 && rect.top === 0 && rect.width === asset.width && rect.height === asset.height
  return whole ? undefined : rect
}

function fitted(
  crop: PixelRect,
  aspectRatio: number,
  focus: Focus = { x: 0.5, y: 0.5 },
  asset: Size,
): PixelRect {
  if (crop.width / crop.height > aspectRatio) {
    // Wider than wanted: cut from the sides, around the focus.
    const height = Math.round(crop.height)
    const width = Math.round(height * aspectRatio)
    const centre = Math.round(focus.x * asset.width)
    const left = within(Math.max(0, Math.round(centre - width / 2)), crop.left, crop.width - width)
    return { left, top: Math.max(0, Math.round(crop.top)), width, height }
  }
  // Taller than wanted: cut from the top and bottom, around the focus.
  const width = crop.width
  const height = Math.round(width / aspectRatio)
  const centre = Math.round(focus.y * asset.height)
  const top = within(Math.max(0, Math.round(centre - height / 2)), crop.top, crop.height - height)
  return { left: Math.max(0, Math.round(crop.left)), top, width, height }
}

/** `start` moved into [from, from + room], as Sanity keeps a fitted rectangle inside the crop. */
function within(start: number, from: number, room: number): number {
  if (start < from) return from
  if (start > from + room) return from + room
  return start
}

type ShownSize = Size & { aspectRatio: number }

export function shownSize(image: { asset: ShownSize; crop?: ImageCrop }): ShownSize {
  const { asset } = image
  if (!image.crop)
    return { width: asset.width, height: asset.height, aspectRatio: asset.aspectRatio }
  const { width, height } = croppedRect(asset, image.crop)
  return { width, height, aspectRatio: width > 0 && height > 0 ? width / height : 0 }
}

/** A point of the whole image (the focus) as fractions of the crop, kept inside it. */
export function focusWithinCrop(focus: Focus, crop?: ImageCrop): Focus {
  if (!crop) return focus
  const clamp = (value: number) => Math.min(1, Math.max(0, value))
  return {
    x: clamp((focus.x - crop.left) / (1 - crop.left - crop.right)),
    y: clamp((focus.y - crop.top) / (1 - crop.top - crop.bottom)),
  }
}

/** A `rect` parameter within an image of this size keeping at least one pixel; else undefined. */
export function parsePixelRect(value: string, size: Size): PixelRect | undefined {
  const parts = value.split(',')
  // Only as the URL builders write numbers, so that one region has one address.
  if (parts.length !== 4 || !parts.every((part) => /^(?:0|[1-9]\d{0,5})$/.test(part)))
    return undefined
  const [left = 0, top = 0, width = 0, height = 0] = parts.map(Number)
  const fits = width > 0 && height > 0 && left + width <= size.width && top + height <= size.height
  return fits ? { left, top, width, height } : undefined
}
