import { LottiePlayer } from '../effects/lottie/LottiePlayer'
import { REVEAL } from '../effects/motion/reveal'
import { Section } from '../primitives/Section'
import { SectionIntro } from '../primitives/SectionIntro'
import { headingId, type SectionProps } from './section-props'
import styles from './Statistics.module.css'

export function Statistics({ section, headingLevel }: SectionProps<'statistics'>) {
  return (
    <Section
      aria-labelledby={section.heading ? headingId(section) : undefined}
      aria-label={section.heading ? undefined : section.eyebrow}
    >
      <div className={styles.statsIntro}>
        <SectionIntro section={section} intro={section.intro} headingLevel={headingLevel} />
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
