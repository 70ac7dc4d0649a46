import type { ImageAsset } from '@/domain/content/assets'

/**
 * The ids of images anywhere in a mapped page or settings whose size is unknown: neither the
 * asset id nor its metadata gave dimensions, so they were mapped as zeros and the page cannot
 * reserve their space. Worth a warning in the log; never a reason to fail the page.
 */
export function unsizedImageIds(value: unknown, found = new Set<string>()): string[] {
  if (Array.isArray(value)) value.forEach((item) => unsizedImageIds(item, found))
  else if (value && typeof value === 'object') {
    const asset = (value as { asset?: Partial<ImageAsset> }).asset
    if (asset && typeof asset.id === 'string' && (asset.width === 0 || asset.height === 0)) {
      found.add(asset.id)
    }
    Object.values(value).forEach((item) => unsizedImageIds(item, found))
  }
  return [...found]
}
