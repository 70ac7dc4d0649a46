import { LottiePlayer } from '../effects/lottie/LottiePlayer'
import { PageHeader } from './PageHeader'
import type { SectionProps } from './section-props'

/** The manifesto's opening, with a looping animation beside the words. */
export function ManifestoHeader({ section, headingLevel }: SectionProps<'manifestoHeader'>) {
  return (
    <PageHeader
      eyebrow={section.eyebrow}
      heading={section.heading}
      intro={section.intro}
      headingLevel={headingLevel}
      aside={
        section.animation ? (
          <LottiePlayer animation={section.animation} aspectRatio={1} />
        ) : undefined
      }
    />
  )
}
