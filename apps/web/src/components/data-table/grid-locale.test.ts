import { beforeAll, describe, expect, it } from 'vitest'
import { i18n, loadNamespaces } from '#lib/i18n.ts'
import { gridLocaleText } from './grid-locale.ts'

describe('grid locale text', () => {
  // Dashboard namespaces load with their pages, not with the first screen.
  beforeAll(() => Promise.all([loadNamespaces('fa'), loadNamespaces('en')]))

  it('writes the pagination range in Persian with Persian digits', () => {
    const text = gridLocaleText('fa', i18n.getFixedT('fa', 'data-table'))
    expect(text.paginationRowsPerPage).toBe('ردیف در هر صفحه:')
    expect(
      text.paginationDisplayedRows?.({ from: 1, to: 20, count: 1250, estimated: undefined }),
    ).toBe('۱–۲۰ از ۱٬۲۵۰')
    expect(text.paginationItemAriaLabel?.('next')).toBe('رفتن به صفحهٔ بعد')
    expect(text.checkboxSelectionSelectRow).toBe('انتخاب ردیف')
  })

  it('uses the English texts and Latin digits in English', () => {
    const text = gridLocaleText('en', i18n.getFixedT('en', 'data-table'))
    expect(
      text.paginationDisplayedRows?.({ from: 21, to: 40, count: -1, estimated: undefined }),
    ).toBe('21–40 of more than 40')
    expect(text.footerRowSelected?.(1)).toBe('1 row selected')
    expect(text.footerRowSelected?.(3)).toBe('3 rows selected')
  })
})
