/*
 * Whether a page view asks for the web font at all. Inter is `font-display: optional`: used only
 * when it is at hand as the text is first laid out. On a slow line a first view never has it in
 * time, yet fetching it anyway cost twice: its 26 KB shared the line with the first scripts, and
 * when it arrived Chromium laid the whole page out again for a font it would not use
 * (docs/benchmarks.md, "The web font where it is at hand"). So, before the body is parsed:
 *
 * - on a slow line, on a page no service worker serves: the view is drawn in the fallback (Arial
 *   sized to Inter's metrics, as `optional` draws a first view on such a line anyway) and the
 *   file is not asked for. The service worker, registered once the page is quiet, keeps the file
 *   with the app shell, so the views that follow have it at hand. A line is slow when the browser
 *   says so (3G or less, or Data Saver on), or when the document's head reached the browser
 *   `SLOW_HEAD_MS` or more after the navigation began: a navigation takes about four round trips
 *   (name, connection, encryption, request), so each took 100 ms or more, and the font, one more
 *   round trip and 26 KB away, would arrive past `optional`'s 100 ms. (The document's own timing
 *   is what every slow line shows: the throttling of DevTools and Lighthouse is invisible to
 *   `navigator.connection` and to the request's network timings, not to the clock.)
 * - otherwise (a fast line, a page the service worker serves): the file is asked for at once,
 *   as the preload it replaces did.
 *
 * Without JavaScript none of this runs: the stylesheet's `optional` face decides, the file asked
 * for as the text is first laid out.
 */

/** The custom property next/font sets to the web font's family and its fallback (fonts.ts). */
export const WEB_FONT_PROPERTY = '--font-inter'

/** The head reached this long or longer after the navigation began: the font cannot be in time. */
export const SLOW_HEAD_MS = 500

/**
 * The script, as the page's head carries it: plain JavaScript, since the policy lets it run by
 * the hash of exactly this text (src/container/site-inline-scripts.ts). It reads the families
 * from the stylesheet (the web font's first), so it names none of next/font's generated names.
 */
export const webFontChoiceScript = `(() => {
  const root = document.documentElement
  const families = getComputedStyle(root).getPropertyValue('${WEB_FONT_PROPERTY}')
  const comma = families.indexOf(',')
  if (comma < 0) return
  const line = navigator.connection
  const slow =
    performance.now() >= ${SLOW_HEAD_MS} ||
    (!!line && (line.saveData === true || /^(slow-2g|2g|3g)$/.test(line.effectiveType)))
  if (slow && !navigator.serviceWorker?.controller)
    root.style.setProperty('${WEB_FONT_PROPERTY}', families.slice(comma + 1).trim())
  else document.fonts?.load('1em ' + families.slice(0, comma).trim()).catch(() => {})
})()`
