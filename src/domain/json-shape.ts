/*
 * Small checks for JSON that anyone may have sent: the endpoints accept a strict shape only, so
 * they need to know a plain object from anything else, and which keys it carries.
 */

/** A plain object (not null, not an array): the only thing a JSON body's fields are read from. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

export const hasOnlyKeys = (value: Record<string, unknown>, keys: readonly string[]) =>
  Object.keys(value).every((key) => keys.includes(key))
