import type { CSSProperties } from 'react'
import { REVEAL } from '../effects/motion/reveal'
import { ContentImage } from '../media/ContentImage'
import { ButtonLink } from '../primitives/ButtonLink'
import { Heading, nextLevel } from '../primitives/Heading'
import { TextItems } from '../primitives/TextItems'
import type { SectionProps } from './section-props'
import { TitledSection } from './TitledSection'
import styles from './Products.module.css'

export function Products({ section, headingLevel, assetUrls }: SectionProps<'products'>) {
  const cardLevel = nextLevel(headingLevel)
  return (
    <TitledSection section={section} headingLevel={headingLevel} align="split">
      <ul className={styles.grid}>
        {section.products.map((product) => (
          <li key={product.id}>
            <article
              {...REVEAL}
              className={styles.card}
              style={{ '--card-accent': product.accentColour } as CSSProperties}
            >
              <ContentImage
                image={product.image}
                assetUrls={assetUrls}
                preset="card"
                className={styles.cardImage}
              />
              <div className={styles.cardBody}>
                <p className={styles.meta}>
                  {product.client} · {product.year}
                </p>
                <Heading level={cardLevel} className={styles.cardTitle}>
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
                    <TextItems items={product.services} />
                  </ul>
                ) : null}
              </div>
            </article>
          </li>
        ))}
      </ul>
      {section.cta ? (
        <div className={styles.more}>
          <ButtonLink link={section.cta} variant="secondary" />
        </div>
      ) : null}
    </TitledSection>
  )
}
