// A Studio's project-level calls, answered for one local editor with every permission.

import { isLoopbackOrigin } from './cors.ts'
import { failure, json, signsInWith } from './answers.ts'

/** The signed-in user: every change the Studio makes is attributed to this identity. */
export const LOCAL_EDITOR = {
  id: 'local-editor',
  name: 'Local Editor',
  email: 'editor@localhost',
  profileImage: null,
  role: 'administrator',
  roles: [{ name: 'administrator', title: 'Administrator' }],
  provider: 'sanity',
}

const FEATURES = ['contentReleases']

/** How many active releases the plan allows, per dataset and organisation, and how many exist. */
const RELEASE_LIMITS = {
  datasetReleaseLimit: 100,
  orgActiveReleaseLimit: null,
  orgMeteredActiveReleaseCount: 0,
}

const EVERY_PERMISSION = ['read', 'create', 'update', 'history', 'editHistory', 'manage']

export interface StudioApiOptions {
  dataset: string
  /** The only token that signs in, when set; any token does otherwise. */
  token?: string
}

export class StudioApi {
  /** The user's settings, e.g. the document list's sort order, by key. */
  private readonly keyValues = new Map<string, unknown>()

  private readonly options: StudioApiOptions

  constructor(options: StudioApiOptions) {
    this.options = options
  }

  handle(request: Request, url: URL, body: string): Response | undefined {
    const path = url.pathname.replace(/^\/v(?:\d{4}-\d{2}-\d{2}|\d+|X)(?=\/)/, '')
    const { dataset } = this.options
    // Any project id: the Studio's own, as it puts it in the host name and the path.
    const projectId = /^\/(?:projects|schedules)\/([^/]+)/.exec(path)?.[1] ?? ''
    const project = `/projects/${projectId}`
    const signedIn = signsInWith(request, this.options.token)

    if (path === '/ping') return new Response('PONG', { headers: { 'content-type': 'text/plain' } })
    if (path === '/check/cors') {
      const allowed = isLoopbackOrigin(request.headers.get('origin'))
      return json({ result: { allowed, withCredentials: allowed } })
    }
    if (path === '/intake/telemetry-status') return json({ status: 'denied' })
    if (path === '/intake/batch') return json({})
    if (path === '/users/me') return signedIn ? json(LOCAL_EDITOR) : json({}, 401)
    if (!signedIn && (path.startsWith('/users/') || path.startsWith('/projects/')))
      return failure(401, 'Session not found')

    if (path === '/users/me/keyvalue' && request.method === 'PUT') {
      const pairs = JSON.parse(body) as { key: string; value: unknown }[]
      for (const { key, value } of pairs) this.keyValues.set(key, value)
      return json(pairs)
    }
    const keys = /^\/users\/me\/keyvalue\/(.+)$/.exec(path)?.[1]
    const stored = (key: string) => ({ key, value: this.keyValues.get(key) ?? null })
    if (keys) return json(decodeURIComponent(keys).split(',').map(stored))
    const userIds = /^\/users\/([^/]+)$/.exec(path)?.[1]
    if (userIds) return json(userIds.split(',').flatMap((id) => user(id)))

    if (path === project) return json(projectOf(projectId))
    if (path === `${project}/datasets`)
      return json([{ name: dataset, aclMode: 'public', createdAt: EPOCH, createdByUserId: '' }])
    if (path === `${project}/datasets/${dataset}/acl`)
      return json([{ filter: '_id in path("**")', permissions: EVERY_PERMISSION }])
    if (path === `${project}/grants`) return json({})
    if (path === `${project}/user-applications`) return json([])
    // A plan with content releases and room for more.
    if (path === `${project}/features` || path === '/features') return json(FEATURES)
    if (path === `${project}/new-content-release-allowed`) return json({ data: RELEASE_LIMITS })
    if (path === `/schedules/${projectId}/${dataset}`) return json({ schedules: [] })
    if (path.startsWith('/journey/') || path === '/help') return json({})
    return undefined
  }
}

function user(id: string) {
  if (id !== 'me' && id !== LOCAL_EDITOR.id) return []
  const { id: userId, name, profileImage } = LOCAL_EDITOR
  return [{ id: userId, displayName: name, imageUrl: profileImage }]
}

function projectOf(projectId: string) {
  const { id, role, roles } = LOCAL_EDITOR
  return {
    id: projectId,
    displayName: `${projectId} (local emulator)`,
    studioHost: null,
    isBlocked: false,
    isDisabled: false,
    isDisabledByUser: false,
    metadata: {},
    organizationId: null,
    createdAt: EPOCH,
    members: [{ id, role, roles, isRobot: false, isCurrentUser: true }],
    features: FEATURES,
  }
}

const EPOCH = '2026-01-01T00:00:00.000Z'
