import { VideoIcon } from '@sanity/icons/Video'
import { defineField, defineType } from 'sanity'
import { LANGUAGE_TAG } from '../../../src/domain/content/formats'
import { fileField } from '../objects/file'
import { imageField } from '../objects/image'
import { matching, requiredText } from '../rules'
import { eyebrow, optionalHeading } from './fields'
import { sectionPreview } from './preview'

/** A short film with captions and a transcript, so no visitor misses what it says. */
export const video = defineType({
  name: 'video',
  title: 'Video',
  type: 'object',
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
    defineField({
      name: 'captionsLabel',
      title: 'Captions name',
      type: 'string',
      description: 'As the player lists it: "English".',
      validation: requiredText,
    }),
    defineField({ name: 'transcript', title: 'Transcript', type: 'text', rows: 5 }),
  ],
  preview: sectionPreview('Video', { title: 'heading', fallback: 'caption', media: 'poster' }),
})
