/** What every error becomes before anyone shows or logs it. */
export interface NormalisedError {
  message: string
  statusCode: number
}

export const DEFAULT_ERROR_STATUS = 500
export const DEFAULT_ERROR_MESSAGE = 'An unexpected error occurred'

/** Base class for the errors the site raises on purpose; each carries its HTTP status. */
export class AppError extends Error {
  readonly statusCode: number

  constructor(message: string, statusCode: number, options?: ErrorOptions) {
    super(message, options)
    this.name = new.target.name
    this.statusCode = statusCode
  }
}

/** The requested page does not exist, or its content is unusable. */
export class NotFoundError extends AppError {
  constructor(message: string, options?: ErrorOptions) {
    super(message, 404, options)
  }
}

/** Content exists but does not have the shape the site needs; `issues` says where and why. */
export class InvalidContentError extends AppError {
  readonly issues: readonly string[]

  constructor(message: string, issues: readonly string[], options?: ErrorOptions) {
    super(`${message}: ${issues.join('; ')}`, 500, options)
    this.issues = issues
  }
}

/** Why a request to the content service failed; decides how the failure is reported. */
export type ContentServiceFailure = 'server' | 'client' | 'timeout' | 'network' | 'malformed'

/**
 * The content service failed to answer, or answered with something unusable. The message keeps
 * the service's own wording; the status is the service's, or 502–504 for failures on the way.
 */
export class ContentServiceError extends AppError {
  readonly failure: ContentServiceFailure

  constructor(
    message: string,
    statusCode: number,
    failure: ContentServiceFailure,
    options?: ErrorOptions,
  ) {
    super(message, statusCode, options)
    this.failure = failure
  }
}

/** The request did not prove who sent it, e.g. a webhook without a valid signature. */
export class UnauthorizedError extends AppError {
  constructor(message: string, options?: ErrorOptions) {
    super(message, 401, options)
  }
}

/**
 * An animation could not play: its data could not be loaded (`data_failed`), or what loaded is
 * not animation data the player can configure (`configError`). The names are the player's own
 * event names, so both paths report the same way.
 */
export class AnimationDataError extends AppError {
  readonly kind: 'data_failed' | 'configError'

  constructor(kind: 'data_failed' | 'configError', message: string, options?: ErrorOptions) {
    super(message, kind === 'data_failed' ? 502 : 500, options)
    this.kind = kind
  }
}

export interface ConfigurationProblem {
  /** The setting as the operator knows it, e.g. the environment variable SANITY_DATASET. */
  setting: string
  /** What the setting must be, e.g. "must be at most 64 characters". */
  rule: string
}

/** One or more settings are missing or malformed; the message names each and its rule. */
export class ConfigurationError extends AppError {
  readonly problems: readonly ConfigurationProblem[]

  constructor(problems: readonly ConfigurationProblem[], options?: ErrorOptions) {
    const lines = problems.map(({ setting, rule }) => `${setting} ${rule}`)
    super(`Invalid configuration: ${lines.join('; ')}`, 500, options)
    this.problems = problems
  }
}

/**
 * Turns anything that was thrown into `{ message, statusCode }`.
 * The status comes from `statusCode`, then `status`, then the status of an attached `response`;
 * only HTTP error statuses (400–599) count, anything else falls back to 500.
 */
export function normaliseError(thrown: unknown): NormalisedError {
  return { message: messageOf(thrown), statusCode: statusOf(thrown) }
}

function messageOf(thrown: unknown): string {
  if (typeof thrown === 'string') return thrown.trim() || DEFAULT_ERROR_MESSAGE
  const message = readProperty(thrown, 'message')
  return typeof message === 'string' && message.trim() ? message.trim() : DEFAULT_ERROR_MESSAGE
}

function statusOf(thrown: unknown): number {
  const response = readProperty(thrown, 'response')
  const candidates = [
    readProperty(thrown, 'statusCode'),
    readProperty(thrown, 'status'),
    readProperty(response, 'status'),
    readProperty(response, 'statusCode'),
  ]
  return candidates.find(isErrorStatus) ?? DEFAULT_ERROR_STATUS
}

function isErrorStatus(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 400 && (value as number) <= 599
}

function readProperty(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[key]
    : undefined
}
