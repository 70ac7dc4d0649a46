import type { ServiceIdentifier } from 'inversify'

/**
 * The cookies of the request being rendered, for what draft pages need of an editor's request
 * beyond draft mode itself (the perspective they preview). Pages are prerendered, so the
 * framework refuses its own request APIs in them even when it renders one on demand for an
 * editor; this reads them where the framework keeps them. Undefined outside a request.
 */
export interface RequestCookies {
  get(name: string): string | undefined
}

export const RequestCookiesToken: ServiceIdentifier<RequestCookies> = Symbol.for('RequestCookies')
