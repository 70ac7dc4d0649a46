/*
 * What the front reads of Next.js's conversation with browsers, beyond its public API, in one
 * place: the headers its client router sends, the cookie that carries draft mode, and the shape
 * of the inline scripts it writes into a page. tests/framework/next-protocol.test.ts checks each
 * against the installed Next.js (its own constants, and a page it built), naming the one that
 * changed.
 */

/**
 * Headers Next.js's client router sends when it asks for a page's data, a prefetch or a server
 * action rather than the document itself.
 */
export const ROUTER_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
  'next-action',
] as const

/** Next.js's draft-mode cookie; its value is the build's preview mode id (next-build.ts). */
export const DRAFT_MODE_COOKIE = '__prerender_bypass'

/**
 * How every inline script Next.js writes begins: the RSC payload's pushes, the payload's set-up,
 * and Turbopack's runtime bootstrap. The policy vouches for these and no other inline script.
 */
export const FRAMEWORK_INLINE_SCRIPT =
  /^\s*(?:self\.__next_f\.push\(|\(self\.__next_f\s*=|\(globalThis\["TURBOPACK"\])/

/**
 * The `data-href` of a style element into which Next.js inlined the build's stylesheets
 * (`experimental.inlineCss`): their addresses, separated by spaces. The policy vouches for these
 * and no other style element.
 */
export const FRAMEWORK_INLINE_STYLESHEET =
  /^\/_next\/static\/\S+\.css(?:\?\S*)?(?: \/_next\/static\/\S+\.css(?:\?\S*)?)*$/

/**
 * How Next.js writes the tags that load a page's scripts: each of the build's chunks as an async
 * script (in the head, and the page's own after its content), and the page's own chunk preloaded
 * in the head as well. The front asks for them after the content (scripts-after-content.ts).
 */
export const FRAMEWORK_ASYNC_SCRIPT = /<script src="\/_next\/static\/[^"<>]+" async=""><\/script>/
export const FRAMEWORK_SCRIPT_PRELOAD =
  /<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/[^"<>]+"\/>/
