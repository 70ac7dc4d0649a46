/**
 * The part of an image an editor keeps (the Studio's crop): how much is cut from each edge, as
 * fractions of the image's width (left, right) and height (top, bottom).
 */
export interface ImageCrop {
  top: number
  bottom: number
  left: number
  right: number
}

/** An image's size in pixels (0 when unknown). */
interface Size {
  width: number
  height: number
}

/** A rectangle of an image, in the pixels of its file: the `rect` of an image service. */
export interface PixelRect {
  left: number
  top: number
  width: number
  height: number
}

/** The point an editor keeps in view (the hotspot's centre), as fractions of the whole image. */
export interface Focus {
  x: number
  y: number
}

const EDGES = ['top', 'bottom', 'left', 'right'] as const

/**
 * Whether a crop leaves something to show: every edge a fraction from 0 to 1, and less than the
 * whole width and height cut away. Anything else is not a crop the site can honour.
 */
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

/**
 * The pixels of the image file a crop keeps, rounded as Sanity's image URL builder rounds them,
 * so that the site lays an image out at exactly the size either image service returns. The
 * whole image without a crop, or for an image whose size is unknown.
 */
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
 * The part of an image a rendition shows. Its crop; and when a rendition has both a width and a
 * height of another shape, the largest part of the crop of that shape, centred on the focus
 * (the centre without one) as far as the crop allows. The rule is Sanity's (its image URL
 * builder's `fit`), so both image services cut the same pixels. Undefined when that is the
 * whole image.
 */
export function renditionRect(
  image: { asset: Size; crop?: ImageCrop; focus?: Focus },
  size: { width?: number; height?: number } = {},
): PixelRect | undefined {
  const { asset } = image
  const crop = croppedRect(asset, image.crop)
  const rect =
    size.width && size.height ? fitted(crop, size.width / size.height, image.focus, asset) : crop
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

/** How big an image is shown: the size of its crop, and that size's width / height. */
export function shownSize(image: { asset: Size & { aspectRatio: number }; crop?: ImageCrop }): {
  width: number
  height: number
  aspectRatio: number
} {
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

/**
 * A `rect` parameter (`left,top,width,height`, whole pixels) that lies within an image of this
 * size and keeps at least one pixel; undefined for anything else.
 */
export function parsePixelRect(value: string, size: Size): PixelRect | undefined {
  const parts = value.split(',')
  // Numbers as written by the URL builders only (no signs, leading zeros or spaces), so that one
  // region has one address.
  if (parts.length !== 4 || !parts.every((part) => /^(?:0|[1-9]\d{0,5})$/.test(part)))
    return undefined
  const [left = 0, top = 0, width = 0, height = 0] = parts.map(Number)
  const fits = width > 0 && height > 0 && left + width <= size.width && top + height <= size.height
  return fits ? { left, top, width, height } : undefined
}
