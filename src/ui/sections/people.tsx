import type { Testimonial } from '@/domain/content/documents'
import { REVEAL } from '../effects/motion/reveal'
import { ContentImage } from '../media/ContentImage'
import { Heading, nextLevel } from '../primitives/Heading'
import { Section } from '../primitives/Section'
import { SectionIntro } from '../primitives/SectionIntro'
import { headingId, type SectionProps } from './section-props'
import styles from './people.module.css'

/*
 * Sections about people: what clients say, and who we are.
 */

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter((part) => /^\p{Lu}/u.test(part))
    .map((part) => part[0])
    .slice(0, 2)
    .join('')
}

function Quote({
  testimonial,
  media,
}: {
  testimonial: Testimonial
  media: SectionProps<'testimonials'>['media']
}) {
  return (
    <figure className={styles.quote} {...REVEAL}>
      <blockquote className={styles.quoteText}>
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className={styles.quoteBy}>
        {testimonial.portrait ? (
          <ContentImage
            image={testimonial.portrait}
            media={media}
            preset="avatar"
            className={styles.avatar}
          />
        ) : (
          <span className={styles.initials} aria-hidden="true">
            {initialsOf(testimonial.name)}
          </span>
        )}
        <span>
          <strong className={styles.name}>{testimonial.name}</strong>
          <span className={styles.role}>
            {testimonial.role}, {testimonial.company}
          </span>
        </span>
      </figcaption>
    </figure>
  )
}

export function Testimonials({ section, headingLevel, media }: SectionProps<'testimonials'>) {
  return (
    <Section aria-labelledby={headingId(section)}>
      <SectionIntro
        id={headingId(section)}
        eyebrow={section.eyebrow}
        heading={section.heading}
        headingLevel={headingLevel}
      />
      <ul className={styles.quotes}>
        {section.testimonials.map((testimonial) => (
          <li key={testimonial.id}>
            <Quote testimonial={testimonial} media={media} />
          </li>
        ))}
      </ul>
    </Section>
  )
}

export function TeamMembers({ section, headingLevel, media }: SectionProps<'teamMembers'>) {
  const memberLevel = nextLevel(headingLevel)
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
      <ul className={styles.members}>
        {section.members.map((member) => (
          <li key={member.id} className={styles.member} {...REVEAL}>
            <ContentImage
              image={member.portrait}
              media={media}
              preset="portrait"
              className={styles.portrait}
            />
            <Heading level={memberLevel} className={styles.memberName}>
              {member.name}
            </Heading>
            <p className={styles.role}>
              {member.role}
              {member.location ? ` · ${member.location}` : null}
            </p>
            {member.bio ? <p className={styles.bio}>{member.bio}</p> : null}
          </li>
        ))}
      </ul>
    </Section>
  )
}

export function Team({ section, headingLevel, media }: SectionProps<'team'>) {
  return (
    <Section aria-labelledby={headingId(section)}>
      <SectionIntro
        id={headingId(section)}
        eyebrow={section.eyebrow}
        heading={section.heading}
        intro={section.body}
        headingLevel={headingLevel}
        align="split"
      />
      <ContentImage image={section.image} media={media} preset="full" className={styles.wide} />
    </Section>
  )
}
