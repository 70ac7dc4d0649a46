import { defineField, defineType } from 'sanity'
import { COUNTRY_CODE } from '../../../src/domain/content/formats'
import { workplaceText } from '../../../src/domain/content/job-openings'
import type { Workplace } from '../../../src/domain/content/documents'
import { matching, optionalString, requiredString } from '../rules'

/** Where a role is done: at an office, remotely from within a region, or either. */
export const workplace = defineType({
  name: 'workplace',
  title: 'Workplace',
  type: 'object',
  fields: [
    defineField({
      name: 'office',
      title: 'Office',
      type: 'object',
      description: 'The office the role works from, if any.',
      fields: [
        requiredString('city', 'City'),
        defineField({
          name: 'country',
          title: 'Country code',
          type: 'string',
          description: 'Two capital letters (ISO 3166-1): NL, GB, PT.',
          validation: matching(COUNTRY_CODE, 'NL: two capital letters', { required: true }),
        }),
      ],
    }),
    optionalString(
      'remoteRegion',
      'Remote region',
      'Where someone doing the role remotely may live, such as Europe, if it can be remote.',
    ),
  ],
  // Required here rather than where it is used: a field's own rule would replace this one.
  validation: (rule) =>
    rule
      .required()
      .custom((place: Partial<Workplace> | undefined) =>
        !place || place.office || place.remoteRegion?.trim()
          ? true
          : 'Name an office, a remote region or both',
      ),
  preview: {
    select: { office: 'office', remoteRegion: 'remoteRegion' },
    prepare: ({ office, remoteRegion }: Partial<Workplace>) => ({
      title:
        workplaceText({ office: office?.city ? office : undefined, remoteRegion }) || 'Nowhere yet',
    }),
  },
})
