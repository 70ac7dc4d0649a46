import { PageHeader } from './PageHeader'
import type { SectionProps } from './section-props'

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' })

export function LegalHeader({ section, headingLevel }: SectionProps<'legalHeader'>) {
  return (
    <PageHeader
      section={section}
      meta={
        <time dateTime={section.updatedAt}>
          {dateFormat.format(new Date(`${section.updatedAt}T00:00:00Z`))}
        </time>
      }
      headingLevel={headingLevel}
      size="compact"
    />
  )
}
