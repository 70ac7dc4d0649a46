/* The forms content values must take: the site checks them on read, the Studio on write. */

/** An id that links can jump to: lowercase words joined by dashes, e.g. your-rights. */
export const ANCHOR = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const HEX_COLOUR = /^#[0-9a-f]{6}$/i
export const COUNTRY_CODE = /^[A-Z]{2}$/
export const CURRENCY_CODE = /^[A-Z]{3}$/
/** A BCP 47 language tag, e.g. en or en-GB. */
export const LANGUAGE_TAG = /^[a-z]{2,3}(-[A-Za-z0-9]+)*$/
/** Checked only as far as a mail link needs: something@somewhere. */
export const EMAIL_ADDRESS = /^[^\s@]+@[^\s@]+$/
export const PRODUCT_YEARS = { min: 1990, max: 2100 } as const
/** CSS pixels a framed form may be high. */
export const FORM_HEIGHTS = { min: 200, max: 2000 } as const
/** How many items a marquee needs before it is worth moving. */
export const MARQUEE_MIN_ITEMS = 2
