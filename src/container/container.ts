import path from 'node:path'
import { Container } from 'inversify'
import { FixtureAssetFiles } from '@/adapters/fixtures/fixture-asset-files'
import { FixturesGroqTransport, fixturesDatasetFile } from '@/adapters/fixtures/fixtures-transport'
import { GroqContentRepository } from '@/adapters/groq/groq-content-repository'
import { GroqTransportToken } from '@/adapters/groq/transport'
import { createPinoLogger } from '@/adapters/logging/pino-logger'
import { LocalFileUrlBuilder } from '@/adapters/files/local-file-url-builder'
import { SanityCdnFileUrlBuilder } from '@/adapters/files/sanity-cdn-file-url-builder'
import { OptimiserImageUrlBuilder } from '@/adapters/images/optimiser-image-url-builder'
import { SanityCdnImageUrlBuilder } from '@/adapters/images/sanity-cdn-image-url-builder'
import { SanityGroqTransport } from '@/adapters/sanity/sanity-transport'
import { SanityWebhook } from '@/adapters/sanity/sanity-webhook'
import { AssetFilesToken } from '@/ports/asset-files'
import { ContentWebhookToken } from '@/ports/content-webhook'
import { ContentRepositoryToken } from '@/ports/content-repository'
import { FileUrlBuilderToken } from '@/ports/file-url-builder'
import { ImageUrlBuilderToken } from '@/ports/image-url-builder'
import { LoggerToken, type Logger } from '@/ports/logger'
import { FIXTURES_PUBLIC_PATH } from './client-config'
import { getConfig, type AppConfig, type ContentConfig } from './config'

/**
 * The composition root: the only place that knows which adapter stands behind each port.
 * Everything else asks the container for a port.
 */
export function createContainer(config: AppConfig): Container {
  const container = new Container({ defaultScope: 'Singleton' })
  const logger = createPinoLogger({
    level: config.logLevel,
    pretty: config.environment === 'development',
  })
  container.bind(LoggerToken).toConstantValue(logger)
  bindContent(container, config.content, logger)
  container.bind(ContentRepositoryToken).to(GroqContentRepository)
  return container
}

/** The content source decides the transport and where assets are served from. */
function bindContent(container: Container, content: ContentConfig, logger: Logger) {
  switch (content.source) {
    case 'fixtures': {
      const assetBasePath = `${FIXTURES_PUBLIC_PATH}/${content.dataset}`
      const transport = new FixturesGroqTransport(
        fixturesDatasetFile(content.fixturesDir, content.dataset),
      )
      container.bind(GroqTransportToken).toConstantValue(transport)
      // The site serves the dataset's asset files itself; with Sanity, its CDN does.
      container
        .bind(AssetFilesToken)
        .toConstantValue(
          new FixtureAssetFiles(
            content.dataset,
            path.join(content.fixturesDir, content.dataset),
            transport,
          ),
        )
      container
        .bind(ImageUrlBuilderToken)
        .toConstantValue(new OptimiserImageUrlBuilder(assetBasePath))
      container.bind(FileUrlBuilderToken).toConstantValue(new LocalFileUrlBuilder(assetBasePath))
      return
    }
    case 'sanity': {
      const transport = new SanityGroqTransport({
        ...content,
        logger: logger.child({ component: 'sanity' }),
      })
      container.bind(GroqTransportToken).toConstantValue(transport)
      if (content.webhookSecret) {
        container
          .bind(ContentWebhookToken)
          .toConstantValue(new SanityWebhook(content.webhookSecret))
      }
      container.bind(ImageUrlBuilderToken).toConstantValue(new SanityCdnImageUrlBuilder(content))
      container.bind(FileUrlBuilderToken).toConstantValue(new SanityCdnFileUrlBuilder(content))
      return
    }
  }
}

let instance: Container | undefined

/** The process's container, built from the validated configuration on first use. */
export function getContainer(): Container {
  instance ??= createContainer(getConfig())
  return instance
}
