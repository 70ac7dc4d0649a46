import { LottiePlayer } from '../effects/lottie/LottiePlayer'
import { PageHeader } from './PageHeader'
import type { SectionProps } from './section-props'

/** The home page's and the manifesto's openings: words beside a looping animation. */
export function HomeHeader({
  section,
  headingLevel,
}: SectionProps<'homeHeader'> | SectionProps<'manifestoHeader'>) {
  const ctas = section.type === 'homeHeader' ? section : undefined
  return (
    <PageHeader
      section={section}
      cta={ctas?.cta}
      secondaryCta={ctas?.secondaryCta}
      headingLevel={headingLevel}
      aside={
        section.animation ? (
          <LottiePlayer animation={section.animation} aspectRatio={1} />
        ) : undefined
      }
    />
  )
}
