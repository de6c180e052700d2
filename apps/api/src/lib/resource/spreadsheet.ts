import { encodeMessage } from '@kheyr/contracts'
import type { FastifyReply } from 'fastify'
import writeXlsxFile from 'write-excel-file/node'
import { ValidationError } from '../errors.ts'

export const SPREADSHEET_FORMATS = ['csv', 'xlsx'] as const
export type SpreadsheetFormat = (typeof SPREADSHEET_FORMATS)[number]

export type Cell = string | number | null

/** `?format=`: csv unless it says xlsx; anything else is a 422 on `format`. */
export function spreadsheetFormat(value: unknown): SpreadsheetFormat {
  if (value === undefined || value === '') return 'csv'
  if (value === 'csv' || value === 'xlsx') return value
  throw new ValidationError({ format: [encodeMessage('in')] })
}

/**
 * Text a spreadsheet would run as a formula when staff open a CSV (a needy person's name, a
 * donor's note, a contact message typed by anyone) starts with one of these: such a cell gets a
 * leading apostrophe, as OWASP's "CSV injection" advice says, so it is read as text. Numbers
 * stay numbers.
 */
const FORMULA_START = /^[=+\-@\t\r]/
export const neutralised = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value)

/**
 * Sends rows as a download: CSV (with a byte-order mark, so Excel reads Persian as UTF-8) or an
 * XLSX sheet written right to left. `filename` gets today's date and the extension.
 */
export async function sendSpreadsheet(
  reply: FastifyReply,
  sheet: { filename: string; format: SpreadsheetFormat; header: string[]; rows: Cell[][] },
) {
  const name = `${sheet.filename}-${new Date().toISOString().slice(0, 10)}.${sheet.format}`
  reply
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'no-store')
  if (sheet.format === 'csv') {
    const cell = (v: Cell) => {
      if (v === null) return ''
      const text = typeof v === 'string' ? neutralised(v) : String(v)
      return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
    }
    const csv =
      '\ufeff' + [sheet.header, ...sheet.rows].map((r) => r.map(cell).join(',')).join('\r\n')
    return reply.type('text/csv; charset=utf-8').send(csv)
  }
  // Every text cell is written as text (an inline string), never as a formula.
  const data = [
    sheet.header.map((value) => ({ value, type: String, fontWeight: 'bold' as const })),
    ...sheet.rows.map((r) =>
      r.map((value) =>
        typeof value === 'number' ? { value, type: Number } : { value: value ?? '', type: String },
      ),
    ),
  ]
  const buffer = await writeXlsxFile(data as never, { rightToLeft: true }).toBuffer()
  return reply
    .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .send(buffer)
}
