import type { Link } from '@/domain/content/link'
import type { SectionOf } from '@/domain/content/sections'
import { ButtonLink } from '../primitives/ButtonLink'
import { Heading, type HeadingLevel } from '../primitives/Heading'
import styles from './PageHeader.module.css'
import type { SectionProps } from './section-props'

interface PageHeaderProps {
  eyebrow?: string
  heading: string
  intro?: string
  cta?: Link
  updatedAt?: string
  headingLevel: HeadingLevel
  size?: 'display' | 'compact'
}

/** The opening of a page: its heading set large, with an optional lead-in and call to action. */
export function PageHeader({
  eyebrow,
  heading,
  intro,
  cta,
  updatedAt,
  headingLevel,
  size = 'display',
}: PageHeaderProps) {
  return (
    <header className={styles.header} data-size={size}>
      <div className={styles.inner}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <Heading level={headingLevel} className={styles.heading}>
          {heading}
        </Heading>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
        {updatedAt ? (
          <p className={styles.meta}>
            <time dateTime={updatedAt}>{formatDate(updatedAt)}</time>
          </p>
        ) : null}
        {cta ? <ButtonLink link={cta} className={styles.cta} /> : null}
      </div>
    </header>
  )
}

interface HeaderSectionProps {
  section: SectionOf<'homeHeader'> | SectionOf<'productsHeader'> | SectionOf<'manifestoHeader'>
  headingLevel: HeadingLevel
}

/** The header sections that differ only in name. */
export function HeaderSection({ section, headingLevel }: HeaderSectionProps) {
  return (
    <PageHeader
      eyebrow={section.eyebrow}
      heading={section.heading}
      intro={section.intro}
      cta={section.type === 'homeHeader' ? section.cta : undefined}
      headingLevel={headingLevel}
    />
  )
}

export function LegalHeader({ section, headingLevel }: SectionProps<'legalHeader'>) {
  return (
    <PageHeader
      eyebrow={section.eyebrow}
      heading={section.heading}
      intro={section.intro}
      updatedAt={section.updatedAt}
      headingLevel={headingLevel}
      size="compact"
    />
  )
}

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

function formatDate(isoDate: string): string {
  return dateFormat.format(new Date(`${isoDate}T00:00:00Z`))
}
