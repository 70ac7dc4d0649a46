import type { CSSProperties } from 'react'
import type { Product } from '@/domain/content/documents'
import { REVEAL } from '../effects/motion/reveal'
import { ContentImage } from '../media/ContentImage'
import type { Media } from '../media/media'
import { ButtonLink } from '../primitives/ButtonLink'
import { Heading, nextLevel, type HeadingLevel } from '../primitives/Heading'
import { Section } from '../primitives/Section'
import { SectionIntro } from '../primitives/SectionIntro'
import { headingId, type SectionProps } from './section-props'
import styles from './cards.module.css'

/*
 * Sections built from cards of referenced documents: products and case studies.
 */

function ProductCard({
  product,
  media,
  headingLevel,
}: {
  product: Product
  media: Media
  headingLevel: HeadingLevel
}) {
  return (
    <article
      {...REVEAL}
      className={styles.card}
      style={{ '--card-accent': product.accentColour } as CSSProperties}
    >
      <ContentImage
        image={product.image}
        media={media}
        preset="card"
        className={styles.cardImage}
      />
      <div className={styles.cardBody}>
        <p className={styles.meta}>
          {product.client} · {product.year}
        </p>
        <Heading level={headingLevel} className={styles.cardTitle}>
          {product.name}
        </Heading>
        <p className={styles.summary}>{product.summary}</p>
        {product.outcome ? (
          <p className={styles.outcome}>
            <strong>{product.outcome.value}</strong> {product.outcome.label}
          </p>
        ) : null}
        {product.services.length > 0 ? (
          <ul className={styles.tags}>
            {product.services.map((service) => (
              <li key={service}>{service}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  )
}

export function Products({ section, headingLevel, media }: SectionProps<'products'>) {
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
      <ul className={styles.grid}>
        {section.products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} media={media} headingLevel={nextLevel(headingLevel)} />
          </li>
        ))}
      </ul>
      {section.cta ? (
        <div className={styles.more}>
          <ButtonLink link={section.cta} variant="secondary" />
        </div>
      ) : null}
    </Section>
  )
}

export function HowWeNailedIt({ section, headingLevel, media }: SectionProps<'howWeNailedIt'>) {
  const caseLevel = nextLevel(headingLevel)
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
      <ol className={styles.cases}>
        {section.cases.map((story) => (
          <li
            key={story.key}
            {...REVEAL}
            className={styles.case}
            style={{ '--card-accent': story.product.accentColour } as CSSProperties}
          >
            <ContentImage
              image={story.product.image}
              media={media}
              preset="half"
              className={styles.caseImage}
            />
            <div className={styles.caseBody}>
              <p className={styles.meta}>
                {story.product.client} · {story.product.year}
              </p>
              <Heading level={caseLevel} className={styles.cardTitle}>
                {story.product.name}
              </Heading>
              <p className={styles.summary}>{story.challenge}</p>
              <p>{story.result}</p>
              {story.metric ? (
                <p className={styles.metric}>
                  <strong>{story.metric.value}</strong>
                  <span>{story.metric.label}</span>
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </Section>
  )
}
