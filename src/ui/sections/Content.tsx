import { Section } from '../primitives/Section'
import { RichTextView } from './RichTextView'
import type { SectionProps } from './section-props'
import styles from './Content.module.css'

/** Long-form rich text. Its headings come from the text itself. */
export function Content({ section }: SectionProps<'content'>) {
  return (
    <Section width="prose">
      <RichTextView value={section.body} className={styles.content} />
    </Section>
  )
}
