import bidiFactory from 'bidi-js'
import type { FaceSet, PdfFace, PdfFaces } from './fonts.ts'

/**
 * Persian (and any mixed right-to-left) text on a PDFKit page. PDFKit shapes with fontkit, which
 * joins Arabic letters, but it has no bidirectional algorithm: it reverses every run written in
 * the Arabic script (digits and the Persian thousands separator too) and lays words out left to
 * right (foliojs/pdfkit#219). So each line is split here into runs by the Unicode Bidirectional
 * Algorithm (bidi-js) and by the font that has the glyphs (Vazirmatn ships its Arabic and Latin
 * letters as separate files), the runs are put in visual order (rule L2), each run is given to
 * PDFKit in the order fontkit will turn into the right one, and drawn side by side.
 */

const bidi = bidiFactory()

/** fontkit lays these scripts out right to left (it reverses their glyphs). */
const FONTKIT_RTL = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}]/u
/** Drawn from the Arabic-script file: its letters and digits, and the joiners between them. */
const ARABIC_FACE = /[\p{Script=Arabic}\u200c\u200d]/u
/** Letters and digits pick their file; spaces and punctuation stay in the file of their run. */
const NEUTRAL = /[^\p{L}\p{N}\p{M}]/u

/** Whole-run shaping: without `features`, PDFKit shapes word by word and in logical order. */
const FEATURES: PDFKit.Mixins.OpenTypeFeatures[] = []

/**
 * Ligatures Unicode has a presentation form for (lam-alef, the word Allah): their glyph is
 * mapped back to that one character rather than to its letters (see `finish`).
 */
const LIGATURES = new Map(
  [
    ['لا', 'ﻻ'],
    ['لأ', 'ﻷ'],
    ['لإ', 'ﻹ'],
    ['لآ', 'ﻵ'],
    ['الله', 'ﷲ'],
  ].map(([letters, form]) => [letters!, form!.codePointAt(0)!]),
)

export type Direction = 'rtl' | 'ltr'
export type Align = 'start' | 'end' | 'center'

/** A run with its width at the line's size. */
type Run = OrderedRun & { width: number }

export type TextStyle = {
  size: number
  bold?: boolean
  color?: string
  /** `auto` for what people wrote (a title): its first letter decides its direction. */
  dir?: 'auto'
}

/** A run of a line, in one font and one direction, as PDFKit must be handed it. */
export type OrderedRun = {
  /** What PDFKit gets: fontkit's own reversal of right-to-left scripts turns it the right way. */
  text: string
  /** The run in reading order. */
  logical: string
  rtl: boolean
  face: PdfFace
}

/** The font a character is drawn from: letters pick theirs, spaces and punctuation stay put. */
function faceFor(char: string, current: PdfFace | null, faces: FaceSet): PdfFace {
  const codePoint = char.codePointAt(0)!
  if (current?.has(codePoint) && NEUTRAL.test(char)) return current
  const [first, second] = ARABIC_FACE.test(char)
    ? [faces.arabic, faces.latin]
    : [faces.latin, faces.arabic]
  return first.has(codePoint) ? first : second.has(codePoint) ? second : first
}

/**
 * One line (no line breaks) as runs in visual order, left to right: split by the Unicode
 * Bidirectional Algorithm's levels and by font, mirrored characters (brackets, guillemets) swapped
 * in right-to-left runs, and ordered by rule L2.
 */
export function visualRuns(
  line: string,
  direction: Direction | 'auto',
  faces: FaceSet,
): OrderedRun[] {
  const embedding = bidi.getEmbeddingLevels(line, direction)
  const mirrored = bidi.getMirroredCharactersMap(line, embedding.levels)
  const logical: { text: string; logical: string; level: number; face: PdfFace }[] = []
  let current: (typeof logical)[number] | null = null
  for (let i = 0; i < line.length;) {
    const char = String.fromCodePoint(line.codePointAt(i)!)
    const level = embedding.levels[i]!
    const face = faceFor(char, current?.face ?? null, faces)
    const shown = mirrored.get(i) ?? char
    if (current && current.level === level && current.face === face) {
      current.text += shown
      current.logical += char
    } else logical.push((current = { text: shown, logical: char, level, face }))
    i += char.length
  }
  // Rule L2: from the highest level down to the lowest odd one, reverse every stretch of runs
  // at that level or above.
  const levels = logical.map((r) => r.level)
  const highest = Math.max(0, ...levels)
  const lowestOdd = Math.min(...levels.filter((l) => l % 2 === 1), highest + 1)
  const visual = [...logical]
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < visual.length;) {
      if (visual[i]!.level < level) {
        i++
        continue
      }
      let end = i
      while (end < visual.length && visual[end]!.level >= level) end++
      visual.splice(i, end - i, ...visual.slice(i, end).reverse())
      i = end
    }
  }
  return visual.map((run) => {
    // A right-to-left run must come out reversed; fontkit reverses exactly the runs in a
    // right-to-left script, so a run it would get wrong (punctuation between Persian words,
    // Persian digits in a number) is handed over already reversed.
    const rtl = run.level % 2 === 1
    const text = rtl === FONTKIT_RTL.test(run.text) ? run.text : [...run.text].reverse().join('')
    return { text, logical: run.logical, rtl, face: run.face }
  })
}

export class BidiText {
  // A statement repeats its dates, kinds and words: each line's runs and each run's width are
  // worked out once (shaping is the costly part).
  private readonly runsOf = new Map<string, Run[]>()
  private readonly widths = new Map<string, number>()

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly faces: PdfFaces,
    readonly direction: Direction,
  ) {}

  /** One line (no line breaks) as runs in visual order, left to right, with their widths. */
  private runs(line: string, style: TextStyle): Run[] {
    const key = `${style.dir ?? this.direction}|${style.bold ? 'b' : ''}|${style.size}|${line}`
    let runs = this.runsOf.get(key)
    if (!runs) {
      const faces = style.bold ? this.faces.bold : this.faces.regular
      runs = visualRuns(line, style.dir ?? this.direction, faces).map((run) => ({
        ...run,
        width: this.measure(run.text, run.face, style.size),
      }))
      this.runsOf.set(key, runs)
    }
    return runs
  }

  private measure(text: string, face: PdfFace, size: number) {
    const key = `${face.name}|${size}|${text}`
    let width = this.widths.get(key)
    if (width === undefined) {
      width = this.doc.font(face.name).fontSize(size).widthOfString(text, { features: FEATURES })
      this.widths.set(key, width)
    }
    return width
  }

  /** The width of a line of text. */
  width(line: string, style: TextStyle): number {
    return this.runs(line, style).reduce((sum, r) => sum + r.width, 0)
  }

  /**
   * Draws one line with its baseline at `y`, in the box from `x` that is `width` wide, aligned
   * to the box's start (the right edge in right-to-left text), end or center.
   */
  line(
    text: string,
    box: { x: number; y: number; width: number; align?: Align },
    style: TextStyle,
  ): void {
    const runs = this.runs(text, style)
    const total = runs.reduce((sum, r) => sum + r.width, 0)
    const align = box.align ?? 'start'
    const atRight = (align === 'start') === (this.direction === 'rtl')
    let x =
      align === 'center'
        ? box.x + (box.width - total) / 2
        : atRight
          ? box.x + box.width - total
          : box.x
    this.doc.fillColor(style.color ?? '#000000')
    for (const run of runs) {
      // What the run says in reading order, for copying: its glyphs are in visual order, and a
      // ligature's (lam-alef) letters would come out back to front.
      if (run.rtl) this.doc.markContent('Span', { actual: run.logical })
      this.doc.font(run.face.name).fontSize(style.size).text(run.text, x, box.y, {
        lineBreak: false,
        baseline: 'alphabetic',
        features: FEATURES,
      })
      if (run.rtl) this.doc.endMarkedContent()
      x += run.width
    }
  }

  /**
   * Call before the document ends. Each embedded glyph is mapped to the characters it shows
   * (PDFKit keeps them by glyph id on the font, `unicode`), which is how text is copied and
   * searched. A reader that turns a right-to-left run back to reading order reverses those
   * characters too (pdf.js), so the lam-alef ligature's «لا» came out «ال»: such ligatures are
   * mapped to their presentation form instead (ﻻ), which compatibility normalization (NFKC)
   * turns back into the letters, as Chromium's PDFs do.
   */
  finish(): void {
    const fonts = (this.doc as unknown as { _fontFamilies?: Record<string, { unicode?: unknown }> })
      ._fontFamilies
    for (const font of Object.values(fonts ?? {})) {
      if (!Array.isArray(font.unicode)) continue
      const unicode = font.unicode as (number[] | undefined)[]
      unicode.forEach((codePoints, gid) => {
        const form = codePoints && LIGATURES.get(String.fromCodePoint(...codePoints))
        if (form) unicode[gid] = [form]
      })
    }
  }

  /**
   * Breaks text into lines no wider than `width`, between words, in reading order; a word
   * wider than the line gets a line of its own.
   */
  wrap(text: string, width: number, style: TextStyle): string[] {
    // Words are shaped apart (letters never join across a space), so a line is as wide as its
    // words and the spaces between them.
    const space = this.width(' ', style)
    const lines: string[] = []
    for (const paragraph of text.split('\n')) {
      let line = ''
      let used = 0
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const wide = this.width(word, style)
        if (line && used + space + wide > width) {
          lines.push(line)
          line = word
          used = wide
        } else {
          line = line ? `${line} ${word}` : word
          used += (line === word ? 0 : space) + wide
        }
      }
      lines.push(line)
    }
    return lines
  }
}
