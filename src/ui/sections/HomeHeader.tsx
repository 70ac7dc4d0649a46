import type { SectionOf } from '@/domain/content/sections'
import { LottiePlayer } from '../effects/lottie/LottiePlayer'
import type { HeadingLevel } from '../primitives/Heading'
import { PageHeader } from './PageHeader'

/** The home page's and the manifesto's openings: words beside a looping animation. */
export function HomeHeader({
  section,
  headingLevel,
}: {
  section: SectionOf<'homeHeader'> | SectionOf<'manifestoHeader'>
  headingLevel: HeadingLevel
}) {
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
