import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
// Relative, with its extension: next.config.ts loads this file (see ./config.ts).
import { ConfigurationError } from '../domain/errors.ts'

/*
 * The deployment id: the name of a release of the site, the same for every instance built from
 * the same source and different for any other. Next.js writes it into every page (the `<html>`
 * element's data-dpl-id) and every address of a build file (`?dpl=`), and a page's router sends
 * it with each request for a page's data. When the answer comes from a server of another release
 * (a rolling deploy, with instances of both behind one address), the router loads the new page
 * in full instead of mixing the two releases' code: one page load, no error page. Without a
 * shared id, two instances built apart from the same source would each have a random build id
 * and every visitor crossing from one to the other would get full page loads.
 *
 * It is a hash of what the build reads (the files below, and Next.js's output salt), so anyone
 * who builds the same source gets the same id, with nothing to set. NEXT_DEPLOYMENT_ID (Next.js's
 * own variable) names a release explicitly instead, such as a CI pipeline's release number.
 * docs/rolling-deploys.md has what an operator must keep the same across instances.
 */

/** What the build reads, relative to the project: the code, its settings and locked packages. */
export const BUILD_INPUTS = [
  'package.json',
  'package-lock.json',
  'next.config.ts',
  'tsconfig.json',
  'serwist.config.js',
  'src',
  'public',
  'scripts/artifact',
  'scripts/draft-mode',
] as const

/**
 * What the build itself writes among its inputs (the service worker, the editors' draft-mode
 * tools), and what an editor or a file browser leaves there: a build must not change the id of
 * the next one. Content (fixtures/, or Sanity's) is not an input: it changes between releases
 * without one, as a publish does.
 */
export const NOT_INPUTS = ['public/sw.js', 'public/sw.js.map', 'public/draft-mode'] as const
const NOT_INPUT_NAMES = new Set(['.DS_Store', 'Thumbs.db'])

/**
 * What NEXT_DEPLOYMENT_ID may hold: what Next.js accepts (it goes into HTML attributes, addresses
 * and HTTP headers as it is), short enough to name the release in health checks, logs and
 * failure reports.
 */
export const DEPLOYMENT_ID = /^[\w-]{1,64}$/
export const DEPLOYMENT_ID_RULE = 'must be 1 to 64 letters, digits, "_" or "-"'

/**
 * Digits and consonants: an id never spells a word, so no ad blocker's filter matches a build
 * file's address by chance (Next.js keeps "ad" out of its own random build ids for this reason).
 */
const ALPHABET = '0123456789bcfghjkmnpqrstvwxz'
/** 28^16 ≈ 2^77 names: two releases never share one, and every address stays short. */
const LENGTH = 16
/** Changes when the way the id is made changes, so an old and a new way never meet on one id. */
const SCHEME = 'alts-deployment-id-1'

export interface BuildInput {
  /** Relative to the project, with forward slashes. */
  path: string
  bytes: Uint8Array
}

/**
 * The release's id: NEXT_DEPLOYMENT_ID when it is set, otherwise the hash of the build's inputs
 * in `root` (with NEXT_HASH_SALT, which changes the names of the build's files).
 */
export function deploymentIdOf(
  root: string,
  env: Record<string, string | undefined> = process.env,
): string {
  const named = env.NEXT_DEPLOYMENT_ID
  if (named !== undefined && named !== '') {
    if (!DEPLOYMENT_ID.test(named))
      throw new ConfigurationError([{ setting: 'NEXT_DEPLOYMENT_ID', rule: DEPLOYMENT_ID_RULE }])
    return named
  }
  return hashOfInputs(readBuildInputs(root), env.NEXT_HASH_SALT ?? '')
}

/** The id of a set of inputs: their paths and bytes, in any order, and the output salt. */
export function hashOfInputs(inputs: Iterable<BuildInput>, salt = ''): string {
  const hash = createHash('sha256').update(`${SCHEME}\0${salt.length}\0${salt}\0`)
  for (const input of [...inputs].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)))
    hash.update(`${input.path}\0${input.bytes.length}\0`).update(input.bytes)
  let value = BigInt(`0x${hash.digest('hex')}`)
  let id = ''
  for (let i = 0; i < LENGTH; i++) {
    id += ALPHABET[Number(value % BigInt(ALPHABET.length))]
    value /= BigInt(ALPHABET.length)
  }
  return id
}

/** Every file of BUILD_INPUTS under `root` that exists, leaving out NOT_INPUTS. */
export function readBuildInputs(root: string): BuildInput[] {
  const inputs: BuildInput[] = []
  const visit = (relative: string) => {
    if (NOT_INPUTS.some((out) => relative === out || relative.startsWith(`${out}/`))) return
    if (NOT_INPUT_NAMES.has(path.posix.basename(relative))) return
    const absolute = path.join(root, relative)
    const stats = statSync(absolute, { throwIfNoEntry: false })
    if (stats?.isDirectory())
      for (const name of readdirSync(absolute)) visit(path.posix.join(relative, name))
    else if (stats?.isFile()) inputs.push({ path: relative, bytes: readFileSync(absolute) })
  }
  for (const input of BUILD_INPUTS) visit(input)
  return inputs
}
