/**
 * Brand values come from the tokens (src/ui/styles/tokens.css): outside that file, a colour or a
 * font weight is written as one of its custom properties, never as a raw value.
 */
/** @type {import('stylelint').Config} */
const config = {
  rules: {
    'color-no-hex': true,
    'color-named': 'never',
    'function-disallowed-list': [
      'rgb',
      'rgba',
      'hsl',
      'hsla',
      'hwb',
      'lab',
      'lch',
      'oklab',
      'oklch',
      'color',
    ],
    // The `font` shorthand would carry a weight of its own: it may only inherit.
    'declaration-property-value-allowed-list': {
      'font-weight': ['/^var\\(--weight-[a-z-]+\\)$/'],
      font: ['inherit'],
    },
  },
  overrides: [
    {
      files: ['src/ui/styles/tokens.css'],
      rules: {
        'color-no-hex': null,
        'function-disallowed-list': null,
      },
    },
  ],
}

export default config
