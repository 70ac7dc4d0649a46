/** JSON for a script element: only a `<` that could close it or open a comment is escaped. */
export function jsonForScript(data: object): string {
  return JSON.stringify(data).replace(/<(?=[/!])/g, '\\u003c')
}
