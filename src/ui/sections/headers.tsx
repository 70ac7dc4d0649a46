import { LottiePlayer } from '../effects/lottie/LottiePlayer'
import { ContentImage } from '../media/ContentImage'
import { PageHeader } from './PageHeader'
import type { SectionProps } from './section-props'
import styles from './headers.module.css'

/*
 * The opening sections of each kind of page. They share PageHeader and differ in what sits
 * beside the words.
 */

export function HomeHeader({ section, headingLevel }: SectionProps<'homeHeader'>) {
  return (
    <PageHeader
      eyebrow={section.eyebrow}
      heading={section.heading}
      intro={section.intro}
      cta={section.cta}
      secondaryCta={section.secondaryCta}
      headingLevel={headingLevel}
      aside={
        section.animation ? (
          <LottiePlayer animation={section.animation} aspectRatio={1} />
        ) : undefined
      }
    />
  )
}

export function ProductsHeader({
  section,
  headingLevel,
  isFirst,
  media,
}: SectionProps<'productsHeader'>) {
  return (
    <PageHeader
      eyebrow={section.eyebrow}
      heading={section.heading}
      intro={section.intro}
      headingLevel={headingLevel}
      aside={
        section.image ? (
          <ContentImage
            image={section.image}
            media={media}
            preset="header"
            priority={isFirst}
            className={styles.visual}
          />
        ) : undefined
      }
    />
  )
}

export function ManifestoHeader({ section, headingLevel }: SectionProps<'manifestoHeader'>) {
  return (
    <PageHeader
      eyebrow={section.eyebrow}
      heading={section.heading}
      intro={section.intro}
      headingLevel={headingLevel}
      aside={
        section.animation ? (
          <LottiePlayer animation={section.animation} aspectRatio={1} />
        ) : undefined
      }
    />
  )
}

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

export function LegalHeader({ section, headingLevel }: SectionProps<'legalHeader'>) {
  return (
    <PageHeader
      eyebrow={section.eyebrow}
      heading={section.heading}
      intro={section.intro}
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
