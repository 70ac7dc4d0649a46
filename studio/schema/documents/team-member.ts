import { UserIcon } from '@sanity/icons/User'
import { defineField, defineType } from 'sanity'
import { imageField } from '../objects/image'
import { optionalString, requiredString } from '../rules'

/** A person of the studio, shown by the team members section. */
export const teamMember = defineType({
  name: 'teamMember',
  title: 'Team member',
  type: 'document',
  icon: UserIcon,
  fields: [
    requiredString('name', 'Name'),
    requiredString('role', 'Role'),
    optionalString('location', 'Lives in', 'A city: Rotterdam.'),
    imageField({
      name: 'portrait',
      title: 'Portrait',
      description: 'Cropped to 3:4.',
      required: true,
      cropped: true,
    }),
    defineField({ name: 'bio', title: 'A few lines', type: 'text', rows: 4 }),
  ],
  preview: { select: { title: 'name', subtitle: 'role', media: 'portrait' } },
})
