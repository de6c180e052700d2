/** The part of fontkit (PDFKit's font engine, which ships no types) that we use. */
declare module 'fontkit' {
  export type Font = { hasGlyphForCodePoint(codePoint: number): boolean }
  export function create(data: Buffer): Font
}
