import { Section } from '../primitives/Section'
import { SmartLink } from '../primitives/SmartLink'
import type { SectionProps } from './section-props'
import styles from './BottomTagline.module.css'

/** One line set large that closes the page, with an optional link under it. */
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
