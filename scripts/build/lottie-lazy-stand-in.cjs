/**
 * A loader for lottie-web's light player (next.config.ts applies it to that one file).
 *
 * As soon as its code runs, lottie-web draws a 1×1 canvas: the stand-in it shows for an image
 * that fails to load. In Chromium the first drawing on a page's canvas sets up a GPU canvas
 * context for the page, synchronously, on the main thread; on a busy or slow phone that is one
 * long task, on the way to the first frame of the animation, for a canvas most animations never
 * use (the site's have no images). This draws the stand-in the first time an image fails instead.
 *
 * The replacement is exact: if lottie-web's code changes shape, the build fails here rather than
 * shipping the player unchanged or broken.
 */
const EAGER_STAND_IN = /var proxyImage = function \(\) \{\n([\s\S]*?)\n {4}\}\(\);/
const USE = 'ob.img = proxyImage;'
const USES = 2

/** @param {string} source */
function lazyStandIn(source) {
  const eager = source.match(EAGER_STAND_IN)
  const uses = source.split(USE).length - 1
  const references = source.split('proxyImage').length - 1
  if (!eager || uses !== USES || references !== USES + 1) {
    throw new Error(
      'lottie-web no longer draws its image stand-in as scripts/build/lottie-lazy-stand-in.cjs ' +
        'expects: check the player’s ImagePreloader and update the loader.',
    )
  }
  return source
    .replace(
      EAGER_STAND_IN,
      'var proxyImageCanvas;\n' +
        '    var proxyImage = function () {\n' +
        '      if (proxyImageCanvas) return proxyImageCanvas;\n' +
        `${eager[1].replace('return canvas;', 'proxyImageCanvas = canvas;\n      return canvas;')}\n` +
        '    };',
    )
    .replaceAll(USE, 'ob.img = proxyImage();')
}

module.exports = function lottieLazyStandIn(source) {
  return lazyStandIn(source)
}
module.exports.lazyStandIn = lazyStandIn
