/** A mouse or trackpad: it may turn a wheel and rests over a link; a finger does neither. */
const HOVERING_POINTER = '(hover: hover) and (pointer: fine)'

export function hasHoveringPointer(): boolean {
  return window.matchMedia(HOVERING_POINTER).matches
}

/** Calls `listener` when the main pointer changes kind (a keyboard and trackpad docked to a tablet). */
export function onPointerKindChange(listener: () => void): () => void {
  const query = window.matchMedia(HOVERING_POINTER)
  query.addEventListener('change', listener)
  return () => query.removeEventListener('change', listener)
}
