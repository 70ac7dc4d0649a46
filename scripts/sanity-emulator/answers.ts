/** The answers every part of the emulator gives, in Sanity's shapes. */
import { STATUS_CODES } from 'node:http'

/** The error a dropped connection turns into; the HTTP server destroys the socket. */
export class DroppedConnection extends Error {}

export const json = (body: unknown, status = 200) => Response.json(body, { status })

/** Whether the request signs in with the token; every request does when there is none. */
export const signsInWith = (request: Request, token: string | undefined) =>
  token === undefined || request.headers.get('authorization') === `Bearer ${token}`

/** `{ error, message }`: how the API answers a request it cannot route, authorise or serve. */
export const failure = (status: number, message: string) =>
  json({ error: STATUS_CODES[status], message }, status)
