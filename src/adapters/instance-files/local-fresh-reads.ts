import type { FreshReads } from '@/ports/fresh-reads'
import type { JsonFiles } from './json-files'

export class LocalFreshReads implements FreshReads {
  constructor(private readonly files: JsonFiles) {}

  async readFreshUntil(dataset: string, until: number): Promise<void> {
    if ((await this.freshUntil(dataset)) >= until) return
    await this.files.write(dataset, until)
  }

  async freshUntil(dataset: string): Promise<number> {
    return (await this.files.read<number>(dataset)) ?? 0
  }
}
