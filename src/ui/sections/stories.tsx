import { LottiePlayer } from '../effects/lottie/LottiePlayer'
import { REVEAL } from '../effects/motion/reveal'
import { ContentImage } from '../media/ContentImage'
import { ButtonLink } from '../primitives/ButtonLink'
import { Heading } from '../primitives/Heading'
import { Section } from '../primitives/Section'
import { SectionIntro } from '../primitives/SectionIntro'
import { RichTextView } from './RichTextView'
import { headingId, type SectionProps } from './section-props'
import styles from './stories.module.css'

/*
 * Sections that tell a short story in words and pictures.
 */

export function LifeAt({ section, headingLevel, media }: SectionProps<'lifeAt'>) {
  return (
    <Section aria-labelledby={headingId(section)}>
      <div className={styles.split}>
        <div className={styles.words}>
          <SectionIntro
            id={headingId(section)}
            eyebrow={section.eyebrow}
            heading={section.heading}
            intro={section.body}
            headingLevel={headingLevel}
          />
          {section.cta ? <ButtonLink link={section.cta} variant="secondary" /> : null}
        </div>
        <div className={styles.collage} data-count={Math.min(section.images.length, 3)} {...REVEAL}>
          {section.images.slice(0, 3).map((image) => (
            <ContentImage
              key={image.asset.id}
              image={image}
              media={media}
              preset="collage"
              className={styles.collageImage}
            />
          ))}
        </div>
      </div>
    </Section>
  )
}

export function Quest({ section, headingLevel, media }: SectionProps<'quest'>) {
  return (
    <Section aria-labelledby={headingId(section)}>
      <div className={styles.split}>
        <div className={styles.words}>
          <SectionIntro
            id={headingId(section)}
            eyebrow={section.eyebrow}
            heading={section.heading}
            headingLevel={headingLevel}
          />
          <RichTextView value={section.body} className={styles.body} />
        </div>
        {section.image ? (
          <ContentImage
            image={section.image}
            media={media}
            preset="half"
            className={styles.rounded}
          />
        ) : null}
      </div>
    </Section>
  )
}

export function Statistics({ section, headingLevel }: SectionProps<'statistics'>) {
  return (
    <Section
      aria-labelledby={section.heading ? headingId(section) : undefined}
      aria-label={section.heading ? undefined : section.eyebrow}
    >
      <div className={styles.statsIntro}>
        <SectionIntro
          id={headingId(section)}
          eyebrow={section.eyebrow}
          heading={section.heading}
          intro={section.intro}
          headingLevel={headingLevel}
        />
        {section.animation ? (
          <LottiePlayer
            animation={section.animation}
            aspectRatio={16 / 10}
            loop={false}
            className={styles.statsAnimation}
          />
        ) : null}
      </div>
      <dl className={styles.stats}>
        {section.stats.map((stat) => (
          <div key={stat.key} className={styles.stat} {...REVEAL}>
            <dt className={styles.statLabel}>{stat.label}</dt>
            <dd className={styles.statValue}>{stat.value}</dd>
            {stat.description ? (
              <dd className={styles.statDescription}>{stat.description}</dd>
            ) : null}
          </div>
        ))}
      </dl>
    </Section>
  )
}

export function Remote({ section, headingLevel, media }: SectionProps<'remote'>) {
  return (
    <Section aria-labelledby={headingId(section)}>
      <div className={styles.split}>
        <div className={styles.words}>
          <SectionIntro
            id={headingId(section)}
            eyebrow={section.eyebrow}
            heading={section.heading}
            intro={section.body}
            headingLevel={headingLevel}
          />
          <ul className={styles.locations}>
            {section.locations.map((location) => (
              <li key={location.key}>
                <span className={styles.city}>{location.city}</span>
                <span className={styles.country}>{location.country}</span>
              </li>
            ))}
          </ul>
        </div>
        {section.image ? (
          <ContentImage
            image={section.image}
            media={media}
            preset="half"
            className={styles.rounded}
          />
        ) : null}
      </div>
    </Section>
  )
}

export function Recruit({ section, headingLevel }: SectionProps<'recruit'>) {
  return (
    <Section aria-labelledby={headingId(section)}>
      <div className={styles.card} {...REVEAL}>
        <Heading level={headingLevel} id={headingId(section)} className={styles.cardHeading}>
          {section.heading}
        </Heading>
        <p className={styles.cardBody}>{section.body}</p>
        {section.cta ? <ButtonLink link={section.cta} /> : null}
      </div>
    </Section>
  )
}
