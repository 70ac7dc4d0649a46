/** The media type of an asset file by its extension, as Sanity records and serves it. */
const MEDIA_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  json: 'application/json',
  mp4: 'video/mp4',
  webm: 'video/webm',
  pdf: 'application/pdf',
  vtt: 'text/vtt',
}

export function mediaTypeOf(extension: string): string {
  return MEDIA_TYPES[extension] ?? 'application/octet-stream'
}
