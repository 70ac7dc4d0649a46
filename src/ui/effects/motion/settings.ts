import bezierEasing from 'bezier-easing'
import { ease } from '@/ui/theme/ease'

/** How the page moves: one place for the numbers of smooth scrolling and scroll animation. */
export const MOTION = {
  /** Smooth scrolling follows the wheel by a tenth of the remaining distance each frame. */
  lerp: 0.1,
  keyboardStepPx: 240,
  /** Programmatic scrolls (hash links) take this long, on this curve. */
  scrollToDurationS: 1,
  scrollToEasing: bezierEasing(...ease.out),
  /** Elements entering the view together reveal together, gathered over this window. */
  revealBatchIntervalS: 0.016,
} as const

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)'

/** Elements that scroll on their own (menus, code blocks) and keep native scrolling. */
export const NATIVE_SCROLL_ATTRIBUTE = 'data-native-scroll'

export const REVEAL_ATTRIBUTE = 'data-reveal'
