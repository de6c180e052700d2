import type { DataOf } from '@kheyr/contracts/http'
import type { IncomeQuery, IncomeReport, Reconciliation } from '@kheyr/contracts/reports'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { API_BASE, api, buildQuery } from '#lib/api-client.ts'

/** Everything the reports read sits under this key: a refund refreshes it all. */
export const REPORTS_KEY = ['dashboard', 'reports'] as const

/** `GET /api/dashboard/reports/income`: a range by Jalali periods and by one key. */
export const incomeReportQuery = (query: IncomeQuery) =>
  queryOptions<IncomeReport>({
    queryKey: [...REPORTS_KEY, 'income', query],
    queryFn: ({ signal }) =>
      api
        .get<DataOf<IncomeReport>>('/dashboard/reports/income', { query, signal })
        .then((r) => r.data),
    // The last report stays on screen while the next one loads.
    placeholderData: keepPreviousData,
    retry: false,
  })

/** The same report as a download, with Persian headers. */
export const incomeExportHref = (query: IncomeQuery, format: 'csv' | 'xlsx') =>
  `${API_BASE}/dashboard/reports/income/export${buildQuery({ ...query, format })}`

/** `GET /api/dashboard/reports/reconciliation`: one day at each gateway. */
export const reconciliationQuery = (day: string) =>
  queryOptions<Reconciliation>({
    queryKey: [...REPORTS_KEY, 'reconciliation', day],
    queryFn: ({ signal }) =>
      api
        .get<DataOf<Reconciliation>>('/dashboard/reports/reconciliation', {
          query: { day },
          signal,
        })
        .then((r) => r.data),
    placeholderData: keepPreviousData,
  })
