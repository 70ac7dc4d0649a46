import type { ReactNode } from 'react'
import { REVEAL } from '../effects/motion/reveal'
import { WebglScene } from '../effects/webgl/WebglScene'
import { ContentImage } from '../media/ContentImage'
import { Section } from '../primitives/Section'
import { SectionIntro } from '../primitives/SectionIntro'
import { SmartLink } from '../primitives/SmartLink'
import { FormEmbedFacade } from './FormEmbedFacade'
import { headingId, type SectionProps } from './section-props'
import styles from './general.module.css'

/*
 * General sections: usable on any page, and rendered by the layout from the site settings.
 */

/** The site's footer; `controls` are the site's own (such as Privacy choices), beside the legal line. */
export function GeneralFooter({
  section,
  controls,
}: SectionProps<'generalFooter'> & { controls?: ReactNode }) {
  return (
    <div className={styles.footer}>
      <div className={styles.footerInner}>
        <div className={styles.footerLead}>
          <p className={styles.footerHeading}>{section.heading}</p>
          {section.body ? <p className={styles.footerBody}>{section.body}</p> : null}
          {section.contactEmail ? (
            <a className={styles.email} href={`mailto:${section.contactEmail}`}>
              {section.contactEmail}
            </a>
          ) : null}
        </div>
        {section.links.length > 0 ? (
          <ul className={styles.footerLinks}>
            {section.links.map((link) => (
              <li key={link.href}>
                <SmartLink href={link.href}>{link.label}</SmartLink>
              </li>
            ))}
          </ul>
        ) : null}
        <div className={styles.footerMeta}>
          <p>{section.legal}</p>
          {controls}
          {section.social.length > 0 ? (
            <ul className={styles.social}>
              {section.social.map((link) => (
                <li key={link.href}>
                  <SmartLink href={link.href}>{link.label}</SmartLink>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </div>
  )
}

export function BottomTagline({ section }: SectionProps<'bottomTagline'>) {
  return (
    <Section className={styles.tagline}>
      <p className={styles.taglineText}>{section.text}</p>
      {section.link ? (
        <SmartLink href={section.link.href} className={styles.taglineLink}>
          {section.link.label}
        </SmartLink>
      ) : null}
    </Section>
  )
}

export function FormEmbed({ section, headingLevel }: SectionProps<'formEmbed'>) {
  return (
    <Section aria-labelledby={headingId(section)}>
      <div className={styles.formCard} {...REVEAL}>
        <SectionIntro
          id={headingId(section)}
          heading={section.heading}
          intro={section.body}
          headingLevel={headingLevel}
        />
        <FormEmbedFacade form={section.form} />
      </div>
    </Section>
  )
}

/** The WebGL scene's still image and words; the scene itself loads over it when it can. */
export function WebglBlock({ section, headingLevel, media }: SectionProps<'webglBlock'>) {
  return (
    <Section aria-labelledby={section.heading ? headingId(section) : undefined}>
      <div className={styles.webgl} {...REVEAL}>
        <WebglScene>
          <ContentImage
            image={section.fallbackImage}
            media={media}
            preset="full"
            className={styles.webglImage}
          />
        </WebglScene>
        {section.heading || section.body ? (
          <div className={styles.webglWords}>
            <SectionIntro
              id={headingId(section)}
              eyebrow={section.eyebrow}
              heading={section.heading}
              intro={section.body}
              headingLevel={headingLevel}
            />
          </div>
        ) : null}
      </div>
    </Section>
  )
}
