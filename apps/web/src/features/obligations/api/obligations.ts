import type { DataOf } from '@kheyr/contracts/http'
import type {
  DashboardObligation,
  ObligationInput,
  ObligationPaymentCreated,
  ObligationYearInput,
  PayObligationInput,
  PublicObligation,
} from '@kheyr/contracts/obligations'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#lib/api-client.ts'

// Obligations (`/api/obligations`): their pages with this year's rates, paying one, and the
// staff's rates per year (`/api/dashboard/obligations`).

const OBLIGATIONS = ['obligations'] as const

export const obligationsQuery = queryOptions({
  queryKey: [...OBLIGATIONS, 'public'],
  queryFn: () => api.get<DataOf<PublicObligation[]>>('/obligations').then((r) => r.data),
})

export const obligationQuery = (slug: string) =>
  queryOptions({
    queryKey: [...OBLIGATIONS, 'public', slug],
    queryFn: () => api.get<DataOf<PublicObligation>>(`/obligations/${slug}`).then((r) => r.data),
  })

export const dashboardObligationsQuery = queryOptions({
  queryKey: [...OBLIGATIONS, 'dashboard'],
  queryFn: () =>
    api.get<DataOf<DashboardObligation[]>>('/dashboard/obligations').then((r) => r.data),
})

/** A payment of an obligation and its bill (a guest's too); the server computes the amount. */
export const usePayObligation = (slug: string) =>
  useMutation({
    mutationFn: (input: PayObligationInput) =>
      api
        .post<DataOf<ObligationPaymentCreated>>(`/obligations/${slug}/payments`, input)
        .then((r) => r.data),
  })

/** The dashboard resource the obligation dialog saves to (`/dashboard/obligations[/id]`). */
export const OBLIGATIONS_RESOURCE = 'obligations'

/**
 * Adds an obligation of the charity's own, or changes obligation `id`; the staff list and the
 * public pages show it from then on.
 */
export function useSaveObligation(id?: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ObligationInput) =>
      (id === undefined
        ? api.post<DataOf<DashboardObligation>>('/dashboard/obligations', input)
        : api.put<DataOf<DashboardObligation>>(`/dashboard/obligations/${id}`, input)
      ).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OBLIGATIONS }),
  })
}

/** Saves a year's rates; the staff list and the public pages show them from then on. */
export function useSaveObligationYear(id: number, year: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ObligationYearInput) =>
      api
        .put<DataOf<DashboardObligation>>(`/dashboard/obligations/${id}/years/${year}`, input)
        .then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OBLIGATIONS }),
  })
}

/** The religious advisor's list of a year's payments, as a download. */
export const obligationsExportUrl = (year: number, format: 'csv' | 'xlsx') =>
  `/api/dashboard/obligations/export?year=${year}&format=${format}`
