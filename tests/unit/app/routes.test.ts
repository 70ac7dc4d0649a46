import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { glob } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { SITE_ROUTES } from '@/domain/routes'

const APP = path.resolve(import.meta.dirname, '../../../src/app')

/** The route a page file serves, from its folder (route groups and the like are not used). */
function routeOfPageFile(file: string): string {
  const folder = path.dirname(path.relative(APP, file))
  return folder === '.' ? '/' : `/${folder.split(path.sep).join('/')}`
}

describe('route files', () => {
  it('exist for exactly the site routes, and the offline page the service worker shows', async () => {
    const pageFiles = await Array.fromAsync(glob('**/page.tsx', { cwd: APP }))
    const routes = pageFiles.map((file) => routeOfPageFile(path.join(APP, file)))
    expect(routes.sort()).toEqual([...SITE_ROUTES, '/offline'].sort())
  })

  it.each(SITE_ROUTES)(
    '%s must be prerendered (dynamic = "error") and names its own route',
    async (route) => {
      const file = path.join(APP, route, 'page.tsx')
      const source = await readFile(file, 'utf8')
      expect(source).toMatch(/export const dynamic = 'error'/)
      expect(source).toMatch(/export const revalidate = \d+/)
      expect(source).toContain(`pageMetadata('${route}')`)
      expect(source).toContain(`<SitePage route="${route}" />`)
    },
  )
})
