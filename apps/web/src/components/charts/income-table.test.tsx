// @vitest-environment jsdom
import type { IncomeReport } from '@kheyr/contracts/reports'
import { screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { persian, renderApp } from '#test/render.tsx'
import { IncomeTable } from './income-table.tsx'

beforeAll(persian)

const REPORT: IncomeReport = {
  from: '2025-11-22',
  to: '2025-12-21',
  group: 'month',
  by: 'kind',
  periods: [{ period: '1404-09', label: 'آذر ۱۴۰۴', from: '2025-11-22', to: '2025-12-21' }],
  keys: [
    { key: 'charity', label: 'صدقه و نذر' },
    { key: 'campaign', label: 'پویش' },
  ],
  rows: [
    {
      period: '1404-09',
      key: 'charity',
      count: 2,
      amount: '5150000',
      refunded_count: 0,
      refunded_amount: '0',
    },
  ],
  total: { count: 2, amount: '5150000', refunded_count: 0, refunded_amount: '0' },
}

/** Lays the table out `content` px wide in a box `box` px wide (jsdom lays nothing out). */
function layOut(content: number, box: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(content)
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(box)
}

const HINT = 'این جدول ۴ ستون دارد؛ برای دیدن همه، آن را به پهلو بکشید.'

describe('IncomeTable', () => {
  afterEach(() => vi.restoreAllMocks())

  it('says a table wider than the screen scrolls sideways, with its number of columns', () => {
    layOut(620, 330)
    renderApp(<IncomeTable report={REPORT} caption="درآمد هر ماه" dense />)
    expect(screen.getByText(HINT)).toBeTruthy()
    expect(screen.getByRole('table', { name: 'درآمد هر ماه' })).toBeTruthy()
  })

  it('says nothing of scrolling when the whole table fits', () => {
    layOut(620, 900)
    renderApp(<IncomeTable report={REPORT} caption="درآمد هر ماه" dense />)
    expect(screen.queryByText(HINT)).toBeNull()
  })
})
