import type { ContentKey, LastGoodContentStore, Remembered } from '@/ports/last-good-content'
import type { JsonFiles } from './json-files'

export class LocalLastGoodContent implements LastGoodContentStore {
  constructor(private readonly files: JsonFiles) {}

  async remember<K extends ContentKey>(key: K, remembered: Remembered<K>): Promise<void> {
    const current = await this.recall(key)
    if (current && current.readAt > remembered.readAt) return
    await this.files.write(key, remembered)
  }

  recall<K extends ContentKey>(key: K): Promise<Remembered<K> | undefined> {
    return this.files.read<Remembered<K>>(key)
  }
}
