import { PortableText, type PortableTextComponents } from '@portabletext/react'
import { Section } from '../primitives/Section'
import { SmartLink } from '../primitives/SmartLink'
import styles from './Content.module.css'
import type { SectionProps } from './section-props'

const components: PortableTextComponents = {
  marks: {
    link: ({ value, children }) => (
      <SmartLink href={(value as { href: string }).href}>{children}</SmartLink>
    ),
  },
}

/** Long-form rich text, such as the privacy policy. Its headings come from the text itself. */
export function Content({ section }: SectionProps<'content'>) {
  return (
    <Section width="prose" className={styles.content}>
      <PortableText value={section.body} components={components} />
    </Section>
  )
}
