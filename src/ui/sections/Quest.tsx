import { Section } from '../primitives/Section'
import { SectionIntro } from '../primitives/SectionIntro'
import { RichTextView } from './RichTextView'
import { headingId, type SectionProps } from './section-props'
import { SidePicture, WordsAndPicture } from './WordsAndPicture'
import styles from './Quest.module.css'

export function Quest({ section, headingLevel, assetUrls }: SectionProps<'quest'>) {
  return (
    <Section aria-labelledby={headingId(section)}>
      <WordsAndPicture picture={<SidePicture image={section.image} assetUrls={assetUrls} />}>
        <SectionIntro section={section} headingLevel={headingLevel} />
        <RichTextView value={section.body} className={styles.body} />
      </WordsAndPicture>
    </Section>
  )
}
