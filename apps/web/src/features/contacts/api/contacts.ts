import type { DashboardContact, StaffMember } from '@kheyr/contracts/contacts'
import type { DataOf } from '@kheyr/contracts/http'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { api } from '#lib/api-client.ts'
import {
  invalidateResource,
  resourceKey,
  resourcePath,
  useBulkDelete,
  useDeleteRecordMutation,
} from '#lib/resource.ts'

// People's messages in the dashboard (`/api/dashboard/contacts`); the list comes through the
// data table.

export const CONTACTS = 'contacts'

export const contactQuery = (id: number) =>
  queryOptions({
    queryKey: [...resourceKey(CONTACTS), 'one', id],
    queryFn: ({ signal }) =>
      api.get<DataOf<DashboardContact>>(resourcePath(CONTACTS, id), { signal }).then((r) => r.data),
  })

/** One message. Opening a new one marks it read on the server, so the list refreshes after. */
export function useContact(id: number) {
  const queryClient = useQueryClient()
  const message = useQuery(contactQuery(id))
  const loadedStatus = message.data?.status
  useEffect(() => {
    if (loadedStatus) void invalidateResource(queryClient, CONTACTS)
  }, [loadedStatus, queryClient])
  return message
}

/** Answers a message (or changes the answer); the dialog shows the answered message. */
export function useReplyToContact(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (reply: string) =>
      api
        .post<DataOf<DashboardContact>>(`${resourcePath(CONTACTS, id)}/reply`, { reply })
        .then((r) => r.data),
    onSuccess: (updated) => {
      queryClient.setQueryData(contactQuery(id).queryKey, updated)
      void invalidateResource(queryClient, CONTACTS)
    },
  })
}

export const useDeleteContact = () => useDeleteRecordMutation(CONTACTS)
export const useDeleteContacts = () => useBulkDelete(CONTACTS)

/** Staff members whose name or mobile matches `term`, for the notify list. */
export const staffSearchQuery = (term: string) =>
  queryOptions({
    queryKey: [...resourceKey(CONTACTS), 'staff', term],
    queryFn: ({ signal }) =>
      api
        .get<DataOf<StaffMember[]>>(`${resourcePath(CONTACTS)}/staff`, {
          query: { search: term },
          signal,
        })
        .then((r) => r.data),
    staleTime: 30_000,
  })
