import { Container } from 'inversify'
import path from 'node:path'
import { FixturesGroqTransport, fixturesDatasetFile } from '@/adapters/fixtures/fixtures-transport'
import { GroqContentRepository } from '@/adapters/groq/groq-content-repository'
import { GroqTransportToken, type GroqTransport } from '@/adapters/groq/transport'
import { createPinoLogger } from '@/adapters/logging/pino-logger'
import { SanityGroqTransport } from '@/adapters/sanity/sanity-transport'
import { ContentRepositoryToken } from '@/ports/content-repository'
import { LoggerToken } from '@/ports/logger'
import { getConfig, type AppConfig, type ContentConfig } from './config'

/** The folder that holds the offline datasets, relative to where the site is started. */
export const FIXTURES_ROOT = path.join(process.cwd(), 'fixtures')

/**
 * The composition root: the only place that knows which adapter stands behind each port.
 * Everything else asks the container for a port.
 */
export function createContainer(config: AppConfig): Container {
  const container = new Container({ defaultScope: 'Singleton' })
  container
    .bind(LoggerToken)
    .toConstantValue(
      createPinoLogger({ level: config.logLevel, pretty: config.environment === 'development' }),
    )
  container.bind(GroqTransportToken).toConstantValue(contentTransport(config.content))
  container.bind(ContentRepositoryToken).to(GroqContentRepository)
  return container
}

function contentTransport(content: ContentConfig): GroqTransport {
  switch (content.source) {
    case 'fixtures':
      return new FixturesGroqTransport(fixturesDatasetFile(FIXTURES_ROOT, content.dataset))
    case 'sanity':
      return new SanityGroqTransport(content)
  }
}

let instance: Container | undefined

/** The process's container, built from the validated configuration on first use. */
export function getContainer(): Container {
  instance ??= createContainer(getConfig())
  return instance
}
