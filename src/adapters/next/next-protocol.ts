/*
 * What the site reads of Next.js's protocol that Next.js does not document, each checked against
 * the installed Next.js by tests/framework (next-protocol.test.ts, probe-app.test.ts): the
 * draft-mode cookie's name, and what Next.js writes into a page that the policy vouches for: the
 * beginnings of its inline scripts (the RSC payload, its bootstrap, the bundler's runtime) and
 * where the build's stylesheets it inlines come from (`experimental.inlineCss`).
 */

/** The cookie draft mode sets (`__prerender_bypass`); its value is the build's preview id. */
export const DRAFT_MODE_COOKIE = '__prerender_bypass'

const FRAMEWORK_SCRIPT_BEGINNINGS = [
  'self.__next_f.push(',
  '(self.__next_f=',
  '(self.__next_f =',
  '(globalThis["TURBOPACK"]',
]

/** The folder of the build's own files, and so of its stylesheets. */
const BUILD_FILES = '/_next/static/'

export const isFrameworkInlineScript = (text: string): boolean => {
  const start = text.trimStart()
  return FRAMEWORK_SCRIPT_BEGINNINGS.some((beginning) => start.startsWith(beginning))
}

/** A style element's `data-href`: one or more of the build's stylesheets, space-separated. */
export const isFrameworkStylesheet = (href: string | undefined): boolean =>
  href !== undefined &&
  href.length > 0 &&
  href.split(' ').every((file) => {
    const name = file.split('?')[0]!
    return name.startsWith(BUILD_FILES) && name.endsWith('.css') && !name.includes('..')
  })
