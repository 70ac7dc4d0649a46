import type { CSSProperties } from 'react'
import { REVEAL } from '../effects/motion/reveal'
import { ContentImage } from '../media/ContentImage'
import { Heading, nextLevel } from '../primitives/Heading'
import type { SectionProps } from './section-props'
import { TitledSection } from './TitledSection'
import styles from './HowWeNailedIt.module.css'
// A case names its product in the words of the products' cards.
import product from './Products.module.css'

export function HowWeNailedIt({ section, headingLevel, assetUrls }: SectionProps<'howWeNailedIt'>) {
  const caseLevel = nextLevel(headingLevel)
  return (
    <TitledSection section={section} headingLevel={headingLevel} align="split">
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
              assetUrls={assetUrls}
              preset="half"
              className={styles.caseImage}
            />
            <div className={styles.caseBody}>
              <p className={product.meta}>
                {story.product.client} · {story.product.year}
              </p>
              <Heading level={caseLevel} className={product.cardTitle}>
                {story.product.name}
              </Heading>
              <p className={product.summary}>{story.challenge}</p>
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
    </TitledSection>
  )
}
