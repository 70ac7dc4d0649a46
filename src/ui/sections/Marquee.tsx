import { TextItems } from '../primitives/TextItems'
import styles from './Marquee.module.css'
import { MarqueeMotion } from './MarqueeMotion'
import { headingId, type SectionProps } from './section-props'

/**
 * A slowly moving line of names. The list is read once by assistive technology; the copy that
 * makes the loop seamless is hidden from it. Motion pauses with its button, on hover and on
 * focus, and stops for visitors who prefer reduced motion (the list then wraps instead).
 */
export function Marquee({ section }: SectionProps<'marquee'>) {
  const items = <TextItems items={section.items} />
  return (
    <section className={styles.marquee} aria-labelledby={headingId(section)}>
      <h2 id={headingId(section)} className="visually-hidden">
        {section.label}
      </h2>
      <MarqueeMotion pauseLabel={section.pauseLabel} playLabel={section.playLabel}>
        <div className={styles.track}>
          <ul className={styles.list}>{items}</ul>
          <ul className={styles.list} aria-hidden="true">
            {items}
          </ul>
        </div>
      </MarqueeMotion>
    </section>
  )
}
