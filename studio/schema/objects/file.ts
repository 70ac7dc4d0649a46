import { defineField } from 'sanity'
import { parseFileAssetId } from '../../../src/domain/content/assets'

/* A file in content: only the formats the site plays, told by the extension in the asset's id. */

interface FileOptions {
  name: string
  title: string
  description?: string
  /** Without dots: ['mp4', 'webm']. */
  extensions: readonly string[]
  /** Media types for the upload dialog to offer, with the extensions. */
  mediaTypes: readonly string[]
  required?: boolean
}

export function fileField({ extensions, mediaTypes, required = false, ...field }: FileOptions) {
  const accepted = extensions.map((extension) => `.${extension}`).join(' or ')
  return defineField({
    ...field,
    type: 'file',
    options: {
      accept: [...extensions.map((extension) => `.${extension}`), ...mediaTypes].join(','),
    },
    validation: (rule) =>
      (required ? rule.required() : rule).custom((file) => {
        if (!file) return true
        const ref = file.asset?._ref
        if (!ref) return 'Upload or choose a file, or clear this'
        const extension = parseFileAssetId(ref)?.extension
        return (
          (extension !== undefined && extensions.includes(extension)) ||
          `Must be a ${accepted} file`
        )
      }),
  })
}
