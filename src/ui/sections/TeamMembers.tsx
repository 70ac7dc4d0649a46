import { REVEAL } from '../effects/motion/reveal'
import { ContentImage } from '../media/ContentImage'
import { Heading, nextLevel } from '../primitives/Heading'
import type { SectionProps } from './section-props'
import { TitledSection } from './TitledSection'
import styles from './TeamMembers.module.css'

export function TeamMembers({ section, headingLevel, assetUrls }: SectionProps<'teamMembers'>) {
  const memberLevel = nextLevel(headingLevel)
  return (
    <TitledSection section={section} headingLevel={headingLevel} align="split">
      <ul className={styles.members}>
        {section.members.map((member) => (
          <li key={member.id} className={styles.member} {...REVEAL}>
            <ContentImage
              image={member.portrait}
              assetUrls={assetUrls}
              preset="portrait"
              className={styles.portrait}
            />
            <Heading level={memberLevel} className={styles.memberName}>
              {member.name}
            </Heading>
            <p className={styles.role}>
              {member.role}
              {member.location ? ` · ${member.location}` : null}
            </p>
            {member.bio ? <p className={styles.bio}>{member.bio}</p> : null}
          </li>
        ))}
      </ul>
    </TitledSection>
  )
}
