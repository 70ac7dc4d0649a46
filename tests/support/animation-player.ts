/** A vector animation's player; its state is on data-animation-state. */
export const ANIMATION_PLAYER = '[data-animation-state]'

/**
 * Drawn: playing, or played and resting on its last frame. An animation stops by itself within
 * five seconds (WCAG 2.2.2), which on a busy machine can come before a test looks.
 */
export const DRAWN = /^(playing|played)$/
