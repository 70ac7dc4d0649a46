import { REVEAL } from '../effects/motion/reveal'
import { ContentImage } from '../media/ContentImage'
import type { SectionProps } from './section-props'
import { TitledSection } from './TitledSection'
import styles from './Testimonials.module.css'

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter((part) => /^\p{Lu}/u.test(part))
    .map((part) => part[0])
    .slice(0, 2)
    .join('')
}

export function Testimonials({ section, headingLevel, assetUrls }: SectionProps<'testimonials'>) {
  return (
    <TitledSection section={section} headingLevel={headingLevel}>
      <ul className={styles.quotes}>
        {section.testimonials.map((testimonial) => (
          <li key={testimonial.id}>
            <figure className={styles.quote} {...REVEAL}>
              <blockquote className={styles.quoteText}>
                <p>{testimonial.quote}</p>
              </blockquote>
              <figcaption className={styles.quoteBy}>
                {testimonial.portrait ? (
                  <ContentImage
                    image={testimonial.portrait}
                    assetUrls={assetUrls}
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
          </li>
        ))}
      </ul>
    </TitledSection>
  )
}
