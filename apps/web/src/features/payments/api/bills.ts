import type { Bill, TransactionSummary } from '@kheyr/contracts/payments'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

export type ListMeta = { current_page: number; per_page: number; total: number; last_page: number }

export const billQuery = (id: number, token: string | null) =>
  queryOptions({
    queryKey: ['bills', id, token],
    queryFn: () =>
      api.get<{ data: Bill }>(`/bills/${id}`, { query: { token } }).then((r) => r.data),
  })

export const myBillsQuery = (page: number, status?: string) =>
  queryOptions({
    queryKey: ['bills', 'mine', page, status],
    queryFn: () => api.get<{ data: Bill[]; meta: ListMeta }>('/bills', { query: { page, status } }),
  })

export const myTransactionsQuery = (page: number) =>
  queryOptions({
    queryKey: ['transactions', 'mine', page],
    queryFn: () =>
      api.get<{ data: (TransactionSummary & { bill_id: number })[]; meta: ListMeta }>(
        '/transactions',
        { query: { page } },
      ),
  })
