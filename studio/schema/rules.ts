import { defineField, type StringRule } from 'sanity'
import {
  EMBEDDABLE_URL_RULE,
  HREF_RULE,
  isAllowedHref,
  isEmbeddableUrl,
} from '../../src/domain/content/link'

/* Each mirrors a rule the site applies as it reads content: what editors publish renders. */

/** Text the site needs: present, and more than spaces, as the site trims what it reads. */
export function requiredText(rule: StringRule) {
  return rule
    .required()
    .custom(
      (text) =>
        typeof text !== 'string' || text === '' || text.trim() !== '' || 'Must be more than spaces',
    )
}

/** A one-line text field the site needs. */
export function requiredString(name: string, title: string, description?: string) {
  return defineField({
    name,
    title,
    type: 'string',
    ...(description && { description }),
    validation: requiredText,
  })
}

/** A text field of a few lines that the site needs. */
export function requiredParagraphs(name: string, title: string, rows: number) {
  return defineField({ name, title, type: 'text', rows, validation: requiredText })
}

/** A string of a given form, such as a colour or a country code; the site rejects others. */
export function matching(pattern: RegExp, example: string, { required = false } = {}) {
  return (rule: StringRule) => [
    ...(required ? [rule.required()] : []),
    rule.regex(pattern).error(`Must look like ${example}`),
  ]
}

/** A link's destination, by the site's own rule (a site route, #hash, mail, phone or https). */
export function hrefRule(rule: StringRule) {
  return rule
    .required()
    .custom(
      (href) =>
        typeof href !== 'string' ||
        href === '' ||
        isAllowedHref(href.trim()) ||
        sentence(HREF_RULE),
    )
}

/** The address of something shown in a frame: https, or a path on the site. */
export function embeddableUrlRule(rule: StringRule) {
  return rule
    .required()
    .custom(
      (url) =>
        typeof url !== 'string' ||
        url === '' ||
        isEmbeddableUrl(url.trim()) ||
        sentence(EMBEDDABLE_URL_RULE),
    )
}

/** The site's rule ("must be …") as a message of its own ("Must be …"). */
function sentence(rule: string): string {
  return rule.charAt(0).toUpperCase() + rule.slice(1)
}
