import path from 'node:path'
import { z } from 'zod'
// Relative imports with extensions: next.config.ts and the site's server (src/server) load this
// file, and neither resolves the @/ alias or extensionless paths.
import {
  API_VERSION_RULE,
  DATASET_RULE,
  isApiVersion,
  isDatasetName,
  isProjectId,
  PROJECT_ID_RULE,
} from '../adapters/sanity/client-rules.ts'
import { MEASUREMENT_ID, MEASUREMENT_ID_RULE } from '../adapters/analytics/ga4-rules.ts'
import { ConfigurationError } from '../domain/errors.ts'

/** The hosts the Content-Security-Policy allows when a measurement id is set (see src/server). */
/**
 * The site's configuration, read from the environment once per process and validated before
 * anything uses it. Every variable is documented in the README and in .env.example.
 */
export interface AppConfig {
  content: ContentConfig
  siteUrl: URL
  logLevel: LogLevel
  environment: 'development' | 'production' | 'test'
  /** Open pages refresh when the content they show changes (development and preview). */
  liveContent: boolean
  /**
   * The GA4 measurement id; no GA4 without one. Configuration rather than content: the server's
   * Content-Security-Policy must know at start-up whether to allow the provider.
   */
  analyticsMeasurementId?: string
  /** Origins of embedded forms the pages may frame (the site's own need no mention). */
  formEmbedOrigins: string[]
  /**
   * Where editors' Sanity Studio runs. Its origin may frame pages in draft mode (the Presentation
   * tool), and the edit markers of draft pages lead to it; visitors' pages never mention it.
   */
  studioUrl: URL
  cache: CacheConfig
  /** Where this instance answers itself, on loopback (to render pages again after a publish). */
  selfOrigin: string
}

/** What several instances share, and where one instance keeps what it keeps alone. */
export interface CacheConfig {
  /** The Redis every instance shares pages and state through; each instance on its own without. */
  redisUrl?: string
  /** The instance's own folder for state its server bundles share (beside the page cache). */
  localFolder: string
  /** Before every key and channel of the site in Redis. */
  keyPrefix: string
}

export type ContentConfig =
  | {
      source: 'fixtures'
      dataset: string
      /** The folder that holds the datasets, each in its own folder. */
      fixturesDir: string
    }
  | {
      source: 'sanity'
      projectId: string
      dataset: string
      apiVersion: string
      /** A proxy or local emulator in front of the content API; the project host when unset. */
      apiHost?: string
      /** Signs the content service's publish webhooks; the webhook is off without it. */
      webhookSecret?: string
      /**
       * Reads drafts for draft mode; draft mode is off without it. Only the server holds it: it
       * never reaches the client configuration, a page or a script.
       */
      readToken?: string
    }

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

export const DEFAULT_DATASET = 'production'
export const DEFAULT_API_VERSION = '2025-02-19'
export const DEFAULT_SITE_URL = 'http://localhost:3000'
/** Where `sanity dev` serves the Studio. */
export const DEFAULT_STUDIO_URL = 'http://localhost:3333'
/** Where the site listens unless PORT says otherwise. */
export const DEFAULT_PORT = 3000
/** Relative to the folder the site is started from. */
export const DEFAULT_FIXTURES_DIR = 'fixtures'

/** An unset variable and an empty one mean the same: use the default. */
const optional = <TSchema extends z.ZodType>(schema: TSchema) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional())

const rules = {
  CONTENT_SOURCE: optional(
    z.enum(['fixtures', 'sanity'], { error: 'must be "fixtures" or "sanity"' }),
  ),
  SANITY_PROJECT_ID: optional(z.string().refine(isProjectId, PROJECT_ID_RULE)),
  SANITY_DATASET: optional(z.string().refine(isDatasetName, DATASET_RULE)),
  SANITY_API_VERSION: optional(z.string().refine(isApiVersion, API_VERSION_RULE)),
  SANITY_WEBHOOK_SECRET: optional(
    z.string().min(16, 'must be at least 16 characters (use a long random string)'),
  ),
  SANITY_API_HOST: optional(httpUrl('must be an http(s) URL such as https://api.sanity.io')),
  SANITY_READ_TOKEN: optional(
    z
      .string()
      .regex(
        /^[A-Za-z0-9._-]{32,}$/,
        'must be a Sanity API token: at least 32 letters, digits, ".", "_" or "-"',
      ),
  ),
  SANITY_STUDIO_URL: optional(
    httpUrl('must be an absolute http(s) URL such as https://alts.sanity.studio'),
  ),
  FIXTURES_DIR: optional(z.string()),
  SITE_URL: optional(httpUrl('must be an absolute http(s) URL such as https://alts.example')),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })),
  LIVE_CONTENT: optional(z.enum(['true', 'false'], { error: 'must be "true" or "false"' })),
  ANALYTICS_MEASUREMENT_ID: optional(z.string().regex(MEASUREMENT_ID, MEASUREMENT_ID_RULE)),
  FORM_EMBED_ORIGINS: optional(
    z
      .string()
      .transform((list) =>
        list
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      )
      .refine(
        (origins) => origins.every(isHttpsOrigin),
        'must be https origins separated by commas, such as https://tally.so',
      ),
  ),
  NODE_ENV: optional(z.enum(['development', 'production', 'test'])),
  REDIS_URL: optional(
    z.string().refine((value) => {
      try {
        return ['redis:', 'rediss:'].includes(new URL(value).protocol)
      } catch {
        return false
      }
    }, 'must be a redis:// or rediss:// URL such as redis://127.0.0.1:6379'),
  ),
  PORT: optional(z.coerce.number().int().min(1).max(65535, 'must be a port number')),
  NEXT_DIST_DIR: optional(z.string()),
}

function httpUrl(message: string) {
  return z.string().refine((value) => {
    try {
      const url = new URL(value)
      return url.protocol === 'http:' || url.protocol === 'https:'
    } catch {
      return false
    }
  }, message)
}

/** An origin alone (https://host[:port]), as a Content-Security-Policy source names it. */
function isHttpsOrigin(value: string): boolean {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && url.origin === value
  } catch {
    return false
  }
}

const environmentSchema = z.object(rules)

type Environment = Record<string, string | undefined>

/** Reads and validates the configuration; throws a ConfigurationError naming every bad setting. */
export function readConfig(env: Environment): AppConfig {
  const parsed = environmentSchema.safeParse(env)
  if (!parsed.success) {
    throw new ConfigurationError(
      parsed.error.issues.map((issue) => ({
        setting: String(issue.path[0]),
        rule: issue.message,
      })),
    )
  }
  const vars = parsed.data
  const source = vars.CONTENT_SOURCE ?? (vars.SANITY_PROJECT_ID ? 'sanity' : 'fixtures')
  const dataset = vars.SANITY_DATASET ?? DEFAULT_DATASET
  const environment = vars.NODE_ENV ?? 'development'
  return {
    content:
      source === 'sanity'
        ? sanityConfig(vars, dataset)
        : {
            source,
            dataset,
            // Read at run time from where the site runs; not a file to bundle or trace.
            fixturesDir: path.resolve(
              /*turbopackIgnore: true*/ vars.FIXTURES_DIR ?? DEFAULT_FIXTURES_DIR,
            ),
          },
    siteUrl: new URL(vars.SITE_URL ?? DEFAULT_SITE_URL),
    logLevel: vars.LOG_LEVEL ?? 'info',
    environment,
    liveContent: vars.LIVE_CONTENT ? vars.LIVE_CONTENT === 'true' : environment === 'development',
    analyticsMeasurementId: vars.ANALYTICS_MEASUREMENT_ID,
    formEmbedOrigins: vars.FORM_EMBED_ORIGINS ?? [],
    studioUrl: new URL(vars.SANITY_STUDIO_URL ?? DEFAULT_STUDIO_URL),
    cache: {
      redisUrl: vars.REDIS_URL,
      keyPrefix: 'alts:',
      localFolder: path.resolve(
        /*turbopackIgnore: true*/ vars.NEXT_DIST_DIR ?? '.next',
        'cache',
        'alts',
      ),
    },
    selfOrigin: `http://127.0.0.1:${vars.PORT ?? DEFAULT_PORT}`,
  }
}

function sanityConfig(vars: z.infer<typeof environmentSchema>, dataset: string): ContentConfig {
  if (!vars.SANITY_PROJECT_ID) {
    throw new ConfigurationError([
      { setting: 'SANITY_PROJECT_ID', rule: 'is required when CONTENT_SOURCE is "sanity"' },
    ])
  }
  return {
    source: 'sanity',
    projectId: vars.SANITY_PROJECT_ID,
    dataset,
    apiVersion: vars.SANITY_API_VERSION ?? DEFAULT_API_VERSION,
    apiHost: vars.SANITY_API_HOST,
    webhookSecret: vars.SANITY_WEBHOOK_SECRET,
    readToken: vars.SANITY_READ_TOKEN,
  }
}

let cached: AppConfig | undefined

/** The process's configuration, read on first use. */
export function getConfig(): AppConfig {
  cached ??= readConfig(process.env)
  return cached
}
