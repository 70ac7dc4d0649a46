// subset-font and fontverter ship no types (@types/subset-font predates `keepFeatures`).
declare module 'subset-font' {
  interface SubsetFontOptions {
    targetFormat?: 'sfnt' | 'truetype' | 'woff' | 'woff2'
    /** OpenType feature tags to keep; all are kept when absent. */
    keepFeatures?: string[]
    /** Pins an axis (a number) or limits its range. */
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>
  }
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: SubsetFontOptions,
  ): Promise<Buffer>
}

declare module 'fontverter' {
  type Format = 'sfnt' | 'truetype' | 'woff' | 'woff2'
  const fontverter: {
    convert(font: Buffer, toFormat: Format, fromFormat?: Format): Promise<Buffer>
  }
  export default fontverter
}
