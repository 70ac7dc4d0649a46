import { describe, expect, it } from 'vitest'
import { ServedAssetFiles } from '@/application/served-asset-files'
import type { AssetFile, AssetFiles } from '@/ports/asset-files'

/*
 * The asset files the site serves itself (src/application/served-asset-files.ts): what the
 * content source's files hold; none at all where the content source has no such files (Sanity,
 * whose CDN serves them).
 */

const shown: AssetFile = {
  contentType: 'image/png',
  size: 5,
  hash: 'a'.repeat(40),
  read: () => new Blob(['bytes']).stream(),
}

const fixtures: AssetFiles = {
  async find(dataset, kind, name) {
    return dataset === 'production' && kind === 'images' && name === 'shown.png' ? shown : undefined
  },
}

describe('the asset files the site serves', () => {
  it('are those of the content source', async () => {
    const files = new ServedAssetFiles(fixtures)
    await expect(files.find('production', 'images', 'shown.png')).resolves.toBe(shown)
    await expect(files.find('production', 'images', 'other.png')).resolves.toBeUndefined()
  })

  it('are none where the content source serves its own', async () => {
    await expect(
      new ServedAssetFiles().find('production', 'images', 'shown.png'),
    ).resolves.toBeUndefined()
  })
})
