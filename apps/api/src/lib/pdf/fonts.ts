import { createRequire } from 'node:module'
import * as fontkit from 'fontkit'

/** A font registered with a PDF document, and which characters it has glyphs for. */
export type PdfFace = { name: string; file: string; has: (codePoint: number) => boolean }

const require = createRequire(import.meta.url)

/**
 * Vazirmatn, the site's own font (`@fontsource/vazirmatn`, which the web app bundles too). It
 * comes in subsets: the Arabic-script letters and Persian digits in one file, Latin letters,
 * digits and punctuation in another; a line takes each character from the first that has it.
 */
function vazirmatn(subset: 'arabic' | 'latin', weight: 400 | 700): PdfFace {
  const file = require.resolve(
    `@fontsource/vazirmatn/files/vazirmatn-${subset}-${weight}-normal.woff`,
  )
  const font = fontkit.openSync(file)
  return {
    name: `vazirmatn-${subset}-${weight}`,
    file,
    has: (codePoint) => font.hasGlyphForCodePoint(codePoint),
  }
}

/** One weight of a font: its Arabic-script file and its Latin one. */
export type FaceSet = { arabic: PdfFace; latin: PdfFace }
export type PdfFaces = { regular: FaceSet; bold: FaceSet }

let faces: PdfFaces | null = null

/** The fonts of the PDFs we make, read once per process. */
export function pdfFaces(): PdfFaces {
  faces ??= {
    regular: { arabic: vazirmatn('arabic', 400), latin: vazirmatn('latin', 400) },
    bold: { arabic: vazirmatn('arabic', 700), latin: vazirmatn('latin', 700) },
  }
  return faces
}

/** Registers the fonts with a document. */
export function registerFaces(doc: PDFKit.PDFDocument): PdfFaces {
  const all = pdfFaces()
  for (const set of [all.regular, all.bold])
    for (const face of [set.arabic, set.latin]) doc.registerFont(face.name, face.file)
  return all
}
