import { beforeEach, describe, expect, it, vi } from 'vitest'
import { lastGoodContent, rememberContent } from '@/app/last-good-content'
import type { Page } from '@/domain/content/page'
import type { SiteSettings } from '@/domain/content/site-settings'
import { ContentServiceError, NotFoundError } from '@/domain/errors'
import { startAsANewProcess } from '../../support/process-state'

/*
 * Rendering a page when the content service fails right after the publish webhook has read the
 * new content (src/app/content.ts): the render uses what was read last, and says so.
 */

const { repository, drafts, logger, draftMode } = vi.hoisted(() => ({
  repository: { getPage: vi.fn(), getSiteSettings: vi.fn() },
  drafts: { getPage: vi.fn(), getSiteSettings: vi.fn() },
  logger: { warn: vi.fn() },
  draftMode: { isEnabled: false },
}))

vi.mock('@/container/container', () => ({
  getContainer: () => ({
    isBound: () => true,
    get: (token: symbol) =>
      token === Symbol.for('ContentRepository')
        ? repository
        : token === Symbol.for('DraftContentRepository')
          ? drafts
          : logger,
  }),
}))

vi.mock('next/headers', () => ({ draftMode: async () => draftMode }))

/** Next.js marks the error that notFound() throws with this digest; it renders the 404 page. */
const NOT_FOUND_DIGEST = 'NEXT_HTTP_ERROR_FALLBACK;404'

const page = (title: string) =>
  ({ id: 'page-privacy', route: '/privacy', title, seo: {}, sections: [] }) as Page
const settings = { title: 'Alts' } as SiteSettings
const failure = () =>
  new ContentServiceError('Internal Server Error - The dataset is unavailable', 500, 'server')

describe('the content a page is rendered from', () => {
  beforeEach(() => {
    startAsANewProcess()
    repository.getPage.mockReset()
    repository.getSiteSettings.mockReset()
    drafts.getPage.mockReset()
    drafts.getSiteSettings.mockReset()
    logger.warn.mockReset()
    draftMode.isEnabled = false
  })

  it('is the drafts for an editor in draft mode, never remembered for anyone else', async () => {
    const { loadPage, loadSiteSettings } = await import('@/app/content')
    draftMode.isEnabled = true
    drafts.getPage.mockResolvedValue(page('Privacy, drafted'))
    drafts.getSiteSettings.mockResolvedValue(settings)
    await expect(loadPage('/privacy')).resolves.toEqual(page('Privacy, drafted'))
    await expect(loadSiteSettings()).resolves.toBe(settings)
    expect(repository.getPage).not.toHaveBeenCalled()
    expect(lastGoodContent('page:/privacy')).toBeUndefined()
    expect(lastGoodContent('siteSettings')).toBeUndefined()
  })

  it('is an error for an editor when the drafts cannot be read: never a stand-in', async () => {
    const { loadPage } = await import('@/app/content')
    rememberContent('page:/privacy', page('Privacy, published'), Date.now())
    draftMode.isEnabled = true
    drafts.getPage.mockRejectedValue(failure())
    await expect(loadPage('/privacy')).rejects.toThrow(/The dataset is unavailable/)
    expect(logger.warn).not.toHaveBeenCalled()
  })

  it('is what the content service answers, remembered', async () => {
    const { loadPage, loadSiteSettings } = await import('@/app/content')
    repository.getPage.mockResolvedValue(page('Privacy'))
    repository.getSiteSettings.mockResolvedValue(settings)
    await expect(loadPage('/privacy')).resolves.toEqual(page('Privacy'))
    await expect(loadSiteSettings()).resolves.toBe(settings)
    expect(lastGoodContent('page:/privacy')?.value).toEqual(page('Privacy'))
    expect(logger.warn).not.toHaveBeenCalled()
  })

  it('is what the webhook read last when the service fails as the page regenerates', async () => {
    const { loadPage, loadSiteSettings, readContentFor } = await import('@/app/content')
    repository.getPage.mockResolvedValueOnce(page('Privacy, revised'))
    repository.getSiteSettings.mockResolvedValueOnce(settings)
    await readContentFor(['/privacy'])

    repository.getPage.mockRejectedValue(failure())
    repository.getSiteSettings.mockRejectedValue(failure())
    await expect(loadPage('/privacy')).resolves.toEqual(page('Privacy, revised'))
    await expect(loadSiteSettings()).resolves.toBe(settings)
    expect(logger.warn).toHaveBeenCalledWith(
      'The content service failed; rendering the content last read instead',
      expect.objectContaining({
        content: 'page:/privacy',
        statusCode: 500,
        reason: 'Internal Server Error - The dataset is unavailable',
      }),
    )
  })

  it('is the 404 page when the content last read had no such page', async () => {
    const { loadPage, readContentFor } = await import('@/app/content')
    repository.getPage.mockRejectedValueOnce(new NotFoundError('No page at /privacy'))
    repository.getSiteSettings.mockResolvedValueOnce(settings)
    await readContentFor(['/privacy'])
    repository.getPage.mockRejectedValue(failure())
    await expect(loadPage('/privacy')).rejects.toMatchObject({ digest: NOT_FOUND_DIGEST })
  })

  it('is an error when the service fails and nothing was read before', async () => {
    const { loadPage } = await import('@/app/content')
    repository.getPage.mockRejectedValue(failure())
    await expect(loadPage('/privacy')).rejects.toThrow('The dataset is unavailable')
  })

  it('is never stood in for when the content itself is broken, only when the service fails', async () => {
    const { loadSiteSettings } = await import('@/app/content')
    repository.getSiteSettings.mockResolvedValueOnce(settings)
    await loadSiteSettings()
    repository.getSiteSettings.mockRejectedValue(new Error('Site settings are unusable'))
    await expect(loadSiteSettings()).rejects.toThrow('Site settings are unusable')
  })

  it('is read strictly by the webhook: a failing service fails it', async () => {
    const { readContentFor, loadPage } = await import('@/app/content')
    repository.getPage.mockResolvedValueOnce(page('Privacy'))
    repository.getSiteSettings.mockResolvedValue(settings)
    await loadPage('/privacy')
    repository.getPage.mockRejectedValue(failure())
    await expect(readContentFor(['/privacy'])).rejects.toBeInstanceOf(ContentServiceError)
  })
})

describe('remembering content', () => {
  beforeEach(() => startAsANewProcess())

  it('keeps the answer of the read that started last, whichever ends last', () => {
    rememberContent('page:/privacy', page('newer'), 2_000)
    rememberContent('page:/privacy', page('older'), 1_000)
    expect(lastGoodContent('page:/privacy')).toEqual({ value: page('newer'), readAt: 2_000 })
    rememberContent('page:/privacy', page('newest'), 3_000)
    expect(lastGoodContent('page:/privacy')?.value).toEqual(page('newest'))
  })

  it('is shared by every copy of the module in the process', async () => {
    rememberContent('siteSettings', settings, 1)
    vi.resetModules()
    const another = await import('@/app/last-good-content')
    expect(another.lastGoodContent('siteSettings')?.value).toBe(settings)
  })
})
