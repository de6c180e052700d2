import type { DataOf, Paginated } from '@kheyr/contracts/http'
import type { Bill, MyTransaction } from '@kheyr/contracts/payments'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api } from '#lib/api-client.ts'

// Bills and payment attempts (`/api/bills`, `/api/transactions`): one bill with its receipt
// (a guest's too, by its token), and my own lists.

export const BILLS = 'bills'
export const TRANSACTIONS = 'transactions'

export const billQuery = (id: number, token: string | null) =>
  queryOptions({
    queryKey: ['bills', id, token],
    queryFn: () => api.get<DataOf<Bill>>(`/bills/${id}`, { query: { token } }).then((r) => r.data),
  })

export const myBillsQuery = (page: number, status?: string) =>
  queryOptions({
    queryKey: ['bills', 'mine', page, status],
    queryFn: () => api.get<Paginated<Bill>>('/bills', { query: { page, status } }),
    placeholderData: keepPreviousData,
  })

export const myTransactionsQuery = (page: number) =>
  queryOptions({
    queryKey: ['transactions', 'mine', page],
    queryFn: () => api.get<Paginated<MyTransaction>>('/transactions', { query: { page } }),
    placeholderData: keepPreviousData,
  })
