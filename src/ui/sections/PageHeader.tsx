import type { ReactNode } from 'react'
import type { Link } from '@/domain/content/link'
import { ButtonLink } from '../primitives/ButtonLink'
import { Heading, type HeadingLevel } from '../primitives/Heading'
import styles from './PageHeader.module.css'

interface PageHeaderProps {
  section: { eyebrow?: string; heading: string; intro?: string }
  cta?: Link
  secondaryCta?: Link
  /** A line under the intro, such as the date a policy last changed. */
  meta?: ReactNode
  /** A visual beside (wide screens) or under (narrow screens) the words. */
  aside?: ReactNode
  headingLevel: HeadingLevel
  size?: 'display' | 'compact'
}

export function PageHeader({
  section: { eyebrow, heading, intro },
  cta,
  secondaryCta,
  meta,
  aside,
  headingLevel,
  size = 'display',
}: PageHeaderProps) {
  return (
    <header className={styles.header} data-size={size} data-has-aside={aside ? '' : undefined}>
      <div className={styles.inner}>
        <div className={styles.words}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <Heading level={headingLevel} className={styles.heading}>
            {heading}
          </Heading>
          {intro ? <p className={styles.intro}>{intro}</p> : null}
          {meta ? <p className={styles.meta}>{meta}</p> : null}
          {cta || secondaryCta ? (
            <div className={styles.actions}>
              {cta ? <ButtonLink link={cta} /> : null}
              {secondaryCta ? <ButtonLink link={secondaryCta} variant="secondary" /> : null}
            </div>
          ) : null}
        </div>
        {aside ? <div className={styles.aside}>{aside}</div> : null}
      </div>
    </header>
  )
}
