export interface NormalisedError {
  message: string
  statusCode: number
}

export const DEFAULT_ERROR_STATUS = 500
export const DEFAULT_ERROR_MESSAGE = 'An unexpected error occurred'

export class AppError extends Error {
  readonly statusCode: number

  constructor(message: string, statusCode: number, options?: ErrorOptions) {
    super(message, options)
    this.name = new.target.name
    this.statusCode = statusCode
  }
}

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

export type ContentServiceFailure = 'server' | 'client' | 'timeout' | 'network' | 'malformed'

/** The service's own wording; its status, or 502–504 for failures on the way. */
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

export class UnauthorizedError extends AppError {
  constructor(message: string, options?: ErrorOptions) {
    super(message, 401, options)
  }
}

/** An animation could not play; kinds are the player's own event names, so both paths report alike. */
export class AnimationDataError extends AppError {
  readonly kind: 'data_failed' | 'configError'

  constructor(kind: 'data_failed' | 'configError', message: string, options?: ErrorOptions) {
    super(message, kind === 'data_failed' ? 502 : 500, options)
    this.kind = kind
  }
}

export interface ConfigurationProblem {
  setting: string
  rule: string
}

export class ConfigurationError extends AppError {
  readonly problems: readonly ConfigurationProblem[]

  constructor(problems: readonly ConfigurationProblem[], options?: ErrorOptions) {
    const lines = problems.map(({ setting, rule }) => `${setting} ${rule}`)
    super(`Invalid configuration: ${lines.join('; ')}`, 500, options)
    this.problems = problems
  }
}

/** Anything thrown as `{ message, statusCode }`: statusCode, status, then the response's; 400–599 only, else 500. */
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
