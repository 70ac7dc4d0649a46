import { describe, expect, it } from 'vitest'
import { aspectRatioOf, parseFileAssetId, parseImageAssetId } from '@/domain/content/assets'

describe('asset ids', () => {
  it('give an image’s hash, dimensions and format', () => {
    expect(parseImageAssetId('image-Tb9Ew8CXIwaY6R1kjMvI0uRR-2000x3000-jpg')).toEqual({
      hash: 'Tb9Ew8CXIwaY6R1kjMvI0uRR',
      width: 2000,
      height: 3000,
      format: 'jpg',
    })
  })

  it('give a file’s hash and extension', () => {
    expect(parseFileAssetId('file-41ab0c-mp4')).toEqual({ hash: '41ab0c', extension: 'mp4' })
  })

  it('reject ids of another form', () => {
    for (const id of [
      'image-abc-100-jpg',
      'file-abc-100x100-jpg',
      'image-abc-1x2-',
      'abc',
      'image--10x10-png',
    ]) {
      expect(parseImageAssetId(id)).toBeUndefined()
    }
    expect(parseFileAssetId('image-abc-10x10-png')).toBeUndefined()
  })

  it('give an aspect ratio, or 0 when a dimension is unknown', () => {
    expect(aspectRatioOf(1600, 900)).toBeCloseTo(16 / 9)
    expect(aspectRatioOf(0, 900)).toBe(0)
  })
})
