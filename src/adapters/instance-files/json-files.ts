import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * Small JSON values, one file per key, shared by an instance's server bundles and kept across
 * restarts; written through a renamed temporary file so no reader sees half a value.
 */
export class JsonFiles {
  constructor(private readonly folder: string) {}

  async read<T>(key: string): Promise<T | undefined> {
    try {
      return JSON.parse(await readFile(this.fileOf(key), 'utf8')) as T
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
      // Unreadable is as good as none: it is written again.
      if (error instanceof SyntaxError) return undefined
      throw error
    }
  }

  async write(key: string, value: unknown): Promise<void> {
    await mkdir(this.folder, { recursive: true })
    const file = this.fileOf(key)
    const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`
    await writeFile(temporary, JSON.stringify(value))
    await rename(temporary, file)
  }

  private fileOf(key: string): string {
    return path.join(this.folder, `${encodeURIComponent(key)}.json`)
  }
}
