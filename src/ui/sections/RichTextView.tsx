import {
  escapeHTML,
  toHTML,
  type PortableTextBlockComponent,
  type PortableTextComponents,
} from '@portabletext/to-html'
import { leavesSite } from '@/domain/content/link'
import type { RichText } from '@/domain/content/rich-text'

/** Headings keep the anchor the editor gave them, so that links such as #your-rights land. */
function anchoredHeading(tag: 'h2' | 'h3'): PortableTextBlockComponent {
  return ({ value, children }) => {
    const anchor = (value as { anchor?: string }).anchor
    return `<${tag}${anchor ? ` id="${escapeHTML(anchor)}"` : ''}>${children ?? ''}</${tag}>`
  }
}

const components: PortableTextComponents = {
  block: { h2: anchoredHeading('h2'), h3: anchoredHeading('h3') },
  marks: {
    link: ({ value, children }) => {
      const href = (value as { href: string }).href
      const rel = leavesSite(href) ? ' rel="noopener noreferrer"' : ''
      return `<a href="${escapeHTML(href)}"${rel}>${children}</a>`
    },
  },
}

/** Rich text written as HTML on the server: half the RSC payload of an element per span. */
export function RichTextView({ value, className }: { value: RichText; className?: string }) {
  return (
    <div
      className={className}
      data-rich-text=""
      dangerouslySetInnerHTML={{ __html: toHTML(value, { components }) }}
    />
  )
}
