import {
  AdditiveBlending,
  BufferGeometry,
  CanvasTexture,
  Float32BufferAttribute,
  Group,
  Mesh,
  MeshBasicMaterial,
  PerspectiveCamera,
  Points,
  PointsMaterial,
  Scene,
  SphereGeometry,
  Sprite,
  SpriteMaterial,
  TorusGeometry,
  WebGLRenderer,
} from 'three'
import { colour } from '@/ui/theme/tokens'

// The orbits: a core in a halo, three tilted rings with satellites, faint stars. Drag to spin.

export interface SceneHandle {
  /** Compiles the shaders before the first frame (in parallel where the browser can). */
  prepare(): Promise<void>
  render(timeMs: number): void
  /** `shift` moves the scene sideways, as a fraction of half the frame's width (0 = centred). */
  resize(width: number, height: number, shift?: number): void
  dispose(): void
}

const { accent, violet, coral, teal } = colour

/** Never render more pixels than this many per CSS pixel: sharp enough, and kind to batteries. */
const MAX_PIXEL_RATIO = 1.5

/** A soft light in a colour (a #rrggbb token), fading out from its centre. */
function glow(hex: string, scale: number): Sprite {
  const size = 128
  const canvas = document.createElement('canvas')
  canvas.width = canvas.height = size
  const context = canvas.getContext('2d')!
  const gradient = context.createRadialGradient(size / 2, size / 2, 0, size / 2, size / 2, size / 2)
  gradient.addColorStop(0, `${hex}ff`)
  gradient.addColorStop(0.25, `${hex}88`)
  gradient.addColorStop(1, `${hex}00`)
  context.fillStyle = gradient
  context.fillRect(0, 0, size, size)
  const map = new CanvasTexture(canvas)
  const sprite = new Sprite(
    new SpriteMaterial({ map, blending: AdditiveBlending, depthWrite: false, transparent: true }),
  )
  sprite.scale.setScalar(scale)
  return sprite
}

function stars(count: number): Points {
  const positions: number[] = []
  // A fixed pattern (no Math.random): the scene looks the same on every visit.
  for (let index = 0; index < count; index++) {
    const angle = index * 2.399963
    const radius = 6 + ((index * 7919) % 97) / 12
    const height = (((index * 104729) % 200) / 100 - 1) * 4
    positions.push(Math.cos(angle) * radius, height, Math.sin(angle) * radius - 4)
  }
  const geometry = new BufferGeometry()
  geometry.setAttribute('position', new Float32BufferAttribute(positions, 3))
  return new Points(
    geometry,
    new PointsMaterial({
      color: colour.text,
      size: 0.03,
      transparent: true,
      opacity: 0.6,
      depthWrite: false,
    }),
  )
}

/** The scene on `canvas`, drawn through `context`, the canvas's own (webgl-context.ts). */
export function createOrbitsScene(
  canvas: HTMLCanvasElement,
  context: WebGL2RenderingContext,
): SceneHandle {
  const renderer = new WebGLRenderer({ canvas, context })
  renderer.setPixelRatio(Math.min(window.devicePixelRatio || 1, MAX_PIXEL_RATIO))

  const scene = new Scene()
  const camera = new PerspectiveCamera(40, 16 / 9, 0.1, 100)
  camera.position.set(0, 0.8, 13)
  camera.lookAt(0, 0, 0)

  const system = new Group()
  scene.add(system)

  const core = new Mesh(new SphereGeometry(0.6, 48, 48), new MeshBasicMaterial({ color: accent }))
  const halo = glow(accent, 4.2)
  system.add(core, halo)

  const orbits = [
    { radius: 2.2, tilt: [1.2, 0.3], path: accent, moon: violet, speed: 0.45 },
    { radius: 3.0, tilt: [1.45, -0.5], path: violet, moon: coral, speed: -0.3 },
    { radius: 3.8, tilt: [1.05, 0.9], path: violet, moon: teal, speed: 0.2 },
  ].map(({ radius, tilt, path, moon, speed }) => {
    const ring = new Group()
    ring.rotation.set(tilt[0]!, tilt[1]!, 0)
    const line = { color: path, transparent: true, opacity: 0.8, blending: AdditiveBlending }
    ring.add(new Mesh(new TorusGeometry(radius, 0.012, 8, 180), new MeshBasicMaterial(line)))
    const body = new Mesh(new SphereGeometry(0.13, 24, 24), new MeshBasicMaterial({ color: moon }))
    const shine = glow(moon, 0.9)
    const carrier = new Group()
    carrier.add(body, shine)
    body.position.x = shine.position.x = radius
    ring.add(carrier)
    system.add(ring)
    return { carrier, speed }
  })

  const field = stars(420)
  scene.add(field)

  // Dragging adds spin, which decays back to the scene's own pace.
  let spin = 0
  /** Where the pointer was, while it drags. */
  let lastX: number | undefined
  const onPointerDown = (event: PointerEvent) => {
    lastX = event.clientX
    canvas.setPointerCapture(event.pointerId)
  }
  const onPointerMove = (event: PointerEvent) => {
    if (lastX === undefined) return
    spin += (event.clientX - lastX) * 0.002
    lastX = event.clientX
  }
  const onPointerUp = () => (lastX = undefined)
  const listening = new AbortController()
  canvas.addEventListener('pointerdown', onPointerDown, listening)
  canvas.addEventListener('pointermove', onPointerMove, listening)
  canvas.addEventListener('pointerup', onPointerUp, listening)
  canvas.addEventListener('pointercancel', onPointerUp, listening)

  let previous: number | undefined
  let angle = 0
  // The scene's own clock, in ms: it stands still while frames stop (a pause, the block off
  // screen), so the scene goes on from where it stopped rather than jumping ahead.
  let clock = 0

  return {
    async prepare() {
      await renderer.compileAsync(scene, camera)
    },
    render(timeMs) {
      const delta = previous === undefined ? 0 : Math.min((timeMs - previous) / 1000, 0.1)
      previous = timeMs
      clock += delta * 1000
      spin *= Math.pow(0.2, delta)
      angle += delta * (0.15 + spin * 4)
      system.rotation.y = angle
      system.rotation.x = Math.sin(clock / 4000) * 0.08
      for (const { carrier, speed } of orbits) carrier.rotation.z += delta * speed * 1.4
      halo.scale.setScalar(4.2 + Math.sin(clock / 700) * 0.15)
      field.rotation.y = angle * 0.1
      renderer.render(scene, camera)
    },
    resize(width, height, shift = 0) {
      renderer.setSize(width, height, false)
      camera.aspect = width / Math.max(height, 1)
      camera.updateProjectionMatrix()
      // Where words lie over the scene, the orbits move aside, clear of them.
      const halfWidth = Math.tan((camera.fov * Math.PI) / 360) * camera.position.z * camera.aspect
      system.position.x = halfWidth * shift
      // Resizing clears the canvas: once the scene has drawn, draw it again as it stands, so a
      // paused scene keeps its picture (before that, its shaders are still compiling).
      if (previous !== undefined) renderer.render(scene, camera)
    },
    dispose() {
      listening.abort()
      // Every material here is one of a kind, and only the glows' have a texture.
      scene.traverse((object) => {
        const { geometry, material } = object as Partial<Mesh<BufferGeometry, MeshBasicMaterial>>
        geometry?.dispose()
        material?.map?.dispose()
        material?.dispose()
      })
      renderer.dispose()
      // Give the context back now rather than when garbage is collected: browsers cap them.
      renderer.forceContextLoss()
    },
  }
}
