// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'

const require = createRequire(import.meta.url)
const { lazyStandIn } = require('../../../scripts/build/lottie-lazy-stand-in.cjs') as {
  lazyStandIn: (source: string) => string
}

const ROOT = path.resolve(import.meta.dirname, '../../..')
const PLAYER = readFileSync(
  path.join(ROOT, 'node_modules/lottie-web/build/player/lottie_light.js'),
  'utf8',
)

/** Runs the player's code as its UMD wrapper would in a bundle, counting canvas contexts made. */
function loadPlayer(source: string) {
  const getContext = vi.fn(() => ({ fillRect: () => undefined, fillStyle: '' }))
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(getContext as never)
  const umd = { exports: {} as { loadAnimation?: unknown } }
  new Function('module', 'exports', source)(umd, umd.exports)
  return { player: umd.exports, canvasContexts: () => getContext.mock.calls.length }
}

describe('lottie-web’s image stand-in, drawn only when an image fails', () => {
  afterEach(() => vi.restoreAllMocks())

  it('as published, the player draws on a canvas as soon as its code runs', () => {
    expect(loadPlayer(PLAYER).canvasContexts()).toBe(1)
  })

  it('after the loader, it does not, and it is still the player', () => {
    const { player, canvasContexts } = loadPlayer(lazyStandIn(PLAYER))
    expect(canvasContexts()).toBe(0)
    expect(typeof player.loadAnimation).toBe('function')
  })

  it('fails the build when the player’s code no longer has the expected shape', () => {
    expect(() => lazyStandIn(PLAYER.replace('var proxyImage = function', 'var other ='))).toThrow(
      /lottie-web no longer draws its image stand-in/,
    )
  })
})
