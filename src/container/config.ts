import path from 'node:path'
import { z } from 'zod'
// Relative, with extensions: next.config.ts and the pages' cache handler, which Node.js loads
// itself, read this file and resolve neither the @/ alias nor extensionless paths.
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

/** The site's configuration, read from the environment once and validated (see .env.example). */
export interface AppConfig {
  content: ContentConfig
  siteUrl: URL
  logLevel: LogLevel
  environment: 'development' | 'production' | 'test'
  /** Open pages refresh when the content they show changes (development and preview). */
  liveContent: boolean
  /** No GA4 without one; configuration, as the Content-Security-Policy is fixed at start-up. */
  analyticsMeasurementId?: string
  /** Origins of embedded forms the pages may frame (the site's own need no mention). */
  formEmbedOrigins: string[]
  /** Editors' Studio: it may frame draft pages, and their edit markers lead to it. */
  studioUrl: URL
  cache: CacheConfig
  /** Where this instance answers itself, on loopback (to render pages again after a publish). */
  selfOrigin: string
}

export interface CacheConfig {
  /** The Redis every instance shares pages and state through; each instance on its own without. */
  redisUrl?: string
  /** The instance's own folder for state its server bundles share (beside the page cache). */
  localFolder: string
  /** Before every key and channel of the site in Redis. */
  keyPrefix: string
}

export type ContentConfig =
  | { source: 'fixtures'; dataset: string; fixturesDir: string }
  | {
      source: 'sanity'
      projectId: string
      dataset: string
      apiVersion: string
      /** A proxy or local emulator in front of the content API; the project host when unset. */
      apiHost?: string
      /** Signs the content service's publish webhooks; the webhook is off without it. */
      webhookSecret?: string
      /** Reads drafts for draft mode (off without it); never leaves the server. */
      readToken?: string
    }

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
type LogLevel = (typeof LOG_LEVELS)[number]

const rules = {
  CONTENT_SOURCE: z.enum(['fixtures', 'sanity'], { error: 'must be "fixtures" or "sanity"' }),
  SANITY_PROJECT_ID: z.string().refine(isProjectId, PROJECT_ID_RULE),
  SANITY_DATASET: z.string().refine(isDatasetName, DATASET_RULE),
  SANITY_API_VERSION: z.string().refine(isApiVersion, API_VERSION_RULE),
  SANITY_WEBHOOK_SECRET: z
    .string()
    .min(16, 'must be at least 16 characters (use a long random string)'),
  SANITY_API_HOST: httpUrl('must be an http(s) URL such as https://api.sanity.io'),
  SANITY_READ_TOKEN: z
    .string()
    .regex(
      /^[A-Za-z0-9._-]{32,}$/,
      'must be a Sanity API token: at least 32 letters, digits, ".", "_" or "-"',
    ),
  SANITY_STUDIO_URL: httpUrl('must be an absolute http(s) URL such as https://alts.sanity.studio'),
  FIXTURES_DIR: z.string(),
  SITE_URL: httpUrl('must be an absolute http(s) URL such as https://alts.example'),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }),
  LIVE_CONTENT: z.enum(['true', 'false'], { error: 'must be "true" or "false"' }),
  ANALYTICS_MEASUREMENT_ID: z.string().regex(MEASUREMENT_ID, MEASUREMENT_ID_RULE),
  FORM_EMBED_ORIGINS: z
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
  NODE_ENV: z.enum(['development', 'production', 'test']),
  REDIS_URL: urlWith(
    ['redis:', 'rediss:'],
    'must be a redis:// or rediss:// URL such as redis://127.0.0.1:6379',
  ),
  PORT: z.coerce.number().int().min(1).max(65535, 'must be a port number'),
  NEXT_DIST_DIR: z.string(),
}

function urlWith(protocols: string[], message: string) {
  return z
    .string()
    .refine((value) => URL.canParse(value) && protocols.includes(new URL(value).protocol), message)
}

function httpUrl(message: string) {
  return urlWith(['http:', 'https:'], message)
}

/** An origin alone (https://host[:port]), as a Content-Security-Policy source names it. */
const isHttpsOrigin = (value: string) =>
  URL.canParse(value) && new URL(value).protocol === 'https:' && new URL(value).origin === value

/** Every setting may be left out; an unset variable and an empty one mean the same: the default. */
const environmentSchema = z.object(rules).partial()

type Environment = Record<string, string | undefined>

/** Reads and validates the configuration; throws a ConfigurationError naming every bad setting. */
export function readConfig(env: Environment): AppConfig {
  const set = Object.entries(env).filter(([, value]) => value !== '')
  const parsed = environmentSchema.safeParse(Object.fromEntries(set))
  if (!parsed.success) {
    throw new ConfigurationError(
      parsed.error.issues.map((issue) => ({ setting: String(issue.path[0]), rule: issue.message })),
    )
  }
  const vars = parsed.data
  const source = vars.CONTENT_SOURCE ?? (vars.SANITY_PROJECT_ID ? 'sanity' : 'fixtures')
  const dataset = vars.SANITY_DATASET ?? 'production'
  const environment = vars.NODE_ENV ?? 'development'
  return {
    content:
      source === 'sanity'
        ? sanityConfig(vars, dataset)
        : {
            source,
            dataset,
            // Read at run time from where the site runs; not a file to bundle or trace.
            fixturesDir: path.resolve(/*turbopackIgnore: true*/ vars.FIXTURES_DIR ?? 'fixtures'),
          },
    siteUrl: new URL(vars.SITE_URL ?? 'http://localhost:3000'),
    logLevel: vars.LOG_LEVEL ?? 'info',
    environment,
    liveContent: vars.LIVE_CONTENT ? vars.LIVE_CONTENT === 'true' : environment === 'development',
    analyticsMeasurementId: vars.ANALYTICS_MEASUREMENT_ID,
    formEmbedOrigins: vars.FORM_EMBED_ORIGINS ?? [],
    // Where `sanity dev` serves the Studio.
    studioUrl: new URL(vars.SANITY_STUDIO_URL ?? 'http://localhost:3333'),
    cache: {
      redisUrl: vars.REDIS_URL,
      keyPrefix: 'alts:',
      localFolder: path.resolve(
        /*turbopackIgnore: true*/ vars.NEXT_DIST_DIR ?? '.next',
        'cache',
        'alts',
      ),
    },
    selfOrigin: `http://127.0.0.1:${vars.PORT ?? 3000}`,
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
    apiVersion: vars.SANITY_API_VERSION ?? '2025-02-19',
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
