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
    const cell = (v: Cell) =>
      v === null
        ? ''
        : /[",\n\r]/.test(String(v))
          ? `"${String(v).replace(/"/g, '""')}"`
          : String(v)
    const csv =
      '\ufeff' + [sheet.header, ...sheet.rows].map((r) => r.map(cell).join(',')).join('\r\n')
    return reply.type('text/csv; charset=utf-8').send(csv)
  }
  const data = [
    sheet.header.map((value) => ({ value, fontWeight: 'bold' as const })),
    ...sheet.rows.map((r) => r.map((value) => ({ value: value ?? '' }))),
  ]
  const buffer = await writeXlsxFile(data as never, { rightToLeft: true }).toBuffer()
  return reply
    .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .send(buffer)
}
