import { FixturesGroqTransport } from '@/adapters/fixtures/fixtures-transport'
import { GroqContentRepository } from '@/adapters/groq/groq-content-repository'
import type { Logger } from '@/ports/logger'
import { fixturesFile, type FixtureDataset } from './fixture-documents'
import { recordingLogger } from './recording-logger'

/** The fixtures adapter over one of the project's fixture datasets. */
export function fixturesRepository(dataset: FixtureDataset, logger: Logger = recordingLogger()) {
  return new GroqContentRepository(new FixturesGroqTransport(fixturesFile(dataset)), logger)
}
