import type { ServiceIdentifier } from 'inversify'

/**
 * The rendered request's cookies (the previewed perspective): the framework refuses its request
 * APIs in prerendered pages even when rendering one for an editor. Undefined outside a request.
 */
export interface RequestCookies {
  get(name: string): string | undefined
}

export const RequestCookiesToken: ServiceIdentifier<RequestCookies> = Symbol.for('RequestCookies')
