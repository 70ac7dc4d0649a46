/**
 * JSON to write inside a script element. A `<` that could close the element or open a comment in
 * it (`</`, `<!`) is escaped; any other `<` stays, so the HTML of a job description costs no more
 * bytes than it must.
 */
export function jsonForScript(data: object): string {
  return JSON.stringify(data).replace(/<(?=[/!])/g, '\\u003c')
}
