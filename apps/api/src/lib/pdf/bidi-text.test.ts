import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { visualRuns } from './bidi-text.ts'
import { pdfFaces, woffToSfnt } from './fonts.ts'

const faces = pdfFaces().regular
/** The runs left to right, each as PDFKit gets it, and which file draws it. */
const drawn = (line: string, direction: 'rtl' | 'ltr' | 'auto' = 'rtl') =>
  visualRuns(line, direction, faces).map(
    (r) => `${r.text}|${r.face === faces.arabic ? 'fa' : 'latin'}`,
  )

describe('lines for PDFKit in visual order', () => {
  it('keeps a Persian line in one run, for fontkit to shape and reverse', () => {
    expect(drawn('صدقه برای سلامتی خانواده')).toEqual(['صدقه برای سلامتی خانواده|fa'])
  })

  it('puts a number after a Persian word on its left, its digits handed reversed', () => {
    // Left to right: «تومان», the number, the colon, «جمع کل». fontkit reverses every
    // Arabic-script run, Persian digits too: handed reversed, they come out in reading order.
    expect(drawn('جمع کل: ۱٬۲۸۵٬۰۰۰ تومان')).toEqual([
      ' تومان|fa',
      '۰۰۰٬۵۸۲٬۱|fa',
      ' :|latin',
      'جمع کل|fa',
    ])
  })

  it('mirrors brackets and guillemets in right-to-left text', () => {
    // Seen left to right: (۲ مرحلهٔ) «کمک» پویش — each bracket embraces its words.
    expect(drawn('پویش «کمک» (مرحلهٔ ۲)')).toEqual([
      '(|latin',
      '۲|fa',
      'مرحلهٔ |fa',
      ') «|latin',
      'کمک|fa',
      '»|latin',
      'پویش |fa',
    ])
  })

  it('keeps Latin text and codes left to right, drawn from the Latin file', () => {
    expect(drawn('صندوق KH-901')).toEqual(['KH-901|latin', 'صندوق |fa'])
    expect(drawn('Total (4 payments)', 'ltr')).toEqual(['Total (4 payments)|latin'])
    // A Persian title in an English page reads right to left on its own.
    expect(drawn('صندوق KH-901', 'auto')).toEqual(drawn('صندوق KH-901', 'rtl'))
  })
})

describe('the fonts', () => {
  it('unpacks Vazirmatn’s WOFF into an OpenType font with the same tables', () => {
    const file = createRequire(import.meta.url).resolve(
      '@fontsource/vazirmatn/files/vazirmatn-arabic-400-normal.woff',
    )
    const woff = readFileSync(file)
    const sfnt = woffToSfnt(woff)
    expect(sfnt.readUInt16BE(4)).toBe(woff.readUInt16BE(12))
    expect(sfnt.length).toBe(woff.readUInt32BE(16))
    expect(faces.arabic.has('ک'.codePointAt(0)!)).toBe(true)
    expect(faces.arabic.has('۵'.codePointAt(0)!)).toBe(true)
    expect(faces.latin.has('A'.codePointAt(0)!)).toBe(true)
  })
})
