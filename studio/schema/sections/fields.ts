import { defineArrayMember, defineField } from 'sanity'
import { fileField } from '../objects/file'
import { warnUnlessPublished } from './published-reference'
import { optionalString, requiredParagraphs, requiredString } from '../rules'

/* Fields many sections share, as the site shares them (src/adapters/groq/schema/sections.ts). */

export const eyebrow = optionalString('eyebrow', 'Eyebrow', 'A short line above the heading.')

export const heading = requiredString('heading', 'Heading')

/** For the few sections that may go without a heading. */
export const optionalHeading = optionalString('heading', 'Heading')

export const intro = defineField({ name: 'intro', title: 'Introduction', type: 'text', rows: 3 })

/** Plain running text the section cannot do without. */
export const body = requiredParagraphs('body', 'Text', 4)

export const optionalBody = defineField({ name: 'body', title: 'Text', type: 'text', rows: 3 })

/** A call to action: optional wherever sections offer one. */
export function callToAction(name = 'cta', title = 'Call to action') {
  return defineField({ name, title, type: 'link' })
}

/** A looping vector animation, exported from After Effects as Lottie JSON. */
export const animation = fileField({
  name: 'animation',
  title: 'Animation',
  description: 'A Lottie animation (.json). It stays still for visitors who prefer less motion.',
  extensions: ['json'],
  mediaTypes: ['application/json'],
})

/**
 * Documents the section shows, in order. Weak references: a role that closed may go without
 * first being taken off every page, which drop it; one not published is only a warning.
 */
export function references(name: string, title: string, type: string) {
  return defineField({
    name,
    title,
    type: 'array',
    of: [
      defineArrayMember({
        type: 'reference',
        to: [{ type }],
        weak: true,
        validation: (rule) => rule.custom(warnUnlessPublished).warning(),
      }),
    ],
  })
}

export function listOf(name: string, title: string, type: string) {
  return defineField({ name, title, type: 'array', of: [defineArrayMember({ type })] })
}
