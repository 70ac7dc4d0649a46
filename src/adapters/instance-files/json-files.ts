import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * Small JSON values in files of one folder, one file per key: state that the server bundles of
 * one instance share (each bundle has its own copy of every module, so memory is not shared)
 * and that outlives a restart. Writes go to a temporary file first and are renamed into place,
 * so a reader never sees half a value, even with several build workers writing at once.
 */
export class JsonFiles {
  private readonly folder: string

  constructor(folder: string) {
    this.folder = folder
  }

  async read<T>(key: string): Promise<T | undefined> {
    try {
      return JSON.parse(await readFile(this.fileOf(key), 'utf8')) as T
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
      // A value that cannot be read is as good as none: it is written again on the next read.
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
