import path from 'node:path'
import { Container, type ServiceIdentifier } from 'inversify'
import { FixtureAssetFiles } from '@/adapters/fixtures/fixture-asset-files'
import { FixturesGroqTransport, fixturesDatasetFile } from '@/adapters/fixtures/fixtures-transport'
import { GroqContentRepository } from '@/adapters/groq/groq-content-repository'
import { GroqDraftContent } from '@/adapters/groq/groq-draft-content'
import { GroqTransportToken } from '@/adapters/groq/transport'
import { createPinoLogger } from '@/adapters/logging/pino-logger'
import { LocalFileUrlBuilder } from '@/adapters/files/local-file-url-builder'
import { SanityCdnFileUrlBuilder } from '@/adapters/files/sanity-cdn-file-url-builder'
import { HmacDraftAssetGrants } from '@/adapters/fixtures/draft-asset-grants'
import { OptimiserImageUrlBuilder } from '@/adapters/images/optimiser-image-url-builder'
import { SharpImageRenditions } from '@/adapters/images/sharp-image-renditions'
import { SanityCdnImageUrlBuilder } from '@/adapters/images/sanity-cdn-image-url-builder'
import {
  fixturesSecretsClient,
  fixturesSecretsFile,
} from '@/adapters/preview/fixtures-secrets-client'
import { PreviewUrlSecrets } from '@/adapters/preview/preview-url-secrets'
import { sanitySecretsClient } from '@/adapters/preview/sanity-secrets-client'
import { FixedWindowRateLimiter } from '@/adapters/rate-limit/fixed-window-rate-limiter'
import { SanityGroqTransport } from '@/adapters/sanity/sanity-transport'
import { SanityWebhook } from '@/adapters/sanity/sanity-webhook'
import { JsonFiles } from '@/adapters/instance-files/json-files'
import { LocalFreshReads } from '@/adapters/instance-files/local-fresh-reads'
import { LocalLastGoodContent } from '@/adapters/instance-files/local-last-good-content'
import { RedisConnection } from '@/adapters/redis/redis-connection'
import { RedisFreshReads } from '@/adapters/redis/redis-fresh-reads'
import { RedisLastGoodContent } from '@/adapters/redis/redis-last-good-content'
import { NextPageCache } from '@/adapters/next/next-page-cache'
import { NextRequestCookies } from '@/adapters/next/request-cookies'
import { systemClock } from '@/adapters/system/system-clock'
import { CspViolationLog } from '@/application/csp-violation-log'
import { PublishContent } from '@/application/publish-content'
import { ServedAssetFiles } from '@/application/served-asset-files'
import { SiteContent } from '@/application/site-content'
import { AssetFilesToken } from '@/ports/asset-files'
import { ClockToken } from '@/ports/clock'
import { FreshReadsToken, type FreshReads } from '@/ports/fresh-reads'
import { LastGoodContentStoreToken, type LastGoodContentStore } from '@/ports/last-good-content'
import { PageCacheToken } from '@/ports/page-cache'
import { ContentWebhookToken } from '@/ports/content-webhook'
import { ContentRepositoryToken, DraftContentToken } from '@/ports/content-repository'
import { RequestCookiesToken } from '@/ports/request-cookies'
import { FileUrlBuilderToken } from '@/ports/file-url-builder'
import { DraftAssetGrantsToken } from '@/ports/draft-asset-grants'
import { ImageRenditionsToken } from '@/ports/image-renditions'
import { DraftImageUrlBuilderToken, ImageUrlBuilderToken } from '@/ports/image-url-builder'
import { LoggerToken, type Logger } from '@/ports/logger'
import { PreviewAccessToken } from '@/ports/preview-access'
import { CspReportsRateLimiterToken, FailureReportsRateLimiterToken } from '@/ports/rate-limiter'
import { FIXTURES_PUBLIC_PATH } from './client-config'
import { getConfig, type AppConfig, type CacheConfig } from './config'

type Bind = <T>(token: ServiceIdentifier<T>, adapter: T) => void

/** The composition root: the only place that knows which adapter stands behind each port. */
export function createContainer(config: AppConfig): Container {
  const container = new Container({ defaultScope: 'Singleton' })
  const bind: Bind = (token, adapter) => void container.bind(token).toConstantValue(adapter)
  const logger = createPinoLogger({
    level: config.logLevel,
    pretty: config.environment === 'development',
  })
  bind(LoggerToken, logger)
  bind(ClockToken, systemClock)
  const freshReads = bindSharedState(bind, config.cache, logger)
  bindContent(bind, config, logger, freshReads)
  container.bind(ContentRepositoryToken).to(GroqContentRepository)
  bind(PageCacheToken, new NextPageCache(config.selfOrigin, logger))
  bind(RequestCookiesToken, new NextRequestCookies())
  container.bind(SiteContent).toSelf()
  container.bind(PublishContent).toSelf()
  container.bind(ServedAssetFiles).toSelf()
  bind(FailureReportsRateLimiterToken, new FixedWindowRateLimiter(FAILURE_REPORT_RATE))
  bind(CspReportsRateLimiterToken, new FixedWindowRateLimiter(CSP_REPORT_RATE))
  container.bind(CspViolationLog).toSelf()
  return container
}

/**
 * State an instance's server bundles share (each builds its own container): in its files, and with
 * REDIS_URL in the Redis every instance shares, the files answering while it is away.
 */
function bindSharedState(bind: Bind, cache: CacheConfig, logger: Logger): FreshReads {
  const folder = (name: string) => new JsonFiles(path.join(cache.localFolder, name))
  let lastGood: LastGoodContentStore = new LocalLastGoodContent(folder('last-good-content'))
  let freshReads: FreshReads = new LocalFreshReads(folder('fresh-reads'))
  if (cache.redisUrl) {
    // The page cache handler announces the loss and recovery of Redis for the instance.
    const redis = new RedisConnection(cache.redisUrl, logger, { name: 'state', announce: false })
    lastGood = new RedisLastGoodContent(redis, lastGood, cache.keyPrefix)
    freshReads = new RedisFreshReads(redis, freshReads, cache.keyPrefix)
  }
  bind(LastGoodContentStoreToken, lastGood)
  bind(FreshReadsToken, freshReads)
  return freshReads
}

/** Enough for every visitor's real failures (a page sends at most ten), too few to fill a log. */
const FAILURE_REPORT_RATE = { perClient: 20, overall: 600, windowMs: 60_000, maxClients: 10_000 }
/** A page that breaks its policy reports each blocked thing: a browser may send a few at once. */
const CSP_REPORT_RATE = { perClient: 30, overall: 600, windowMs: 60_000, maxClients: 10_000 }

/** The content source decides the transport, the assets and draft mode. */
function bindContent(bind: Bind, config: AppConfig, logger: Logger, freshReads: FreshReads) {
  const { content, cache } = config
  const studioUrl = config.studioUrl.href.replace(/\/$/, '')
  switch (content.source) {
    case 'fixtures': {
      const assetBasePath = `${FIXTURES_PUBLIC_PATH}/${content.dataset}`
      const folder = path.join(content.fixturesDir, content.dataset)
      const file = fixturesDatasetFile(content.fixturesDir, content.dataset)
      const transport = new FixturesGroqTransport(file)
      bind(GroqTransportToken, transport)
      // The site serves the dataset's asset files itself; with Sanity, its CDN does.
      bind(AssetFilesToken, new FixtureAssetFiles(content.dataset, folder, transport))
      bind(ImageRenditionsToken, new SharpImageRenditions())
      // The optimiser reads the images of editors' pages without their cookies: those pages'
      // image addresses carry grants for the files only drafts use.
      const draftGrants = new HmacDraftAssetGrants(path.join(cache.localFolder, 'draft-asset-key'))
      bind(DraftAssetGrantsToken, draftGrants)
      bind(ImageUrlBuilderToken, new OptimiserImageUrlBuilder(assetBasePath))
      bind(DraftImageUrlBuilderToken, new OptimiserImageUrlBuilder(assetBasePath, draftGrants))
      bind(FileUrlBuilderToken, new LocalFileUrlBuilder(assetBasePath))
      const drafts = new GroqDraftContent(
        (perspective) =>
          new FixturesGroqTransport(file, { perspective, editMarkers: { studioUrl } }),
        logger,
      )
      bind(DraftContentToken, drafts)
      bind(
        PreviewAccessToken,
        new PreviewUrlSecrets(fixturesSecretsClient(fixturesSecretsFile(folder))),
      )
      return
    }
    case 'sanity': {
      const transport = new SanityGroqTransport({
        ...content,
        logger: logger.child({ component: 'sanity' }),
        freshReads,
      })
      bind(GroqTransportToken, transport)
      if (content.webhookSecret) bind(ContentWebhookToken, new SanityWebhook(content.webhookSecret))
      // Sanity's CDN serves every asset of the dataset, drafts' too: one builder for everyone.
      const images = new SanityCdnImageUrlBuilder(content)
      bind(ImageUrlBuilderToken, images)
      bind(DraftImageUrlBuilderToken, images)
      bind(FileUrlBuilderToken, new SanityCdnFileUrlBuilder(content))
      // Draft mode reads with the server's token: none, no draft mode.
      const token = content.readToken
      if (!token) return
      const drafts = new GroqDraftContent(
        (perspective) =>
          new SanityGroqTransport({
            ...content,
            drafts: { token, studioUrl, perspective },
            logger: logger.child({ component: 'sanity' }),
          }),
        logger,
      )
      bind(DraftContentToken, drafts)
      bind(PreviewAccessToken, new PreviewUrlSecrets(sanitySecretsClient({ ...content, token })))
      return
    }
  }
}

let instance: Container | undefined

export function getContainer(): Container {
  instance ??= createContainer(getConfig())
  return instance
}
