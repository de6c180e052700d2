import type { IncomeReport } from '@kheyr/contracts/reports'
import {
  Box,
  Stack,
  Typography,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TableRow,
} from '@mui/material'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormat } from '#lib/format.ts'
import { pivotIncome, SERIES_COLORS } from './income-pivot.ts'

/**
 * Shadows at the edges the table continues past, over a white cover that scrolls with it: at
 * either end of the scroll the cover hides that end's shadow.
 */
const scrollShadows = {
  background: [
    'linear-gradient(to right, #fff 30%, rgba(255,255,255,0)) left / 32px 100% no-repeat local',
    'linear-gradient(to left, #fff 30%, rgba(255,255,255,0)) right / 32px 100% no-repeat local',
    'radial-gradient(farthest-side at 0 50%, rgba(0,0,0,0.22), rgba(0,0,0,0)) left / 12px 100% no-repeat scroll',
    'radial-gradient(farthest-side at 100% 50%, rgba(0,0,0,0.22), rgba(0,0,0,0)) right / 12px 100% no-repeat scroll',
  ].join(', '),
} as const

/** Whether the element's content is wider than the element (so it scrolls sideways). */
function useOverflowsSideways() {
  const ref = useRef<HTMLDivElement>(null)
  const [overflows, setOverflows] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1)
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    if (element.firstElementChild) observer.observe(element.firstElementChild)
    return () => observer.disconnect()
  }, [])
  return [ref, overflows] as const
}

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
  // The caption names the unit (toman): the cells are the figures alone, so more columns fit.
  const { number } = useFormat()
  const [scroller, overflows] = useOverflowsSideways()
  const pivot = pivotIncome(report)
  const all = String(pivot.periods.reduce((n, p) => n + BigInt(pivot.periodTotal(p.period)), 0n))
  const refunded = report.rows.some((r) => r.refunded_count > 0)
  const cell = { whiteSpace: 'nowrap' } as const
  // The footer's totals read like the rows (a table footer is small and grey by default).
  const sum = { ...cell, fontWeight: 800, fontSize: '0.875rem', color: 'text.primary' } as const
  const columns = pivot.keys.length + (refunded ? 3 : 2)
  // On a phone the table is wider than the screen: say so, and shade the edge it continues past.
  return (
    <>
      {overflows && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('scrollHint', { n: number(columns) })}
        </Typography>
      )}
      <TableContainer
        ref={scroller}
        sx={{ maxHeight: dense ? undefined : 560, overflow: 'auto', ...scrollShadows }}
        tabIndex={0}
      >
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
                    {number(pivot.amount(p.period, k.key))}
                  </TableCell>
                ))}
                <TableCell align="right" sx={{ ...cell, fontWeight: 700 }}>
                  {number(pivot.periodTotal(p.period))}
                </TableCell>
                {refunded && (
                  <TableCell align="right" sx={cell}>
                    {number(pivot.periodRefunded(p.period))}
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
                  {number(pivot.keyTotal(k.key))}
                </TableCell>
              ))}
              <TableCell align="right" sx={sum}>
                {number(all)}
              </TableCell>
              {refunded && (
                <TableCell align="right" sx={sum}>
                  {number(report.total.refunded_amount)}
                </TableCell>
              )}
            </TableRow>
          </TableFooter>
        </Table>
      </TableContainer>
    </>
  )
}
