import { ERROR_PAGE_FAILED, HOME_LINK_LABEL } from '@/domain/error-copy'

export function ErrorPageFailed() {
  return (
    <div role="alert">
      <h1>{ERROR_PAGE_FAILED}</h1>
      {/* A full page load: client routing may be what broke. */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
      <a href="/">{HOME_LINK_LABEL}</a>
    </div>
  )
}
