import type { DataOf } from '@kheyr/contracts/http'
import type { CashPaymentInput, DashboardSubscriptionLedger } from '@kheyr/contracts/subscriptions'
import { queryOptions } from '@tanstack/react-query'
import { api } from '#lib/api-client.ts'
import { exportHref, resourceKey, resourcePath, useResourceMutation } from '#lib/resource.ts'

// Everyone's memberships (`/api/dashboard/user-subscriptions`): the list comes through the data
// table; a membership's ledger and payments, and money received in person.

export const USER_SUBSCRIPTIONS = 'user-subscriptions'

export const membershipLedgerQuery = (id: number) =>
  queryOptions({
    queryKey: [...resourceKey(USER_SUBSCRIPTIONS), 'ledger', id],
    queryFn: ({ signal }) =>
      api
        .get<DataOf<DashboardSubscriptionLedger>>(
          `${resourcePath(USER_SUBSCRIPTIONS, id)}/ledger`,
          {
            signal,
          },
        )
        .then((r) => r.data),
  })

export const cashPaymentPath = (id: number) => `${resourcePath(USER_SUBSCRIPTIONS, id)}/payments`

/** A payment received in person: the list, the ledger and its figures change with it. */
export const useRecordCashPayment = (id: number) =>
  useResourceMutation(USER_SUBSCRIPTIONS, (input: CashPaymentInput) =>
    api
      .post<DataOf<{ bill: { id: number; total: number } }>>(cashPaymentPath(id), input)
      .then((r) => r.data),
  )

/** Downloads the memberships the list shows (its filters and search), as CSV or Excel. */
export const membershipsExportHref = (query: Record<string, string>, format: 'csv' | 'xlsx') =>
  exportHref(USER_SUBSCRIPTIONS, query, format)
