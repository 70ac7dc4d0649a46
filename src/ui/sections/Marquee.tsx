import { headingId, type SectionProps } from './section-props'
import styles from './Marquee.module.css'

/**
 * A slowly moving line of names. The list is read once by assistive technology; the copy that
 * makes the loop seamless is hidden from it. Motion pauses on hover and focus, and stops for
 * visitors who prefer reduced motion (the list then wraps instead).
 */
export function Marquee({ section }: SectionProps<'marquee'>) {
  const items = section.items.map((item, index) => <li key={`${index}-${item}`}>{item}</li>)
  return (
    <section className={styles.marquee} aria-labelledby={headingId(section)}>
      <h2 id={headingId(section)} className="visually-hidden">
        {section.label}
      </h2>
      <div className={styles.track}>
        <ul className={styles.list}>{items}</ul>
        <ul className={styles.list} aria-hidden="true">
          {items}
        </ul>
      </div>
    </section>
  )
}
