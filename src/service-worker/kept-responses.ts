import type { SerwistPlugin } from 'serwist'

/** Never keeps what no cache may keep, such as an editor's draft pages (`private, no-store`). */
export function mayKeep(response: Response): boolean {
  const cacheControl = response.headers.get('Cache-Control') ?? ''
  return !/(?:^|,)\s*(?:no-store|private)\s*(?:,|$)/i.test(cacheControl)
}

export const keepOnlyKeepable: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) => (mayKeep(response) ? response : null),
}
