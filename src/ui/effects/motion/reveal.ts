import { REVEAL_ATTRIBUTE } from './settings'

/** Spread onto an element to have it reveal as it scrolls into view (see ScrollReveals). */
export const REVEAL = { [REVEAL_ATTRIBUTE]: '' } as const
