import { nextLevel } from '../primitives/Heading'
import { Section } from '../primitives/Section'
import { SectionIntro } from '../primitives/SectionIntro'
import { ContentImage } from '../media/ContentImage'
import { NumberedList } from './NumberedList'
import { PageHeader } from './PageHeader'
import { headingId, type SectionProps } from './section-props'
import styles from './points.module.css'

/*
 * Sections that are, at heart, a titled list of points: steps, benefits, values, statements.
 */

export function Approach({ section, headingLevel }: SectionProps<'approach'>) {
  return (
    <Section aria-labelledby={headingId(section)}>
      <SectionIntro
        id={headingId(section)}
        eyebrow={section.eyebrow}
        heading={section.heading}
        intro={section.intro}
        headingLevel={headingLevel}
        align="split"
      />
      <NumberedList items={section.steps} headingLevel={nextLevel(headingLevel)} />
    </Section>
  )
}

export function LifeAtBenefits({ section, headingLevel }: SectionProps<'lifeAtBenefits'>) {
  return (
    <Section aria-labelledby={headingId(section)}>
      <SectionIntro
        id={headingId(section)}
        eyebrow={section.eyebrow}
        heading={section.heading}
        intro={section.intro}
        headingLevel={headingLevel}
        align="split"
      />
      <NumberedList items={section.benefits} headingLevel={nextLevel(headingLevel)} />
    </Section>
  )
}

/** Who we are, set large, then the values we hold each other to. */
export function Culture({ section, headingLevel, isFirst, media }: SectionProps<'culture'>) {
  return (
    <>
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
              className={styles.roundedImage}
            />
          ) : undefined
        }
      />
      {section.values.length > 0 ? (
        <Section aria-label={section.heading}>
          <NumberedList items={section.values} headingLevel={nextLevel(headingLevel)} />
        </Section>
      ) : null}
    </>
  )
}

export function Manifest({ section, headingLevel }: SectionProps<'manifest'>) {
  return (
    <Section aria-labelledby={section.heading ? headingId(section) : undefined}>
      <SectionIntro id={headingId(section)} heading={section.heading} headingLevel={headingLevel} />
      <NumberedList
        items={section.statements}
        headingLevel={section.heading ? nextLevel(headingLevel) : headingLevel}
        size="large"
      />
    </Section>
  )
}
