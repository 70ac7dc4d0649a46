import { sha256 } from '../adapters/next/inline-hashes.ts'
import { webFontChoiceScript } from '../ui/theme/web-font-choice.ts'

/*
 * The inline scripts the site itself writes into every page (the root layout's head), vouched
 * for by the hash of their exact text: the page's policy lists them beside the framework's own.
 */
export const SITE_INLINE_SCRIPTS = [webFontChoiceScript] as const

export const SITE_INLINE_SCRIPT_HASHES = SITE_INLINE_SCRIPTS.map(sha256)
