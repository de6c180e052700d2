import {
  formatDate,
  formatNumber,
  formatToman,
  localDigits,
  notice,
  type Lang,
  type Statement,
} from '@kheyr/contracts'
import PDFDocument from 'pdfkit'
import { BidiText, type Align, type TextStyle } from '../../lib/pdf/bidi-text.ts'
import { registerFaces } from '../../lib/pdf/fonts.ts'

export type StatementPdfInput = {
  statement: Statement
  lang: Lang
  /** The donor's name (or mobile) as the statement names them. */
  donor: string
  site: { name: string; logo: Buffer | null }
  issuedAt: Date
}

// A4 in points, and the page's layout.
const PAGE = { width: 595.28, height: 841.89, margin: 40 }
const CONTENT = PAGE.width - 2 * PAGE.margin
const FOOTER_Y = PAGE.height - PAGE.margin + 12
const BOTTOM = PAGE.height - PAGE.margin - 24
const LOGO = 56

const BODY: TextStyle = { size: 9.5 }
const HEAD: TextStyle = { size: 9.5, bold: true }
const MUTED = '#555555'
const RULE = '#c9c9c9'
const SHADE = '#eef3f1'
const LINE_HEIGHT = 15
const CELL_PAD = 5

type Column = { key: 'row' | 'date' | 'kind' | 'item' | 'amount' | 'reference'; width: number }
/** In reading order; the item's title takes what the others leave. */
const COLUMNS: Column[] = [
  { key: 'row', width: 34 },
  { key: 'date', width: 68 },
  { key: 'kind', width: 74 },
  { key: 'item', width: 0 },
  { key: 'amount', width: 86 },
  { key: 'reference', width: 96 },
]
COLUMNS.find((c) => c.key === 'item')!.width =
  CONTENT - COLUMNS.reduce((sum, c) => sum + c.width, 0)

/** A code read to a bank (a reference): local digits, unless it has letters. */
const code = (value: string, lang: Lang) =>
  /[a-z]/i.test(value) ? value : localDigits(value, lang)

/**
 * A donor's yearly statement as an A4 PDF: the charity's logo and name, the year, the donor,
 * one row per thing paid for (Jalali date, kind, title, amount in toman, bank reference), the
 * total, and page numbers. Right to left in Persian, with Persian text shaped (`BidiText`).
 */
export async function statementPdf(input: StatementPdfInput): Promise<Buffer> {
  const { statement, lang, site } = input
  const t = (key: Parameters<typeof notice<'statement'>>[2], params = {}) =>
    notice(lang, 'statement', key, params)
  const year = localDigits(String(statement.year), lang)

  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    lang: lang === 'fa' ? 'fa-IR' : 'en',
    displayTitle: true,
    info: {
      Title: `${t('title')} · ${t('year', { year })}`,
      Author: site.name,
      Creator: site.name,
    },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  const text = new BidiText(doc, registerFaces(doc), lang === 'fa' ? 'rtl' : 'ltr')
  const rtl = text.direction === 'rtl'
  /** A box measured from the start edge (the right edge in right-to-left pages). */
  const fromStart = (offset: number, width: number) =>
    rtl ? PAGE.width - PAGE.margin - offset - width : PAGE.margin + offset

  // ---- The letterhead -----------------------------------------------------------------------
  let y = PAGE.margin
  let nameOffset = 0
  if (site.logo) {
    try {
      doc.image(site.logo, fromStart(0, LOGO), y, { fit: [LOGO, LOGO], align: 'center' })
      nameOffset = LOGO + 12
    } catch {
      // An image PDFKit cannot read leaves the name alone at the top.
    }
  }
  const nameWidth = CONTENT - nameOffset
  text.line(
    site.name,
    { x: fromStart(nameOffset, nameWidth), y: y + 22, width: nameWidth },
    { size: 18, bold: true, dir: 'auto' },
  )
  text.line(
    `${t('title')} · ${t('year', { year })}`,
    { x: fromStart(nameOffset, nameWidth), y: y + 44, width: nameWidth },
    { size: 13, bold: true, color: '#1f5e4a' },
  )
  y += Math.max(site.logo && nameOffset ? LOGO : 0, 48) + 22
  text.line(t('donor', { name: input.donor }), { x: PAGE.margin, y, width: CONTENT }, BODY)
  text.line(
    t('issued', { date: formatDate(input.issuedAt, lang, 'date') }),
    { x: PAGE.margin, y, width: CONTENT, align: 'end' },
    { ...BODY, color: MUTED },
  )
  y += 12
  doc
    .moveTo(PAGE.margin, y)
    .lineTo(PAGE.width - PAGE.margin, y)
    .lineWidth(1)
    .stroke(RULE)
  y += 16

  // ---- The table ----------------------------------------------------------------------------
  const cellBox = (index: number, align?: Align) => {
    const offset = COLUMNS.slice(0, index).reduce((sum, c) => sum + c.width, 0)
    const width = COLUMNS[index]!.width
    return { x: fromStart(offset, width) + CELL_PAD, width: width - 2 * CELL_PAD, align }
  }
  const header = () => {
    doc.rect(PAGE.margin, y, CONTENT, LINE_HEIGHT + 2 * CELL_PAD).fill(SHADE)
    COLUMNS.forEach((column, i) =>
      text.line(t(column.key), { ...cellBox(i), y: y + CELL_PAD + 11 }, HEAD),
    )
    y += LINE_HEIGHT + 2 * CELL_PAD
  }
  const rule = () =>
    doc
      .moveTo(PAGE.margin, y)
      .lineTo(PAGE.width - PAGE.margin, y)
      .lineWidth(0.5)
      .stroke(RULE)

  if (!statement.entries.length) {
    text.line(t('empty'), { x: PAGE.margin, y: y + 12, width: CONTENT }, { size: 11 })
  } else {
    header()
    statement.entries.forEach((entry, n) => {
      const cells: Record<Column['key'], string> = {
        row: formatNumber(n + 1, lang),
        date: formatDate(entry.paid_at, lang, 'short'),
        kind: notice(lang, 'item_kinds', entry.kind),
        item: entry.title,
        amount: formatNumber(entry.amount, lang),
        reference: entry.reference ? code(entry.reference, lang) : '-',
      }
      const wrapped = COLUMNS.map((column, i) =>
        text.wrap(cells[column.key], cellBox(i).width, BODY),
      )
      const height = Math.max(...wrapped.map((l) => l.length)) * LINE_HEIGHT + 2 * CELL_PAD
      if (y + height > BOTTOM) {
        doc.addPage()
        y = PAGE.margin
        header()
      }
      wrapped.forEach((lines, i) =>
        lines.forEach((line, k) =>
          text.line(
            line,
            { ...cellBox(i), y: y + CELL_PAD + 11 + k * LINE_HEIGHT },
            COLUMNS[i]!.key === 'item' ? { ...BODY, dir: 'auto' } : BODY,
          ),
        ),
      )
      y += height
      rule()
    })
    // The total, under the amounts.
    if (y + 2 * LINE_HEIGHT + 2 * CELL_PAD > BOTTOM) {
      doc.addPage()
      y = PAGE.margin
    }
    const totalHeight = LINE_HEIGHT + 2 * CELL_PAD
    doc.rect(PAGE.margin, y, CONTENT, totalHeight).fill(SHADE)
    const amountAt = COLUMNS.findIndex((c) => c.key === 'amount')
    const labelWidth = COLUMNS.slice(0, amountAt).reduce((sum, c) => sum + c.width, 0)
    text.line(
      `${t('total')} (${t('count', { count: statement.entries.length })})`,
      { x: fromStart(0, labelWidth) + CELL_PAD, width: labelWidth - 2 * CELL_PAD, y: y + 16 },
      HEAD,
    )
    const total = new Intl.NumberFormat(lang === 'fa' ? 'fa-IR' : 'en-US').format(
      BigInt(statement.total),
    )
    text.line(total, { ...cellBox(amountAt), y: y + 16 }, HEAD)
    y += totalHeight + 20
    text.line(
      `${t('total')}: ${formatToman(statement.total, lang)}`,
      { x: PAGE.margin, y, width: CONTENT },
      { size: 11, bold: true },
    )
    text.line(t('thanks'), { x: PAGE.margin, y: y + 18, width: CONTENT }, { ...BODY, color: MUTED })
  }

  // ---- Page numbers ---------------------------------------------------------------------------
  const { start, count } = doc.bufferedPageRange()
  for (let page = start; page < start + count; page++) {
    doc.switchToPage(page)
    const footer = { x: PAGE.margin, y: FOOTER_Y, width: CONTENT }
    text.line(site.name, footer, { size: 8, color: MUTED, dir: 'auto' })
    text.line(
      t('page', {
        page: localDigits(String(page + 1), lang),
        pages: localDigits(String(count), lang),
      }),
      { ...footer, align: 'end' },
      { size: 8, color: MUTED },
    )
  }
  text.finish()
  doc.end()
  return done
}
