import {
  PortableText,
  type PortableTextBlock,
  type PortableTextBlockComponent,
  type PortableTextComponentProps,
  type PortableTextComponents,
} from '@portabletext/react'
import type { RichText } from '@/domain/content/rich-text'
import { SmartLink } from '../primitives/SmartLink'

/** Headings keep the anchor the editor gave them, so that links such as #your-rights land. */
function anchoredHeading(Tag: 'h2' | 'h3'): PortableTextBlockComponent {
  function AnchoredHeading({ value, children }: PortableTextComponentProps<PortableTextBlock>) {
    const anchor = (value as { anchor?: string }).anchor
    return <Tag id={anchor}>{children}</Tag>
  }
  return AnchoredHeading
}

const components: PortableTextComponents = {
  block: { h2: anchoredHeading('h2'), h3: anchoredHeading('h3') },
  marks: {
    link: ({ value, children }) => (
      <SmartLink href={(value as { href: string }).href}>{children}</SmartLink>
    ),
  },
}

/** Rich text from the CMS, rendered with the site's links and anchored headings. */
export function RichTextView({ value, className }: { value: RichText; className?: string }) {
  return (
    <div className={className}>
      <PortableText value={value} components={components} />
    </div>
  )
}
