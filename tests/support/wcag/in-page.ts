/*
 * WCAG 2.2 checks that axe cannot make, measured in the page as a visitor's browser lays it out.
 * `installWcagProbes` is serialised into the page (page.evaluate), so it must stay
 * self-contained: every helper lives inside it. Each probe returns findings as sentences that
 * name the element, so a failing test says what to look at; an empty list is a pass.
 */

export interface WcagProbes {
  /** 2.4.11: the focused element is out of view, or covered at every point by something else. */
  focusObscured(): string[]
  /** 2.4.7: the focused element has no indicator (outline or shadow) that stands out 3:1. */
  focusIndicatorMissing(): string[]
  /** 2.5.8: targets under 24×24 CSS px, outside the inline and spacing exceptions. */
  smallTargets(): string[]
  /** 1.4.10: the page scrolls sideways. */
  sidewaysScrolling(): string[]
  /** 1.4.10, 1.4.12, 1.4.4: text cut off by a box, or spilling out of its own. */
  textCutOff(): string[]
  /** 1.4.12: the text spacing a reader may set (line 1.5, letters 0.12, words 0.16, paragraphs 2 em). */
  applyTextSpacing(): void
  /** Notes the size of every piece of text, to compare after the reader changes the text size. */
  rememberTextSizes(): void
  /** 1.4.4: text that did not grow at least `least` times with the reader's size (fixed in px). */
  textNotResized(least: number): string[]
  /** An identity for the focused element that stays the same between calls; null for none. */
  focusKey(): number | null
}

declare global {
  interface Window {
    wcagProbes?: WcagProbes
  }
}

export function installWcagProbes(): void {
  if (window.wcagProbes) return

  const describe = (element: Element): string => {
    const tag = element.tagName.toLowerCase()
    const name = (
      element.getAttribute('aria-label') ??
      (element as HTMLElement).innerText ??
      element.textContent ??
      ''
    )
      .replace(/\s+/g, ' ')
      .slice(0, 40)
      .trim()
    const href = element.getAttribute('href')
    return `<${tag}${href ? ` href="${href}"` : ''}>${name ? ` "${name}"` : ''}`
  }

  const viewport = () => ({
    left: 0,
    top: 0,
    right: document.documentElement.clientWidth,
    bottom: document.documentElement.clientHeight,
  })

  type Box = { left: number; top: number; right: number; bottom: number }
  const intersect = (a: Box, b: Box): Box => ({
    left: Math.max(a.left, b.left),
    top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right),
    bottom: Math.min(a.bottom, b.bottom),
  })
  const empty = (box: Box) => box.right - box.left < 1 || box.bottom - box.top < 1

  const clips = (element: Element, axis: 'x' | 'y') => {
    const style = getComputedStyle(element)
    const overflow = axis === 'x' ? style.overflowX : style.overflowY
    return overflow !== 'visible'
  }

  /** The part of an element that its scrolling and clipping ancestors and the window show. */
  const shownPart = (element: Element): Box => {
    let box: Box = intersect(element.getBoundingClientRect(), viewport())
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      if (parent === document.body || parent === document.documentElement) break
      const rect = parent.getBoundingClientRect()
      if (clips(parent, 'x'))
        box = {
          ...box,
          left: Math.max(box.left, rect.left),
          right: Math.min(box.right, rect.right),
        }
      if (clips(parent, 'y'))
        box = {
          ...box,
          top: Math.max(box.top, rect.top),
          bottom: Math.min(box.bottom, rect.bottom),
        }
    }
    return box
  }

  const invisible = (element: Element) => {
    const style = getComputedStyle(element)
    return style.visibility === 'hidden' || Number(style.opacity) === 0
  }

  /** What covers `element` at a point, if anything: the topmost thing painted over it. */
  const coverAt = (element: Element, x: number, y: number): Element | undefined => {
    const stack = document.elementsFromPoint(x, y)
    const own = stack.findIndex((node) => node === element || element.contains(node))
    const above = own === -1 ? stack : stack.slice(0, own)
    return above.find((node) => !node.contains(element) && !invisible(node))
  }

  /** What covers is named by its fixed or sticky container (the header, a panel), if any. */
  const overlay = (element: Element): Element => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      if (/fixed|sticky/.test(getComputedStyle(node).position)) return node
    }
    return element
  }

  const focusedElement = (): Element | undefined => {
    const active = document.activeElement
    return active && active !== document.body && active !== document.documentElement
      ? active
      : undefined
  }

  const parseColour = (value: string): [number, number, number, number] | undefined => {
    const match = value.match(/rgba?\(([^)]+)\)/)
    if (!match?.[1]) return undefined
    const [r = 0, g = 0, b = 0, a = 1] = match[1]
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number)
    return [r, g, b, a]
  }
  const luminance = ([r, g, b]: number[]) => {
    const linear = (channel = 0) => {
      const c = channel / 255
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    }
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
  }
  const contrast = (a: number[], b: number[]) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
    return (light! + 0.05) / (dark! + 0.05)
  }
  /** The colour behind an element: the nearest opaque-enough background around it. */
  const backgroundBehind = (element: Element): number[] => {
    for (let node: Element | null = element.parentElement; node; node = node.parentElement) {
      const colour = parseColour(getComputedStyle(node).backgroundColor)
      if (colour && colour[3] >= 0.5) return colour
    }
    return [255, 255, 255, 1]
  }

  const TARGETS = [
    'a[href]',
    'button',
    'input:not([type="hidden"])',
    'select',
    'textarea',
    'summary',
    '[role="button"]',
    '[role="link"]',
    '[tabindex]:not([tabindex="-1"])',
  ].join(',')

  /** Inside a sentence: an inline link among other words in the same block. */
  const inline = (element: Element) => {
    if (getComputedStyle(element).display !== 'inline') return false
    let block = element.parentElement
    while (block && getComputedStyle(block).display === 'inline') block = block.parentElement
    const words = (block?.textContent ?? '').replace(/\s+/g, '')
    return words.length > (element.textContent ?? '').replace(/\s+/g, '').length
  }

  /** A text node's lines, each as a box. */
  const lines = (text: Text): DOMRect[] => {
    const range = document.createRange()
    range.selectNodeContents(text)
    return [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0)
  }

  /** Screen-reader-only text is cut to one pixel on purpose. */
  const meantToBeHidden = (element: Element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const rect = node.getBoundingClientRect()
      if (clips(node, 'x') && rect.width <= 1 && rect.height <= 1) return true
      if (node.getAttribute('aria-hidden') === 'true' && invisible(node)) return true
    }
    return false
  }

  /** Text that moves through its box (a marquee) is seen whole as it passes. */
  const moving = (element: Element, until: Element) => {
    for (let node: Element | null = element; node && node !== until; node = node.parentElement) {
      if (node.getAnimations().some((animation) => animation.playState === 'running')) return true
    }
    return false
  }

  const sizes = new Map<Element, number>()
  const stops = new Map<Element, number>()

  const probes: WcagProbes = {
    focusKey() {
      const element = focusedElement()
      if (!element) return null
      if (!stops.has(element)) stops.set(element, stops.size + 1)
      return stops.get(element)!
    },

    focusObscured() {
      const element = focusedElement()
      if (!element) return []
      const shown = shownPart(element)
      if (empty(shown)) return [`${describe(element)} has focus out of view`]
      let cover: Element | undefined
      // A 5×5 grid over the part in view: one uncovered point is enough (the criterion is
      // "not entirely hidden").
      for (let i = 0; i < 5; i++) {
        for (let j = 0; j < 5; j++) {
          const x = shown.left + 0.5 + ((shown.right - shown.left - 1) * i) / 4
          const y = shown.top + 0.5 + ((shown.bottom - shown.top - 1) * j) / 4
          const over = coverAt(element, x, y)
          if (!over) return []
          cover ??= overlay(over)
        }
      }
      return [`${describe(element)} has focus but is hidden by ${describe(cover!)}`]
    },

    focusIndicatorMissing() {
      const element = focusedElement()
      if (!element) return []
      const style = getComputedStyle(element)
      const behind = backgroundBehind(element)
      const outline = parseColour(style.outlineColor)
      const hasOutline =
        style.outlineStyle !== 'none' &&
        parseFloat(style.outlineWidth) >= 1 &&
        outline !== undefined &&
        outline[3] > 0
      if (hasOutline && contrast(outline, behind) >= 3) return []
      const shadow = parseColour(style.boxShadow)
      if (style.boxShadow !== 'none' && shadow && contrast(shadow, behind) >= 3) return []
      return [
        hasOutline
          ? `${describe(element)}'s focus outline (${style.outlineColor}) does not stand out from rgb(${behind.slice(0, 3).join(', ')})`
          : `${describe(element)} shows no focus indicator`,
      ]
    },

    smallTargets() {
      const targets = [...document.querySelectorAll(TARGETS)]
        .filter((element) => !element.closest('[inert]'))
        .map((element) => ({ element, rect: element.getBoundingClientRect() }))
        .filter(({ element, rect }) => {
          const style = getComputedStyle(element)
          return (
            rect.width > 1 &&
            rect.height > 1 &&
            style.visibility !== 'hidden' &&
            style.pointerEvents !== 'none'
          )
        })
      const small = (rect: DOMRect) => rect.width < 23.5 || rect.height < 23.5
      const centre = (rect: DOMRect) => [rect.left + rect.width / 2, rect.top + rect.height / 2]
      const circleMeetsBox = ([x, y]: number[], rect: DOMRect) => {
        const dx = Math.max(rect.left - x!, 0, x! - rect.right)
        const dy = Math.max(rect.top - y!, 0, y! - rect.bottom)
        return dx * dx + dy * dy < 12 * 12
      }
      const findings: string[] = []
      for (const target of targets) {
        if (!small(target.rect) || inline(target.element)) continue
        const here = centre(target.rect)
        const crowd = targets.find((other) => {
          if (other === target) return false
          if (other.element.contains(target.element) || target.element.contains(other.element))
            return false
          if (circleMeetsBox(here, other.rect)) return true
          if (!small(other.rect) || inline(other.element)) return false
          const [x, y] = centre(other.rect)
          return Math.hypot(x! - here[0]!, y! - here[1]!) < 24
        })
        if (crowd) {
          const { width, height } = target.rect
          findings.push(
            `${describe(target.element)} is ${Math.round(width)}×${Math.round(height)} px and too close to ${describe(crowd.element)}`,
          )
        }
      }
      return findings
    },

    sidewaysScrolling() {
      const { scrollWidth, clientWidth } = document.documentElement
      return scrollWidth > clientWidth + 1
        ? [`the page scrolls sideways: ${scrollWidth} px of content in ${clientWidth} px`]
        : []
    },

    textCutOff() {
      const findings: string[] = []
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node as Text
        const owner = text.parentElement
        if (!owner || !text.data.trim() || meantToBeHidden(owner)) continue
        if (owner.closest('script, style, noscript, template')) continue
        const boxes = lines(text)
        if (boxes.length === 0) continue
        let problem: string | undefined
        for (
          let parent: Element | null = owner;
          parent && !problem;
          parent = parent.parentElement
        ) {
          if (parent === document.documentElement) break
          const rect = parent.getBoundingClientRect()
          const clipX = clips(parent, 'x') && parent !== document.body
          const clipY = clips(parent, 'y') && parent !== document.body
          if (!clipX && !clipY) continue
          // A scroll container shows the rest when scrolled; only a clip loses it.
          const style = getComputedStyle(parent)
          const scrolls = /auto|scroll/.test(style.overflowX + style.overflowY)
          if (scrolls) continue
          const outside = boxes.some(
            (line) =>
              (clipX && (line.left < rect.left - 1 || line.right > rect.right + 1)) ||
              (clipY && (line.top < rect.top - 1 || line.bottom > rect.bottom + 1)),
          )
          if (outside && !moving(owner, parent)) problem = `is cut off by ${describe(parent)}`
        }
        if (!problem) {
          const { clientWidth } = document.documentElement
          if (boxes.some((line) => line.right > clientWidth + 1) && !moving(owner, document.body))
            problem = 'runs past the right edge of the window'
        }
        if (problem)
          findings.push(`"${text.data.replace(/\s+/g, ' ').slice(0, 40).trim()}" ${problem}`)
      }
      return [...new Set(findings)]
    },

    applyTextSpacing() {
      const sheet = new CSSStyleSheet()
      sheet.replaceSync(`
        * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
        p { margin-bottom: 2em !important; }
      `)
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
    },

    rememberTextSizes() {
      sizes.clear()
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const owner = node.parentElement
        if (!owner || !(node as Text).data.trim() || sizes.has(owner)) continue
        if (owner.closest('script, style, noscript, template') || meantToBeHidden(owner)) continue
        sizes.set(owner, parseFloat(getComputedStyle(owner).fontSize))
      }
    },

    textNotResized(least) {
      const findings: string[] = []
      for (const [element, size] of sizes) {
        if (!element.isConnected) continue
        const now = parseFloat(getComputedStyle(element).fontSize)
        if (now < size * least)
          findings.push(
            `${describe(element)} stays at ${Math.round(now)} px (was ${Math.round(size)} px)`,
          )
      }
      return findings
    },
  }
  window.wcagProbes = probes
}
