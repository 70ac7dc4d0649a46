import { CaseIcon } from '@sanity/icons/Case'
import { defineField } from 'sanity'
import { ANCHOR } from '../../../src/domain/content/formats'
import { matching, requiredParagraphs, requiredString } from '../rules'
import { defineSection } from './define-section'
import { eyebrow, heading, intro, references } from './fields'

/** The open roles, each with what it involves and how to apply. */
export const jobOpenings = defineSection({
  name: 'jobOpenings',
  title: 'Job openings',
  icon: CaseIcon,
  fields: [
    eyebrow,
    heading,
    defineField({
      name: 'anchor',
      title: 'Anchor',
      type: 'string',
      description:
        'Lets links such as /careers#open-roles jump here: lowercase words joined by dashes.',
      validation: matching(ANCHOR, 'open-roles: lowercase words joined by dashes'),
    }),
    intro,
    references('openings', 'Roles', 'jobOpening'),
    requiredString('responsibilitiesHeading', 'Heading over responsibilities'),
    requiredString('requirementsHeading', 'Heading over requirements'),
    requiredString('applyLabel', 'Apply button'),
    requiredParagraphs('emptyMessage', 'When no role is open', 2),
  ],
})
