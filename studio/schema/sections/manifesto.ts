import { BookIcon } from '@sanity/icons/Book'
import { BulbOutlineIcon } from '@sanity/icons/BulbOutline'
import { VideoIcon } from '@sanity/icons/Video'
import { defineField } from 'sanity'
import { LANGUAGE_TAG } from '../../../src/domain/content/formats'
import { fileField } from '../objects/file'
import { imageField } from '../objects/image'
import { matching, requiredString } from '../rules'
import { defineSection } from './define-section'
import { animation, eyebrow, heading, intro, listOf, optionalHeading } from './fields'

export const manifestoHeader = defineSection({
  name: 'manifestoHeader',
  title: 'Manifesto header',
  icon: BulbOutlineIcon,
  fields: [eyebrow, heading, intro, animation],
})

/** The statements of the manifesto, numbered. */
export const manifest = defineSection({
  name: 'manifest',
  title: 'Manifest',
  icon: BookIcon,
  fields: [optionalHeading, listOf('statements', 'Statements', 'point')],
  preview: { title: 'heading', fallback: 'statements.0.title' },
})

/** A short film with captions and a transcript, so no visitor misses what it says. */
export const video = defineSection({
  name: 'video',
  title: 'Video',
  icon: VideoIcon,
  fields: [
    eyebrow,
    optionalHeading,
    defineField({ name: 'caption', title: 'Caption', type: 'text', rows: 2 }),
    fileField({
      name: 'video',
      title: 'Video',
      description: 'An .mp4 or .webm file.',
      extensions: ['mp4', 'webm'],
      mediaTypes: ['video/mp4', 'video/webm'],
      required: true,
    }),
    imageField({
      name: 'poster',
      title: 'Poster',
      description: 'Shown until the video plays.',
      required: true,
    }),
    fileField({
      name: 'captions',
      title: 'Captions',
      description: 'A WebVTT file (.vtt) of the words and sounds.',
      extensions: ['vtt'],
      mediaTypes: ['text/vtt'],
      required: true,
    }),
    defineField({
      name: 'captionsLanguage',
      title: 'Captions language',
      type: 'string',
      description: 'A language tag: en, nl, en-GB.',
      validation: matching(LANGUAGE_TAG, 'en or en-GB: a language tag', { required: true }),
    }),
    requiredString('captionsLabel', 'Captions name', 'As the player lists it: "English".'),
    defineField({ name: 'transcript', title: 'Transcript', type: 'text', rows: 5 }),
  ],
  preview: { title: 'heading', fallback: 'caption', media: 'poster' },
})
