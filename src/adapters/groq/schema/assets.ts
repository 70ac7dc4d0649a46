import { z } from 'zod'
import { cutsAnything, isUsableCrop, type ImageCrop } from '@/domain/content/image-crop'
import {
  aspectRatioOf,
  parseFileAssetId,
  parseImageAssetId,
  type FileAsset,
  type Image,
  type ImageAsset,
} from '@/domain/content/assets'
import { markerFree } from './fields'

/* Images and files with their asset documents dereferenced (IMAGE and FILE in ../queries.ts). */

const dimensions = z.object({ width: z.number(), height: z.number() })

const imageAssetDocument = z.object({
  _id: z.string().refine((id) => id.startsWith('image-'), 'must be an image asset id'),
  extension: markerFree(z.string()).nullish(),
  metadata: z
    .object({
      lqip: z.string().startsWith('data:image/').nullish(),
      dimensions: dimensions.nullish(),
      palette: z.object({ dominant: z.object({ background: z.string() }).nullish() }).nullish(),
    })
    .nullish(),
})

/** Dimensions from the id, else the metadata, else zeros (the repository logs those). */
export const imageAsset = imageAssetDocument.transform((doc) => {
  const fromId = parseImageAssetId(doc._id)
  const width = fromId?.width ?? doc.metadata?.dimensions?.width ?? 0
  const height = fromId?.height ?? doc.metadata?.dimensions?.height ?? 0
  return {
    id: doc._id,
    width,
    height,
    aspectRatio: aspectRatioOf(width, height),
    format: fromId?.format ?? doc.extension ?? '',
    lqip: doc.metadata?.lqip ?? undefined,
    dominantColour: doc.metadata?.palette?.dominant?.background ?? undefined,
  }
}) satisfies z.ZodType<ImageAsset, unknown>

const fraction = z.number().min(0, 'must be from 0 to 1').max(1, 'must be from 0 to 1')

/** A crop the site cannot honour is left out so the whole image shows, never failing the page. */
const crop = z
  .object({ top: z.number(), bottom: z.number(), left: z.number(), right: z.number() })
  .nullish()
  .catch(undefined)
  .transform((value): ImageCrop | undefined =>
    value && isUsableCrop(value) && cutsAnything(value) ? value : undefined,
  )

export const image = z
  .object({
    asset: imageAsset,
    alt: z.string().trim().nullish(),
    decorative: z.boolean().nullish(),
    focus: z.object({ x: fraction, y: fraction }).nullish(),
    crop,
  })
  .refine((value) => value.decorative === true || Boolean(value.alt), {
    message: 'needs alt text, or must be marked decorative',
    path: ['alt'],
  })
  .transform((value) => ({
    asset: value.asset,
    alt: value.decorative ? '' : (value.alt ?? ''),
    decorative: value.decorative === true,
    ...(value.focus ? { focus: value.focus } : {}),
    ...(value.crop ? { crop: value.crop } : {}),
  })) satisfies z.ZodType<Image, unknown>

export const file = z
  .object({
    asset: z.object({
      _id: z.string().refine((id) => parseFileAssetId(id) !== undefined, 'must be a file asset id'),
      extension: markerFree(z.string()).nullish(),
      mimeType: markerFree(z.string()).nullish(),
      size: z.number().nullish(),
    }),
  })
  .transform(({ asset }) => ({
    id: asset._id,
    extension: asset.extension ?? parseFileAssetId(asset._id)?.extension ?? '',
    mimeType: asset.mimeType ?? undefined,
    size: asset.size ?? undefined,
  })) satisfies z.ZodType<FileAsset, unknown>

export function fileOf(...extensions: string[]) {
  return file.refine((value) => extensions.includes(value.extension), {
    message: `must be a ${extensions.join(' or ')} file`,
  })
}
