import { TextItems } from '../primitives/TextItems'
import styles from './Marquee.module.css'
import { MarqueeMotion } from './MarqueeMotion'
import { headingId, type SectionProps } from './section-props'

/** A moving line of names; the copy that makes the loop seamless is hidden from assistive tech. */
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
