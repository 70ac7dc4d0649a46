import { REVEAL } from '../effects/motion/reveal'
import { Section } from '../primitives/Section'
import { SectionIntro } from '../primitives/SectionIntro'
import { FormEmbedFacade } from './FormEmbedFacade'
import { headingId, type SectionProps } from './section-props'
import styles from './FormEmbed.module.css'

export function FormEmbed({ section, headingLevel }: SectionProps<'formEmbed'>) {
  return (
    <Section aria-labelledby={headingId(section)}>
      <div className={styles.formCard} {...REVEAL}>
        <SectionIntro section={section} intro={section.body} headingLevel={headingLevel} />
        <FormEmbedFacade form={section.form} />
      </div>
    </Section>
  )
}
