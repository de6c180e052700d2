import type { IncomeReport } from '@kheyr/contracts/reports'
import InsertChartOutlined from '@mui/icons-material/InsertChartOutlined'
import { Box, Button, Paper, Skeleton, Stack, Typography } from '@mui/material'
import { lazy, Suspense, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { IncomeTable } from '#components/charts/income-table.tsx'
import { EmptyState } from '#components/query-states.tsx'
import { buildQuery } from '#lib/api-client.ts'
import { InBrowser } from '#components/hydration-slice.tsx'
import { paths } from '#lib/paths.ts'

// The chart library loads with the first chart, after the page's figures are on screen.
const IncomeChart = lazy(() => import('#components/charts/income-chart.tsx'))

/**
 * The last 12 Jalali months by kind: the chart, and beside it (below it on narrower screens, where
 * a table of every kind would not fit beside) the same figures as a table.
 */
export function IncomeSection({ series, canReport }: { series: IncomeReport; canReport: boolean }) {
  const { t } = useTranslation('dashboard')
  const id = useId()
  const empty = series.rows.length === 0
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Typography id={id} component="h2" sx={{ fontSize: 18, fontWeight: 700 }}>
          {t('monthly')}
        </Typography>
        {canReport && (
          <Button
            component={RouterLink}
            size="small"
            to={`${paths.dashboard.reports}${buildQuery({
              from: series.from,
              to: series.to,
              group: 'month',
              by: 'kind',
            })}`}
          >
            {t('openReport')}
          </Button>
        )}
      </Stack>
      {empty ? (
        <EmptyState icon={InsertChartOutlined} title={t('noIncome')} hint={t('noIncomeHint')} />
      ) : (
        <Stack direction={{ xs: 'column', xl: 'row' }} sx={{ gap: 2, alignItems: 'stretch' }}>
          <Box sx={{ flex: 7, minWidth: 0 }}>
            {/* The chart measures its box in the browser: a page the server rendered holds its
                place until it is taken over (the monthly table beside it says the same figures). */}
            <InBrowser fallback={<Skeleton variant="rounded" height={360} />}>
              <Suspense fallback={<Skeleton variant="rounded" height={360} />}>
                <IncomeChart report={series} height={360} />
              </Suspense>
            </InBrowser>
          </Box>
          <Box sx={{ flex: 5, minWidth: 0 }}>
            <IncomeTable report={series} caption={t('monthlyTable')} dense />
          </Box>
        </Stack>
      )}
    </Paper>
  )
}
