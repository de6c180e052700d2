import type { ContactMessage, ContactSubject } from '@kheyr/contracts/contacts'
import type { ListMeta } from '@kheyr/contracts/http'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

// The signed-in user's own messages (`/api/contact-us...`).

export const MESSAGES_PAGE_SIZE = 10

export const subjectsQuery = queryOptions({
  queryKey: ['contact-us', 'subjects'],
  queryFn: ({ signal }) =>
    api.get<{ data: ContactSubject[] }>('/contact-us/subjects', { signal }).then((r) => r.data),
  staleTime: 5 * 60 * 1000,
})

export const myMessagesQuery = (page: number) =>
  queryOptions({
    queryKey: ['contact-us', 'list', page],
    queryFn: ({ signal }) =>
      api.get<{ data: ContactMessage[]; meta: ListMeta }>('/contact-us', {
        query: { page, per_page: MESSAGES_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  })

export const myMessageQuery = (id: string) =>
  queryOptions({
    queryKey: ['contact-us', 'one', id],
    queryFn: ({ signal }) =>
      api.get<{ data: ContactMessage }>(`/contact-us/${id}`, { signal }).then((r) => r.data),
  })

/** Sent as form data: the optional file travels with the fields. */
export const sendMessage = (form: FormData) =>
  api.post<{ data: ContactMessage }>('/contact-us', form).then((r) => r.data)
