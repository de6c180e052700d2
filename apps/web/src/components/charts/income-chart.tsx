import type { IncomeReport } from '@kheyr/contracts/reports'
import { Box, useTheme } from '@mui/material'
import { BarChart } from '@mui/x-charts/BarChart'
import { useTranslation } from 'react-i18next'
import { useFormat } from '#lib/format.ts'
import { pivotIncome, SERIES_COLORS, shortLabel } from './income-pivot.ts'

/**
 * A report's income as bars stacked by key, one bar per period, in the reading direction (the
 * first period at the right in Persian). Load it lazily: the chart library stays out of every
 * page that does not draw one. The table beside it carries the same figures for screen readers,
 * so the drawing itself is hidden from them.
 */
export default function IncomeChart({
  report,
  height = 300,
}: {
  report: IncomeReport
  height?: number
}) {
  const theme = useTheme()
  const { t } = useTranslation('charts')
  const { money, lang } = useFormat()
  const pivot = pivotIncome(report)
  const rtl = theme.direction === 'rtl'
  const compact = new Intl.NumberFormat(lang === 'fa' ? 'fa-IR' : 'en', {
    notation: 'compact',
    maximumFractionDigits: 1,
  })
  // In Persian the first period is at the right: the bars are given right to left, rather than
  // through the axis's `reverse`, whose check for overlapping month names adds its gap the wrong
  // way round (names drawn touching: «خردادتیرمرداد»).
  const periods = rtl ? [...pivot.periods].reverse() : pivot.periods
  const labels = periods.map((p) => p.label)
  // The y-axis as wide as its longest figure: at most the highest bar's, with one decimal
  // («۳٫۵ میلیون»). MUI's own sizing measured the round figures only and cut the others («۱٫۵ میل…»).
  const highest = Math.max(0, ...periods.map((p) => Number(pivot.periodTotal(p.period))))
  const longest = new Intl.NumberFormat(lang === 'fa' ? 'fa-IR' : 'en', {
    notation: 'compact',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(highest)
  const axisWidth = Math.max(40, longest.length * 7 + 16)
  return (
    <Box aria-hidden sx={{ width: '100%', direction: 'ltr' }}>
      <BarChart
        height={height}
        xAxis={[
          {
            scaleType: 'band',
            data: labels,
            // Sized to the month names as drawn: a fixed height cut Persian labels to nothing.
            height: 'auto',
            tickLabelMinGap: 8,
            valueFormatter: (label: string, context) =>
              context.location === 'tick' ? shortLabel(label) : label,
          },
        ]}
        yAxis={[
          {
            position: rtl ? 'right' : 'left',
            valueFormatter: (value: number) => compact.format(value),
            width: axisWidth,
          },
        ]}
        series={pivot.keys.map((k, i) => ({
          id: k.key,
          label: k.label,
          stack: 'total',
          color: SERIES_COLORS[i % SERIES_COLORS.length],
          // Bar heights only: the exact sums are in the tooltip and the table.
          data: periods.map((p) => Number(pivot.amount(p.period, k.key))),
          valueFormatter: (_value: number | null, { dataIndex }: { dataIndex: number }) =>
            money(pivot.amount(periods[dataIndex]!.period, k.key)),
        }))}
        slotProps={{
          legend: { direction: 'horizontal', position: { vertical: 'top', horizontal: 'center' } },
        }}
        // The table carries the figures for the keyboard and screen readers (the drawing is
        // hidden from them), so the chart takes no focus of its own.
        disableKeyboardNavigation
        localeText={{ noData: t('noData'), loading: t('loading') }}
        margin={{ top: 8, bottom: 8, left: 8, right: 8 }}
      />
    </Box>
  )
}
