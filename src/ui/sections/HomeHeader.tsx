import { LottiePlayer } from '../effects/lottie/LottiePlayer'
import { PageHeader } from './PageHeader'
import type { SectionProps } from './section-props'

/** The home page's opening: its promise, calls to action and a looping animation beside them. */
export function HomeHeader({ section, headingLevel }: SectionProps<'homeHeader'>) {
  return (
    <PageHeader
      eyebrow={section.eyebrow}
      heading={section.heading}
      intro={section.intro}
      cta={section.cta}
      secondaryCta={section.secondaryCta}
      headingLevel={headingLevel}
      aside={
        section.animation ? (
          <LottiePlayer animation={section.animation} aspectRatio={1} />
        ) : undefined
      }
    />
  )
}
