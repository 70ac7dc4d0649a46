import { Section } from '../primitives/Section'
import { SmartLink } from '../primitives/SmartLink'
import type { SectionProps } from './section-props'
import styles from './BottomTagline.module.css'

export function BottomTagline({ section }: SectionProps<'bottomTagline'>) {
  return (
    <Section className={styles.tagline}>
      <p className={styles.taglineText}>{section.text}</p>
      {section.link ? (
        <SmartLink href={section.link.href} className={styles.taglineLink}>
          {section.link.label}
        </SmartLink>
      ) : null}
    </Section>
  )
}
