/**
 * What must never reach a visitor: a stack frame ("at fn (/srv/app/x.js:12:5)") or a path on
 * the server. Shaped so that ordinary words and data ("at any time", "a:1:2") do not count.
 */
export const STACK_FRAME =
  /\bat (?:[\w$.<>[\] ]+ \()?(?:file:\/\/|\/|[A-Za-z]:\\)[^\s():]+:\d+:\d+\)?/

export const SERVER_PATH = /node_modules\/|\/work\/|\/home\/|\.next\/server|\/srv\//

/** Whether a body gives away the server's insides. */
export const leaksServerDetails = (body: string) => STACK_FRAME.test(body) || SERVER_PATH.test(body)
