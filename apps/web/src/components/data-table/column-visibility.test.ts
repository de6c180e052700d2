import { describe, expect, it } from 'vitest'
import { fitColumns, type FittableColumn } from './column-visibility.ts'

const COLUMNS: FittableColumn[] = [
  { field: 'name', need: 150 },
  { field: 'mobile', need: 130 },
  { field: 'amount', need: 120 },
  { field: 'status', need: 110 },
  { field: 'note', need: 200, secondary: true },
]

const shown = (result: ReturnType<typeof fitColumns>) => [...result.visible]

describe('fitColumns', () => {
  it('shows every column but the secondary ones when the width is not known', () => {
    expect(shown(fitColumns(COLUMNS, {}, null))).toEqual(['name', 'mobile', 'amount', 'status'])
  })

  it('leaves out the last columns that do not fit, and says which', () => {
    const result = fitColumns(COLUMNS, {}, 300)
    expect(shown(result)).toEqual(['name', 'mobile'])
    expect([...result.squeezed]).toEqual(['status', 'amount'])
  })

  it('keeps the first column, which names the row, however narrow the table', () => {
    expect(shown(fitColumns(COLUMNS, { name: false }, 10))).toEqual(['name'])
  })

  it('keeps what the user asked for and fits the others around it', () => {
    const result = fitColumns(COLUMNS, { note: true, mobile: false }, 500)
    expect(shown(result)).toEqual(['name', 'amount', 'note'])
    expect(result.squeezed.has('status')).toBe(true)
  })
})
