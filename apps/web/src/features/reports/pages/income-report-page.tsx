import {
  REPORT_BYS,
  REPORT_GROUPS,
  yearStartOf,
  type IncomeQuery,
  type ReportBy,
  type ReportGroup,
} from '@kheyr/contracts/reports'
import { todayInTehran } from '@kheyr/contracts/validation'
import DownloadOutlined from '@mui/icons-material/DownloadOutlined'
import InsertChartOutlined from '@mui/icons-material/InsertChartOutlined'
import { Alert, Box, Button, Paper, Skeleton, Stack, Typography } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { IncomeTable } from '#components/charts/income-table.tsx'
import { MoneyTotals } from '#components/money-totals.tsx'
import { EmptyState, LoadError } from '#components/query-states.tsx'
import { ApiError } from '#lib/api-client.ts'
import { incomeExportHref, incomeReportQuery } from '../api/income.ts'
import { ReportFilters } from '../components/report-filters.tsx'

// The chart library loads with the first chart, never with the rest of the dashboard.
const IncomeChart = lazy(() => import('#components/charts/income-chart.tsx'))

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** The report's choices as an address holds them (this year by kind and month when it holds none). */
function queryOf(params: URLSearchParams): IncomeQuery {
  const today = todayInTehran()
  const pick = <T extends string>(value: string | null, values: readonly T[], fallback: T) =>
    values.includes(value as T) ? (value as T) : fallback
  const from = params.get('from') ?? ''
  const to = params.get('to') ?? ''
  return {
    from: DAY.test(from) ? from : yearStartOf(today),
    to: DAY.test(to) ? to : today,
    group: pick<ReportGroup>(params.get('group'), REPORT_GROUPS, 'month'),
    by: pick<ReportBy>(params.get('by'), REPORT_BYS, 'kind'),
  }
}

/**
 * The report's choices live in the address, so a card or a colleague can link to one. A change
 * builds on the address as it is when made: two choices made in quick succession (a period, then
 * the breakdown before the page has drawn the period) both hold.
 */
function useReportQuery(): [IncomeQuery, (change: Partial<IncomeQuery>) => void] {
  const [params, setParams] = useSearchParams()
  const change = (next: Partial<IncomeQuery>) =>
    setParams(
      { ...queryOf(new URLSearchParams(window.location.search)), ...next },
      { replace: true },
    )
  return [queryOf(params), change]
}

/** Income between two Jalali days, by day, month or year and by kind, gateway, type or campaign. */
export default function IncomeReportPage() {
  const { t } = useTranslation('reports')
  const [query, setQuery] = useReportQuery()
  const report = useQuery(incomeReportQuery(query))
  const headingId = useId()
  const invalid =
    report.error instanceof ApiError && report.error.status === 422
      ? Object.values(report.error.errors ?? {}).flat()
      : null
  const data = report.data
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 2.5 } }}>
        <ReportFilters query={query} onChange={setQuery} />
      </Paper>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby={headingId}
        aria-busy={report.isFetching}
        sx={{ p: { xs: 2, md: 3 } }}
      >
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, gap: 1, mb: 2 }}
        >
          <Typography id={headingId} component="h2" sx={{ fontSize: 18, fontWeight: 700 }}>
            {t('title', { by: t(`bys.${query.by}`), group: t(`groups.${query.group}`) })}
          </Typography>
          <Stack direction="row" sx={{ gap: 1 }}>
            {(['csv', 'xlsx'] as const).map((format) => (
              <Button
                key={format}
                variant="outlined"
                size="small"
                startIcon={<DownloadOutlined />}
                href={incomeExportHref(query, format)}
                download
                disabled={!data || Boolean(invalid)}
              >
                {t(`download.${format}`)}
              </Button>
            ))}
          </Stack>
        </Stack>
        {invalid ? (
          <Alert severity="warning" role="alert">
            {invalid.join(' ')}
          </Alert>
        ) : report.isError ? (
          <LoadError error={report.error} onRetry={() => void report.refetch()} />
        ) : !data ? (
          <Skeleton variant="rounded" height={300} />
        ) : (
          <Stack spacing={2}>
            <Box aria-live="polite">
              <MoneyTotals
                items={[
                  { label: t('totalAmount'), amount: data.total.amount },
                  { label: t('totalCount'), count: data.total.count },
                  { label: t('refundedAmount'), amount: data.total.refunded_amount },
                  { label: t('refundedCount'), count: data.total.refunded_count },
                ]}
              />
            </Box>
            {data.rows.length === 0 ? (
              <EmptyState icon={InsertChartOutlined} title={t('empty')} hint={t('emptyHint')} />
            ) : (
              <>
                <Suspense fallback={<Skeleton variant="rounded" height={320} />}>
                  <IncomeChart report={data} height={320} />
                </Suspense>
                <IncomeTable report={data} caption={t('tableCaption')} />
              </>
            )}
          </Stack>
        )}
      </Paper>
    </Stack>
  )
}
