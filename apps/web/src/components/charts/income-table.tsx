import type { IncomeReport } from '@kheyr/contracts/reports'
import {
  Box,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TableRow,
} from '@mui/material'
import { useTranslation } from 'react-i18next'
import { useFormat } from '#lib/format.ts'
import { pivotIncome, SERIES_COLORS } from './income-pivot.ts'

/**
 * A report's figures as a table: a row per period, a column per key, the totals last. What the
 * chart draws, for screen readers and for anyone who wants the exact amounts.
 */
export function IncomeTable({
  report,
  caption,
  dense,
}: {
  report: IncomeReport
  /** What the table shows (read out before it). */
  caption: string
  /** A short table (the home page's 12 months): shown whole, never scrolled down. */
  dense?: boolean
}) {
  const { t } = useTranslation('charts')
  const { money } = useFormat()
  const pivot = pivotIncome(report)
  const all = String(pivot.periods.reduce((n, p) => n + BigInt(pivot.periodTotal(p.period)), 0n))
  const refunded = report.rows.some((r) => r.refunded_count > 0)
  const cell = { whiteSpace: 'nowrap' } as const
  // The footer's totals read like the rows (a table footer is small and grey by default).
  const sum = { ...cell, fontWeight: 800, fontSize: '0.875rem', color: 'text.primary' } as const
  return (
    <TableContainer sx={{ maxHeight: dense ? undefined : 560, overflow: 'auto' }} tabIndex={0}>
      <Table size="small" stickyHeader aria-label={caption}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('period')}
            </TableCell>
            {pivot.keys.map((k, i) => (
              <TableCell key={k.key} component="th" scope="col" align="right" sx={cell}>
                <Stack
                  direction="row"
                  sx={{ alignItems: 'center', gap: 0.75, justifyContent: 'flex-end' }}
                >
                  <Box
                    component="span"
                    aria-hidden
                    sx={{
                      width: 10,
                      height: 10,
                      flexShrink: 0,
                      borderRadius: '2px',
                      bgcolor: SERIES_COLORS[i % SERIES_COLORS.length],
                    }}
                  />
                  {k.label}
                </Stack>
              </TableCell>
            ))}
            <TableCell component="th" scope="col" align="right" sx={cell}>
              {t('total')}
            </TableCell>
            {refunded && (
              <TableCell component="th" scope="col" align="right" sx={cell}>
                {t('refunded')}
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {pivot.periods.map((p) => (
            <TableRow key={p.period} hover>
              <TableCell component="th" scope="row" sx={cell}>
                {p.label}
              </TableCell>
              {pivot.keys.map((k) => (
                <TableCell key={k.key} align="right" sx={cell}>
                  {money(pivot.amount(p.period, k.key))}
                </TableCell>
              ))}
              <TableCell align="right" sx={{ ...cell, fontWeight: 700 }}>
                {money(pivot.periodTotal(p.period))}
              </TableCell>
              {refunded && (
                <TableCell align="right" sx={cell}>
                  {money(pivot.periodRefunded(p.period))}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell component="th" scope="row" sx={sum}>
              {t('total')}
            </TableCell>
            {pivot.keys.map((k) => (
              <TableCell key={k.key} align="right" sx={sum}>
                {money(pivot.keyTotal(k.key))}
              </TableCell>
            ))}
            <TableCell align="right" sx={sum}>
              {money(all)}
            </TableCell>
            {refunded && (
              <TableCell align="right" sx={sum}>
                {money(report.total.refunded_amount)}
              </TableCell>
            )}
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  )
}
