import { FRAMEWORK_ASYNC_SCRIPT, FRAMEWORK_SCRIPT_PRELOAD } from './next-protocol.ts'

const ASYNC_SCRIPTS = new RegExp(FRAMEWORK_ASYNC_SCRIPT.source, 'g')
const SCRIPT_PRELOADS = new RegExp(FRAMEWORK_SCRIPT_PRELOAD.source, 'g')

/**
 * A page with the framework's scripts asked for after its content rather than in its head. They
 * are async, so they ran whenever they arrived either way; what changes is when a phone starts
 * downloading them. Asked for in the head, ~100 KB of scripts share the first seconds of a slow
 * connection with what the first screen needs (the web font, the hero image), and the largest
 * paint waits (docs/benchmarks.md, "LCP against the twin, taken apart"). Asked for after the
 * content, they come once the page's own requests are under way. Their preload goes: it would
 * ask for one of them as early as before.
 *
 * The inline scripts stay where they are, in order: the payload they carry waits in a queue for
 * the scripts that read it. A page without a body, or without such tags, is returned as it is.
 */
export function scriptsAfterContent(html: string): string {
  const end = html.lastIndexOf('</body>')
  if (end === -1) return html
  const scripts: string[] = []
  const content = html.slice(0, end).replace(ASYNC_SCRIPTS, (tag) => {
    scripts.push(tag)
    return ''
  })
  if (scripts.length === 0) return html
  return content.replace(SCRIPT_PRELOADS, '') + scripts.join('') + html.slice(end)
}
