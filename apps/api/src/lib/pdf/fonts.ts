import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { inflateSync } from 'node:zlib'
import * as fontkit from 'fontkit'

/** A font for PDF documents: its OpenType bytes, and which characters it has glyphs for. */
export type PdfFace = { name: string; data: Buffer; has: (codePoint: number) => boolean }

const require = createRequire(import.meta.url)

/**
 * A WOFF file's OpenType font (WOFF is OpenType with each table zlib-compressed). fontkit reads
 * WOFF itself, but inflates a table in JavaScript on every read of it (the glyphs' table for
 * each glyph shaped): unpacked once here with Node's zlib, a statement is made several times
 * faster.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF file')
  const flavor = woff.readUInt32BE(4)
  const count = woff.readUInt16BE(12)
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20
    const offset = woff.readUInt32BE(at + 4)
    const compressed = woff.readUInt32BE(at + 8)
    const length = woff.readUInt32BE(at + 12)
    const raw = woff.subarray(offset, offset + compressed)
    return {
      tag: woff.subarray(at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: compressed < length ? inflateSync(raw) : raw,
    }
  })
  const power = 2 ** Math.floor(Math.log2(count))
  const header = Buffer.alloc(12 + 16 * count)
  header.writeUInt32BE(flavor, 0)
  header.writeUInt16BE(count, 4)
  header.writeUInt16BE(power * 16, 6)
  header.writeUInt16BE(Math.log2(power), 8)
  header.writeUInt16BE(count * 16 - power * 16, 10)
  const parts: Buffer[] = [header]
  let offset = header.length
  tables.forEach((table, i) => {
    const record = 12 + 16 * i
    table.tag.copy(header, record)
    header.writeUInt32BE(table.checksum, record + 4)
    header.writeUInt32BE(offset, record + 8)
    header.writeUInt32BE(table.data.length, record + 12)
    // Tables start on four-byte boundaries.
    const padded = Buffer.alloc((table.data.length + 3) & ~3)
    table.data.copy(padded)
    parts.push(padded)
    offset += padded.length
  })
  return Buffer.concat(parts)
}

/**
 * Vazirmatn, the site's own font (`@fontsource/vazirmatn`; the web app bundles its variable cut). It
 * comes in subsets: the Arabic-script letters and Persian digits in one file, Latin letters,
 * digits and punctuation in another; a line takes each character from the first that has it.
 */
function vazirmatn(subset: 'arabic' | 'latin', weight: 400 | 700): PdfFace {
  const file = require.resolve(
    `@fontsource/vazirmatn/files/vazirmatn-${subset}-${weight}-normal.woff`,
  )
  const data = woffToSfnt(readFileSync(file))
  const font = fontkit.create(data)
  return {
    name: `vazirmatn-${subset}-${weight}`,
    data,
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
    for (const face of [set.arabic, set.latin]) doc.registerFont(face.name, face.data)
  return all
}
