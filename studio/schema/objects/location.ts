import { defineType } from 'sanity'
import { requiredString } from '../rules'

/** A city where people of the studio live, shown by the remote section. */
export const location = defineType({
  name: 'location',
  title: 'Location',
  type: 'object',
  fields: [
    requiredString('city', 'City'),
    requiredString('country', 'Country', 'As visitors read it: Netherlands, United Kingdom.'),
  ],
  preview: { select: { title: 'city', subtitle: 'country' } },
})
