import type { ContactMessage, ContactSubject } from '@kheyr/contracts/contacts'
import type { DataOf, Paginated } from '@kheyr/contracts/http'
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { useEffect } from 'react'
import { api } from '#lib/api-client.ts'

// The signed-in user's own messages (`/api/contact-us...`).

const MINE = ['contact-us'] as const
export const MESSAGES_PAGE_SIZE = 10

export const subjectsQuery = queryOptions({
  queryKey: [...MINE, 'subjects'],
  queryFn: ({ signal }) =>
    api.get<DataOf<ContactSubject[]>>('/contact-us/subjects', { signal }).then((r) => r.data),
  staleTime: 5 * 60 * 1000,
})

export const myMessagesQuery = (page: number) =>
  queryOptions({
    queryKey: [...MINE, 'list', page],
    queryFn: ({ signal }) =>
      api.get<Paginated<ContactMessage>>('/contact-us', {
        query: { page, per_page: MESSAGES_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  })

export const myMessageQuery = (id: string) =>
  queryOptions({
    queryKey: [...MINE, 'one', id],
    queryFn: ({ signal }) =>
      api.get<DataOf<ContactMessage>>(`/contact-us/${id}`, { signal }).then((r) => r.data),
    retry: false,
  })

/**
 * One of my messages. Showing an answered one marks its reply's notification read on the
 * server, so the notifications (and the header's badge) refresh.
 */
export function useMyMessage(id: string) {
  const queryClient = useQueryClient()
  const message = useQuery(myMessageQuery(id))
  const answered = Boolean(message.data?.reply)
  useEffect(() => {
    if (answered) void queryClient.invalidateQueries({ queryKey: ['notifications'] })
  }, [answered, queryClient])
  return message
}

/** Sends a message as form data (the optional file travels with the fields). */
export function useSendMessage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (form: FormData) =>
      api.post<DataOf<ContactMessage>>('/contact-us', form).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MINE }),
  })
}
