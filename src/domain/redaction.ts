/** Strips stack frames and server paths from an error message; URLs stay readable. */
export function redactServerDetails(message: string): string {
  return message
    .split('\n')
    .filter((line) => !STACK_FRAME.test(line))
    .join('\n')
    .replace(FILE_URL, REDACTED_PATH)
    .replace(WINDOWS_PATH, REDACTED_PATH)
    .replace(POSIX_PATH, REDACTED_PATH)
    .trim()
}

export const REDACTED_PATH = '[path]'

const STACK_FRAME = /^\s*at\s+\S/
const FILE_URL = /file:\/\/\S+/g
const WINDOWS_PATH = /\b[A-Za-z]:\\[^\s'"]+/g
// Two or more segments, starting where no host, scheme or word character precedes the slash.
const POSIX_PATH = /(?<![\w:/.\]-])\/(?:[\w.@-]+\/)+[\w.@-]*/g
