import type { ImageAsset } from '@/domain/content/assets'

/** Images whose size neither id nor metadata gave: worth a warning (no reserved space), never a 404. */
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
