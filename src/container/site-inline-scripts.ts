import { sha256 } from '../adapters/next/inline-hashes.ts'
import { webFontChoiceScript } from '../ui/theme/web-font-choice.ts'

/*
 * The hashes of the inline scripts the site itself writes into every page (the root layout's
 * head), vouched for by their exact text: the page's policy lists them beside the framework's own.
 */
export const SITE_INLINE_SCRIPT_HASHES = [webFontChoiceScript].map(sha256)
