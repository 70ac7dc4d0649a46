import type { CSSProperties } from 'react'
import type { Product } from '@/domain/content/documents'
import { REVEAL } from '../effects/motion/reveal'
import { ContentImage } from '../media/ContentImage'
import type { AssetUrls } from '../media/asset-urls'
import { ButtonLink } from '../primitives/ButtonLink'
import { Heading, nextLevel, type HeadingLevel } from '../primitives/Heading'
import { TextItems } from '../primitives/TextItems'
import type { SectionProps } from './section-props'
import { TitledSection } from './TitledSection'
import styles from './Products.module.css'

function ProductCard({
  product,
  assetUrls,
  headingLevel,
}: {
  product: Product
  assetUrls: AssetUrls
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
        assetUrls={assetUrls}
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
            <TextItems items={product.services} />
          </ul>
        ) : null}
      </div>
    </article>
  )
}

export function Products({ section, headingLevel, assetUrls }: SectionProps<'products'>) {
  return (
    <TitledSection section={section} headingLevel={headingLevel} align="split">
      <ul className={styles.grid}>
        {section.products.map((product) => (
          <li key={product.id}>
            <ProductCard
              product={product}
              assetUrls={assetUrls}
              headingLevel={nextLevel(headingLevel)}
            />
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
